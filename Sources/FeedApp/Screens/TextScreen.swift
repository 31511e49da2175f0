import ListKit

/// A text shown whole, wrapped to the screen: a promo, a long attribute, an about text.
///
/// A heading, such as a promo's title, is shown whole above the text, wrapped as it is.
///
/// A text taller than the screen scrolls line by line, and by pages with Space and `b` too, as
/// in less.
public final class TextScreen: Screen, ListAdapterDataSource {
  /// The text's list.
  public let adapter = ListAdapter()
  /// What the text is.
  public let title: String
  /// The route that opened it.
  public let route: Route
  /// Space pages down, and `b` up, as in less.
  public var spaceHint: String? { Self.pagingSpaceHint }
  /// Space pages down, and `b` up.
  public var pagesWithSpace: Bool { true }

  private let heading: String?
  private let body: String

  /// Creates the screen of a titled text, with a heading above it when `heading` is given.
  public init(title: String, heading: String? = nil, body: String, route: Route) {
    self.title = title
    self.heading = heading.flatMap { $0.isEmpty ? nil : $0 }
    self.body = body
    self.route = route
    // A blank line sets the heading apart from the text.
    if self.heading != nil { adapter.sectionSpacing = 1 }
    adapter.dataSource = self
  }

  /// The heading, when there is one, and the text, each a block; a heading alone when the
  /// text is empty.
  public func objects(for adapter: ListAdapter) -> [any Diffable] {
    let heading = heading.map {
      TextBlockModel(kind: .heading, title: nil, text: $0, collapsible: false, style: .bold)
    }
    if let heading, body.isEmpty { return [heading] }
    let text = TextBlockModel(
      kind: .text, title: nil, text: body.isEmpty ? "(no text)" : body, collapsible: false)
    return [heading, text].compactMap { $0 }
  }

  /// A block of text.
  public func sectionController(for object: any Diffable) -> any SectionController {
    TextBlockSectionController()
  }
}
