import ListKit

/// A text shown whole, wrapped to the screen: a promo, a long attribute, an about text.
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

  private let body: String

  /// Creates the screen of a titled text.
  public init(title: String, body: String, route: Route) {
    self.title = title
    self.body = body
    self.route = route
    adapter.dataSource = self
  }

  /// The text, as one block.
  public func objects(for adapter: ListAdapter) -> [any Diffable] {
    [
      TextBlockModel(
        kind: .text, title: nil, text: body.isEmpty ? "(no text)" : body, collapsible: false)
    ]
  }

  /// A block of text.
  public func sectionController(for object: any Diffable) -> any SectionController {
    TextBlockSectionController()
  }
}
