/// Where the decoder is in the document, such as `users[0].attributes[1].key`.
///
/// Components are kept unrendered, and the first four inline, so tracking the path costs
/// nothing on the heap until a message needs it.
public struct DecodingPath: Sendable {
  /// One step into a value: a member of an object or an element of an array.
  public enum Component: Sendable {
    /// A member of an object, by name.
    case key(StaticString)
    /// An element of an array, by index.
    case index(Int)
  }

  private var inline: (Component?, Component?, Component?, Component?) = (nil, nil, nil, nil)
  private var overflow: [Component] = []
  private var count = 0

  /// An empty path: the top-level value.
  public init() {}

  /// Steps into a member or element.
  public mutating func push(_ component: Component) {
    switch count {
    case 0: inline.0 = component
    case 1: inline.1 = component
    case 2: inline.2 = component
    case 3: inline.3 = component
    default: overflow.append(component)
    }
    count += 1
  }

  /// Steps back out of the last member or element.
  public mutating func pop() {
    guard count > 0 else { return }
    count -= 1
    switch count {
    case 0: inline.0 = nil
    case 1: inline.1 = nil
    case 2: inline.2 = nil
    case 3: inline.3 = nil
    default: overflow.removeLast()
    }
  }

  /// The components, outermost first.
  private var components: [Component] {
    ([inline.0, inline.1, inline.2, inline.3].compactMap { $0 } + overflow)
  }

  /// The path as text, such as `feed[12].user`, or `nil` at the top level.
  public var text: String? {
    guard count > 0 else { return nil }
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
