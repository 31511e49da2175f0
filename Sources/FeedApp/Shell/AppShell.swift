import ListKit

/// The listtui app without a terminal: a stack of screens, a title bar, a status line, the
/// help overlay and the feed filter.
///
/// The terminal backend and `--dump` drive it the same way: keys in through
/// ``handle(_:)``, whole frames out of ``render(size:)``.
///
/// ```swift
/// let shell = AppShell(document: loaded.document, warnings: loaded.warnings)
/// _ = shell.handle(.down)
/// print(shell.render(size: Size(width: 80, height: 24)).lines.joined(separator: "\n"))
/// ```
public final class AppShell: AppNavigator {
  /// What the app wants after a key.
  public enum Response: Sendable, Equatable {
    /// Keep running.
    case `continue`
    /// Quit.
    case quit
  }

  /// The open screens, the current one last.
  public private(set) var stack: [any Screen] = []
  /// The message of the last tap or error, shown in the status line.
  public internal(set) var message: String?
  /// Whether the help overlay is showing.
  public internal(set) var isShowingHelp = false
  /// Whether the filter is being typed in the status line.
  public internal(set) var isEditingFilter = false
  /// Problems found while loading, counted in the status line.
  public var warnings: [DocumentWarning] { state.warnings }
  /// The styles everything is drawn with.
  public var theme: Theme { didSet { stack.forEach { $0.adapter.theme = theme } } }

  /// The document, which may still be loading.
  let state: DocumentState
  /// The size of the last frame, for mapping mouse positions.
  var lastSize = Size(width: 0, height: 0)

  /// Creates the app on a document, opening the given screens in order (the feed by default).
  ///
  /// Routes that name nothing in the document are skipped. Giving the size of the first frame saves
  /// laying the screens out twice.
  public init(
    document: Document, warnings: [DocumentWarning] = [], start: [Route] = [.feed],
    theme: Theme = .color, size: Size = Size(width: 80, height: 24), isLoading: Bool = false
  ) {
    self.state = DocumentState(document: document, warnings: warnings, isLoading: isLoading)
    self.theme = theme
    self.lastSize = size
    for route in start { open(route) }
    if stack.isEmpty { open(.feed) }
    message = nil
  }

  /// The screen on top.
  public var current: any Screen { stack[stack.count - 1] }

  /// Opens a screen on top of the current one.
  public func open(_ route: Route) {
    guard let screen = makeScreen(route) else {
      show("Nothing to open for \(route)")
      return
    }
    screen.adapter.theme = theme
    screen.adapter.setViewport(listArea(for: lastSize).size)
    screen.adapter.performUpdates()
    stack.append(screen)
    isEditingFilter = false
    message = nil
  }

  /// Shows a message in the status line.
  public func show(_ message: String) { self.message = message }

  /// Closes the current screen and returns to the one below, if there is one.
  @discardableResult
  public func back() -> Bool {
    guard stack.count > 1 else { return false }
    stack.removeLast()
    message = nil
    return true
  }

  /// Shows a newer version of the document, still loading or complete, on every open
  /// screen: each applies it as a diffed update and keeps its selection.
  public func update(document: Document, warnings: [DocumentWarning], isLoading: Bool) {
    state.update(document: document, warnings: warnings, isLoading: isLoading)
    for screen in stack { screen.documentDidChange() }
  }

  /// A new screen for a route, or nil if the document has nothing there.
  func makeScreen(_ route: Route) -> (any Screen)? {
    let document = state.document
    switch route {
    case .feed:
      return FeedScreen(state: state, navigator: self)
    case .profile(let id):
      return document.user(id).map { ProfileScreen(user: $0, state: state, navigator: self) }
    case .entry(let id):
      guard let entry = document.feed.first(where: { $0.id == id }),
        let author = document.user(entry.user)
      else { return nil }
      return EntryScreen(entry: entry, author: author, navigator: self)
    }
  }
}
