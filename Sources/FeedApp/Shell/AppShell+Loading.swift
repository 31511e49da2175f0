import AppCore
import FeedModel
import ListKit

extension AppShell {
  /// Takes in the parts of the document that arrived, and an error that stopped the loading,
  /// and lays out a slice more of a screen being laid out a part at a time.
  ///
  /// An error before the first entry was read leaves nothing to show: the app quits, so that
  /// the error is said at once, as for a file that cannot be opened, rather than over an empty
  /// screen.
  public func takePendingWork() -> AppResponse {
    // Keys typed before the wake-up narrowed the list before the new part arrives, as they did
    // when each key filtered at once.
    applyFilter()
    takeCopyOutcomes()
    // A picture that landed needs only the next frame; a loaded part, an update.
    if let mail = session?.take() {
      if let snapshot = mail.snapshot { update(snapshot) }
      if let failure = mail.failure {
        fail(failure)
        if !state.document.hasEntries { return .quit }
      }
    }
    // Between events, a slice of the layout left, such as a long text's wrapping. The rest
    // (the view laid out, the pictures asked for, the next slice scheduled) waits for the end
    // of the batch, which may lay out the last of the text: a wake-up is then asked for only
    // when layout is left.
    layOutMore()
    if !isHandlingBatch { finishEvents() }
    return .continue
  }

  /// Asks for the pictures the current screen shows, in view first.
  func askForPictures() {
    guard let store = state.pictures else { return }
    store.want(
      current.adapter.sectionControllers.compactMap { $0 as? any PictureClient }
        .flatMap(\.wantedPictures))
  }

  /// Shows a newer version of the document, still loading or complete, on the screen on top,
  /// and on each screen below when it is on top again: each applies it as a diffed update and
  /// keeps its selection and view.
  ///
  /// A list whose end End took while loading keeps it until the document is complete.
  public func update(_ snapshot: DocumentSnapshot) {
    state.apply(snapshot)
    // The screens below catch up when they are on top again.
    current.documentDidChange()
    outdatedScreens = stack.count - 1
    if !state.isLoading { stopFollowingLoad() }
  }

  /// Stops showing the document as loading: what was loaded stays, marked incomplete, and the
  /// error shows in the status line.
  public func fail(_ error: DocumentError) {
    state.fail(error)
    stopFollowingLoad()
  }

  /// Ends the following of a list's end that End started while the document loaded.
  private func stopFollowingLoad() {
    for screen in stack { screen.adapter.followsEnd = false }
  }

  /// A new screen for a route, or nil if the document has nothing there.
  func makeScreen(_ route: Route) -> (any Screen)? {
    let document = state.document
    switch route {
    case .feed:
      return FeedScreen(state: state, navigator: self)
    case .profile(let id):
      guard document.user(id) != nil else { return nil }
      return ProfileScreen(userID: id, state: state, navigator: self)
    case .entry(let id):
      guard let position = document.feed.position(ofID: id) else { return nil }
      return EntryScreen(position: position, state: state, navigator: self)
    case .promo(let id):
      guard let promo = document.promos.first(where: { $0.id == id }) else { return nil }
      let title = promo.title.map { "Promo: \($0.asOneLine)" } ?? "Promo"
      return TextScreen(title: title, heading: promo.title, body: promo.body ?? "", route: route)
    case .warnings:
      return WarningsScreen(state: state, navigator: self)
    case .text(let title, let body):
      return TextScreen(title: title, body: body, route: route)
    }
  }
}
