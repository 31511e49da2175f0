import FeedModel
import ListKit

/// Every warning about the document, each with the place it is about, wrapped; `!` opens it,
/// and so does a click on the count in the status line.
public final class WarningsScreen: Screen, ListAdapterDataSource {
  /// The warnings' list.
  public let adapter = ListAdapter()
  /// "Warnings".
  public var title: String { "Warnings" }
  /// The route that opens the warnings.
  public var route: Route { .warnings }
  /// Space does nothing here.
  public var spaceHint: String? { nil }

  private let state: DocumentState

  /// Creates the screen of a document's warnings.
  public init(state: DocumentState) {
    self.state = state
    adapter.dataSource = self
  }

  /// One section of warnings, or none.
  public func objects(for adapter: ListAdapter) -> [any Diffable] {
    let snapshot = state.snapshot
    guard snapshot.warningCount > 0 else { return [] }
    return [WarningsModel(warnings: snapshot.warnings, total: snapshot.warningCount)]
  }

  /// The list of warnings.
  public func sectionController(for object: any Diffable) -> any SectionController {
    WarningsSectionController()
  }

  /// Shown when there are none.
  public func emptyView(for adapter: ListAdapter) -> (any EmptyView)? {
    TextEmptyView("No warnings: the document was read without problems.")
  }
}
