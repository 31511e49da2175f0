import ListKit

/// One feed entry in full: its author, the whole comment wrapped, then its date and image.
///
/// Enter on the author opens their profile.
public final class EntryScreen: Screen, ListAdapterDataSource {
  /// The entry's list.
  public let adapter = ListAdapter()
  /// "Entry by" the author's nickname.
  public var title: String { "Entry by \(author.nickname)" }
  /// The route that opens this entry.
  public var route: Route { .entry(entry.id) }

  private let entry: FeedEntry
  private let author: User
  private weak var navigator: (any AppNavigator)?

  /// Creates the screen of an entry by an author; taps go to the navigator.
  public init(entry: FeedEntry, author: User, navigator: (any AppNavigator)?) {
    self.entry = entry
    self.author = author
    self.navigator = navigator
    adapter.dataSource = self
  }

  /// The entry's sections, in order.
  public func objects(for adapter: ListAdapter) -> [any Diffable] {
    var objects: [any Diffable] = [
      EntryAuthorModel(author: author),
      TextBlockModel(kind: .comment, title: nil, text: entry.comment, collapsible: false),
    ]
    if entry.displayDate != nil || entry.image != nil {
      objects.append(EntryDetailsModel(date: entry.displayDate, image: entry.image))
    }
    return objects
  }

  /// The section controller for an object's kind.
  public func sectionController(for object: any Diffable) -> any SectionController {
    switch object {
    case is EntryAuthorModel: EntryAuthorSectionController(navigator: navigator)
    case is EntryDetailsModel: EntryDetailsSectionController()
    default: TextBlockSectionController()
    }
  }
}
