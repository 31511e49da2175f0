import FeedModel
import ListKit

/// The feed: a summary of the browsing user, the history row, then the entries with the promos
/// among them, as one section of any length.
///
/// Each section appears only if it has content; while a filter narrows the entries, the promos
/// step aside.
public final class FeedScreen: FilterableScreen, ListAdapterDataSource {
  /// The feed's list.
  public let adapter = ListAdapter()
  /// The screen's title.
  public var title: String { "Feed" }
  /// The route that opens the feed.
  public var route: Route { .feed }
  /// Space shows or hides what a content warning hides.
  public var spaceHint: String? { "show or hide what a content warning hides" }
  /// Space on a row without a content warning.
  public var spaceAdvice: StatusMessage {
    StatusMessage(
      "No content warning on this row to show", or: "No content warning here", "No CW here")
  }
  /// An empty feed is an empty document.
  public var emptyStatus: String? { "empty document" }
  /// The text typed to narrow the entries to those with every word of it in their text or
  /// their author's names, ignoring case; shown once ``applyFilter()`` applies it.
  public var filter = ""

  /// Narrows the entries to the filter typed, if it changed since it was last applied: the
  /// filter's one pass over the feed, however many keys typed it.
  ///
  /// Applied as a diffed update, so the selection stays on an entry while it still matches;
  /// when it is not on an entry, such as on the summary above them, the first match takes it,
  /// as in fzf, so that Enter opens it.
  ///
  /// A filter that matches nothing leaves no entry to hold the selection; the entry that held it
  /// takes it back when the filter matches it again, or is cleared.
  public func applyFilter() {
    guard filter != shownFilter else { return }
    shownFilter = filter
    let before = selectedEntry
    adapter.performUpdates()
    if lastMatches?.count == 0 {
      if let before { entryBeforeNoMatch = before }
      return
    }
    var kept = before
    // The entry selected before the filter matched nothing takes the selection back when it
    // matches again (or the filter is cleared), wherever the update put the selection: in a
    // feed with nothing above it, the first entry took it as the entries came back.
    if let entry = entryBeforeNoMatch,
      adapter.select(identity: FeedListModel.identity, itemIdentity: entry)
    {
      kept = entry
    }
    entryBeforeNoMatch = nil
    selectFirstMatch(unlessOn: kept)
  }

  /// Moves `count` matching entries on or back: the filtered list holds only matches, so the
  /// entry that many below or above, or the last or the first; from the rows above the
  /// entries, the first is one on.
  public func selectMatch(forward: Bool, count: Int = 1) -> Bool {
    guard let before = selectedEntry else {
      guard forward, adapter.select(identity: FeedListModel.identity) else { return false }
      if count > 1 { adapter.perform(.down, count: count - 1) }
      return true
    }
    // To the next row whole, as a count moves: never scrolling within a tall match.
    adapter.perform(forward ? .down : .up, count: count)
    guard selectedEntry == nil else { return selectedEntry != before }
    // Above the first match: the rows above the entries are no match.
    adapter.select(identity: FeedListModel.identity, itemIdentity: before)
    return false
  }

  /// How many entries match, and how many there are, while a filter is on.
  public var matchCount: (matches: Int, total: Int)? {
    guard let matches = lastMatches else { return nil }
    return (matches.count, filterTotal)
  }

  /// How many entries the filter goes through: all of them.
  public var filterTotal: Int { state.document.feed.count }

  /// Which match holds the selection, 1 for the first, while a filter is on.
  public var matchOrdinal: Int? {
    guard let matches = lastMatches, let selection = adapter.selection,
      let feed = selection.controller as? FeedSectionController,
      case .item(let item) = selection.part, let position = feed.position(ofItem: item)
    else { return nil }
    return matches.index(ofPosition: position).map { $0 + 1 }
  }

  private let state: DocumentState
  private weak var navigator: (any AppNavigator)?
  /// The filter the list shows: ``filter`` as it was last applied.
  private var shownFilter = ""
  private var lastMatches: FeedMatches?
  /// The entry that held the selection before the filter matched nothing.
  private var entryBeforeNoMatch: AnyHashable?
  /// The history row's users, with the document's history and users they were found from.
  private var shownHistory: (ids: [UserID], users: [User], shown: [User]) = ([], [], [])

  /// Creates the feed of a document, complete or still loading; taps go to the navigator.
  public init(state: DocumentState, navigator: (any AppNavigator)?) {
    self.state = state
    self.navigator = navigator
    adapter.dataSource = self
    adapter.sectionSpacing = 1
  }

  /// The feed's sections, in order.
  public func objects(for adapter: ListAdapter) -> [any Diffable] {
    let document = state.document
    var objects: [any Diffable] = []
    if let me = document.me, let user = document.user(me) {
      objects.append(ProfileSummaryModel(user: user))
    }
    let history = historyUsers(of: document)
    if !history.isEmpty { objects.append(UserHistoryModel(users: history)) }
    let query = FeedQuery(shownFilter)
    lastMatches = query.isEmpty ? nil : state.filter.matches(query, in: document)
    let items = FeedItems(feed: document.feed, promos: document.promos, matches: lastMatches)
    if let lastMatches, lastMatches.count == 0 {
      // A pasted megabyte is quoted as far as a screen can show, not wrapped whole each frame.
      objects.append(NoticeModel(text: "No entries match “\(shownFilter.truncated(toWidth: 200))”"))
    } else if items.count > 0 {
      objects.append(FeedListModel(items: items))
    } else if !objects.isEmpty, !state.isLoading {
      // A profile or history alone: say that the feed below them is empty, not still coming.
      objects.append(NoticeModel(text: "No entries in the feed"))
    }
    return objects
  }

  /// The users of the document's history, found again only when its history or users changed:
  /// while entries arrive, each part keeps the same arrays, which compare in constant time,
  /// so that neither this nor the history row's update costs the history's length.
  private func historyUsers(of document: Document) -> [User] {
    if document.history == shownHistory.ids, document.users == shownHistory.users {
      return shownHistory.shown
    }
    shownHistory = (document.history, document.users, document.history.compactMap(document.user))
    return shownHistory.shown
  }

  /// Applies a newer version of the document.
  ///
  /// A filter typed before its first match arrived gives that match the selection, as typing
  /// would have. The view stays exactly where it was, also when the selection is on the last
  /// entry loaded so far and more arrive below it.
  public func documentDidChange() {
    let hadMatches = (lastMatches?.count ?? 0) > 0
    adapter.performUpdates()
    if !hadMatches { selectFirstMatch(unlessOn: selectedEntry) }
  }

  /// The item identity of the entry that holds the selection, if an entry does.
  private var selectedEntry: AnyHashable? {
    guard let selection = adapter.selection, selection.object is FeedListModel,
      case .item(let item) = selection.part
    else { return nil }
    return selection.controller.identity(ofItem: item)
  }

  /// Gives the first match the selection while a filter is on, as in fzf, so that Enter opens
  /// it; unless the selection is still on `entry`, the entry it was on, which matches.
  ///
  /// An entry the filter left out gives the selection to the first match, not to the match
  /// nearest it, where the update would leave it.
  private func selectFirstMatch(unlessOn entry: AnyHashable?) {
    guard let matches = lastMatches, matches.count > 0 else { return }
    if let entry, selectedEntry == entry { return }
    adapter.select(identity: FeedListModel.identity)
  }

  /// The section controller for an object's kind.
  public func sectionController(for object: any Diffable) -> any SectionController {
    switch object {
    case is ProfileSummaryModel: ProfileSummarySectionController(navigator: navigator)
    case is UserHistoryModel: UserHistorySectionController(navigator: navigator)
    case is FeedListModel: FeedSectionController(state: state, navigator: navigator)
    default: NoticeSectionController()
    }
  }

  /// Shown when the document has nothing to show.
  public func emptyView(for adapter: ListAdapter) -> (any EmptyView)? {
    TextEmptyView(
      state.isLoading
        ? "Loading…" : "This document has no feed entries, history or profile to show.")
  }
}
