/// Where the decoder is in the document, such as `users[0].attributes[1].key`.
///
/// Components are kept unrendered, so tracking the path costs little until a message needs it.
public struct DecodingPath {
  /// One step into a value: a member of an object or an element of an array.
  public enum Component {
    /// A member of an object, by name.
    case key(StaticString)
    /// An element of an array, by index.
    case index(Int)
  }

  private var components: [Component] = []

  /// An empty path: the top-level value.
  public init() {}

  /// Steps into a member or element.
  public mutating func push(_ component: Component) {
    components.append(component)
  }

  /// Steps back out of the last member or element.
  public mutating func pop() {
    components.removeLast()
  }

  /// The path as text, such as `feed[12].user`, or `nil` at the top level.
  public var text: String? {
    guard !components.isEmpty else { return nil }
    var result = ""
    for component in components {
      switch component {
      case .key(let name):
        if !result.isEmpty { result += "." }
        result += name.description
      case .index(let index):
        result += "[\(index)]"
      }
    }
    return result
  }
}
