import FeedModel
import ListKit

/// Every warning about the document, each with the place it is about, wrapped, after the error
/// that stopped loading, if one did; `!` opens it, and so does a click on the count in the
/// status line.
///
/// Warnings alike (the same message about the same field of many posts) are one row, at the
/// first place, saying how often (`in 67 posts`).
///
/// Enter on a warning about an entry or a user the document holds opens that entry or profile,
/// as a compiler's list of errors opens the line; on another, it says there is nothing to open.
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
  private weak var navigator: (any AppNavigator)?

  /// Creates the screen of a document's warnings, whose Enter opens through `navigator`.
  public init(state: DocumentState, navigator: (any AppNavigator)? = nil) {
    self.state = state
    self.navigator = navigator
    adapter.dataSource = self
  }

  /// One section of warnings, or none.
  public func objects(for adapter: ListAdapter) -> [any Diffable] {
    let snapshot = state.snapshot
    // The error that stopped loading leads the list, as the first thing to fix.
    let failure = state.failure.map {
      DocumentWarning(place: "loading stopped at " + ($0.place ?? "the input"), message: $0.problem)
    }
    guard snapshot.warningCount > 0 || failure != nil else { return [] }
    return [
      WarningsModel(
        groups: (failure.map { [WarningGroup($0)] } ?? []) + state.warningGroups.groups,
        total: snapshot.warningCount + (failure == nil ? 0 : 1))
    ]
  }

  /// The list of warnings.
  public func sectionController(for object: any Diffable) -> any SectionController {
    WarningsSectionController(navigator: navigator)
  }

  /// What the status line says when the document has no warnings.
  public var emptyStatus: String? { "no warnings" }

  /// Shown when there are none.
  public func emptyView(for adapter: ListAdapter) -> (any EmptyView)? {
    TextEmptyView("No warnings: the document was read without problems.")
  }
}
