import ListKit

/// One screen of the app: a list, its title, and what opened it.
public protocol Screen: AnyObject {
  /// The screen's name in the title bar, such as "Feed" or a user's nickname.
  var title: String { get }
  /// The list that shows the screen's sections.
  var adapter: ListAdapter { get }
  /// The route that opened the screen.
  var route: Route { get }
  /// What Space does on this screen, for the help and the status line: nil when nothing.
  var spaceHint: String? { get }
  /// What the status line says when Space does nothing on the selected row: advice for here.
  var spaceAdvice: StatusMessage { get }
  /// Whether Space pages down and `b` up, as in less: on a screen read as a text, where Space
  /// only pages, and a header on the way is folded with a click.
  var pagesWithSpace: Bool { get }
  /// What the status line says, in place of the position, when the list is empty once the
  /// document is read: nil to say nothing.
  var emptyStatus: String? { get }

  /// Shows a newer version of the document, as a diffed update of the list.
  func documentDidChange()
}

extension Screen {
  /// By default, the list asks for its objects again and applies the difference, leaving the
  /// view where it was.
  public func documentDidChange() { adapter.performUpdates() }

  /// By default, an empty list goes unsaid.
  public var emptyStatus: String? { nil }

  /// By default, Space does not page: it folds, or shows what a content warning hides.
  public var pagesWithSpace: Bool { false }

  /// The hint for Space on a screen that pages with it, for the help.
  static var pagingSpaceHint: String { HelpOverlay.pagingSpaceHint }

  /// By default, Space collapses and expands sections with a header.
  public var spaceHint: String? { "collapse or expand the selected section, if it has a header" }

  /// By default, Space folds sections that have a header, and says so when there is none.
  public var spaceAdvice: StatusMessage {
    spaceHint == nil
      ? AppShell.doesNothing(.space)
      : StatusMessage(
        "Space folds only a section with a header", or: "Space: no header to fold",
        "no header")
  }
}

/// A screen whose list the `/` filter narrows.
///
/// Typing only changes ``filter``; ``applyFilter()`` narrows the list to it, once for a burst of
/// keys.
public protocol FilterableScreen: Screen {
  /// The text typed to narrow the list; empty for none. The list shows it after
  /// ``applyFilter()``.
  var filter: String { get set }
  /// How many entries match the filter applied last, and how many there are, while one is on.
  var matchCount: (matches: Int, total: Int)? { get }
  /// How many entries the filter goes through, which an empty prompt counts as all matching
  /// (`200/200`, as fzf shows before a query).
  var filterTotal: Int { get }
  /// Which match holds the selection, 1 for the first, while a filter is on: nil when the
  /// selection is on no match.
  var matchOrdinal: Int? { get }

  /// Narrows the list to ``filter`` if it changed since it was last applied.
  func applyFilter()

  /// Moves the selection `count` matches of the filter applied on, or back, as `n` and `N`
  /// (`3n`) do after a search in vim and less, stopping at the last or the first; from a row
  /// that is no match, forward goes to the first. Returns whether the selection moved.
  func selectMatch(forward: Bool, count: Int) -> Bool
}
