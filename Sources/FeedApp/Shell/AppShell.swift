import AppCore
import FeedModel
import ListKit
import Pictures

/// The listtui app without a terminal: a stack of screens, a title bar, a status line, the
/// help overlay and the feed filter, over a document that may still be loading.
///
/// The terminal loop and `--dump` drive it the same way, as a ``AppCore/TerminalApp``: events
/// in through ``handle(_:)``, whole frames out of ``render(size:)``, which only reads.
///
/// ```swift
/// let shell = AppShell(state: DocumentState(name: "feed.json", snapshot: snapshot))
/// _ = shell.handle(.resize(width: 80, height: 24))
/// _ = shell.handle(.key(.down))
/// print(shell.render(size: Size(width: 80, height: 24)).lines.joined(separator: "\n"))
/// ```
public final class AppShell: AppNavigator, TerminalApp {
  /// The open screens, the current one last.
  public private(set) var stack: [any Screen] = []
  /// The message of the last tap or error, in its forms, shown in the status line until the
  /// next input that acts.
  public internal(set) var statusMessage: StatusMessage?
  /// The whole message of the last tap or error, if any.
  public var message: String? { statusMessage?.text }
  /// Whether the help overlay is showing, and how far it is scrolled.
  public internal(set) var help: HelpOverlay?
  /// Whether the filter is being typed in the status line.
  public internal(set) var isEditingFilter = false {
    didSet {
      guard isEditingFilter != oldValue else { return }
      filterCursorFromEnd = 0
      // Where the selection was when the search began, for Esc to return to, as vim's does.
      if isEditingFilter {
        selectionBeforeSearch = current.adapter.selection.map { ($0.identity, $0.itemIdentity) }
        filterBeforeSearch = (current as? any FilterableScreen)?.filter ?? ""
      }
    }
  }
  /// How many characters of the filter are after the prompt's cursor: 0 when it is at the end.
  public internal(set) var filterCursorFromEnd = 0
  /// Whether the mouse is in use, for the help.
  public var usesMouse = true
  /// The styles everything is drawn with.
  public var theme: Theme { didSet { stack.forEach { $0.adapter.theme = theme } } }
  /// The document, which may still be loading.
  public let state: DocumentState
  /// Wakes the terminal loop when a loaded part arrives.
  public let wakeup: Wakeup?
  /// The loader, if the document is loaded in the background.
  let session: LoadingSession?
  /// The screen's size, from the last resize.
  public internal(set) var size: Size
  /// Whether events are coming as a batch, between ``willHandleBatch()`` and
  /// ``didHandleBatch()``: then the filter waits for the batch's end.
  var isHandlingBatch = false
  /// Whether End was pressed while the screen is still being laid out: the view follows the
  /// end until it is reached, or another input comes.
  var followsEnd = false
  /// How many screens, from the bottom of the stack, missed an update of the document while
  /// another was on top (see ``bringCurrentUpToDate()``).
  var outdatedScreens = 0

  /// Creates the app on a document, opening the given screens in order (the feed by default).
  ///
  /// Routes that name nothing in the document are skipped. With a loading session, parts of the
  /// document arrive through ``takePendingWork()``.
  public init(
    state: DocumentState, start: [Route] = [.feed], theme: Theme = .color,
    size: Size = Size(width: 80, height: 24), session: LoadingSession? = nil,
    wakeup: Wakeup? = nil
  ) {
    self.state = state
    self.theme = theme
    self.size = size
    self.session = session
    self.wakeup = wakeup
    if state.pictures == nil {
      state.pictures = PictureStore(state: state, mode: .indexed256, wakeup: wakeup)
    }
    for route in start { open(route) }
    if stack.isEmpty { open(.feed) }
    statusMessage = nil
  }

  /// Creates the app on a complete document.
  public convenience init(
    document: Document, warnings: [DocumentWarning] = [], name: String = "document",
    start: [Route] = [.feed], theme: Theme = .color, size: Size = Size(width: 80, height: 24)
  ) {
    let snapshot = DocumentSnapshot(document: document, warnings: warnings)
    self.init(
      state: DocumentState(name: name, snapshot: snapshot), start: start, theme: theme, size: size)
  }

  /// The screen on top.
  public var current: any Screen { stack[stack.count - 1] }

  /// The exit status the app ends with: 65 when loading stopped at bad data, else 0.
  public var exitStatus: Int32 { state.failure.map { $0.exitStatus } ?? 0 }

  /// Opens a screen on top of the current one.
  public func open(_ route: Route) {
    guard let screen = makeScreen(route) else {
      show(
        StatusMessage(
          "Not in the document: nothing to open", or: "Nothing to open here", "Nothing to open"))
      return
    }
    screen.adapter.theme = theme
    screen.adapter.dispatcher = .counting
    screen.adapter.showsScrollIndicator = true
    screen.adapter.setViewport(listArea(for: size).size)
    screen.adapter.performUpdates()
    // The screen covered shows its filter as typed when it is on top again.
    if !stack.isEmpty { (current as? any FilterableScreen)?.applyFilter() }
    stack.append(screen)
    followsEnd = false
    isEditingFilter = false
    statusMessage = nil
  }

  /// Shows a message in the status line until the next key.
  public func show(_ message: String) { statusMessage = StatusMessage(message) }

  /// Shows a message, or on a narrow screen one of its shorter forms, until the next key.
  public func show(_ message: StatusMessage) { statusMessage = message }

  /// Closes the current screen and returns to the one below, if there is one.
  @discardableResult
  public func back() -> Bool {
    guard stack.count > 1 else { return false }
    back(to: stack.count - 2)
    return true
  }

  /// Closes the screens above the one at `index` of the stack, which is brought up to date.
  func back(to index: Int) {
    guard index >= 0, index < stack.count - 1 else { return }
    stack.removeSubrange((index + 1)...)
    followsEnd = false
    statusMessage = nil
    bringCurrentUpToDate()
  }

  /// Gives the screen on top what it missed while others were above it: the screen's size, and
  /// the document's last update.
  ///
  /// Only the screen on top is resized and updated as things happen, so that a key or an update
  /// costs the same however many screens are open below.
  func bringCurrentUpToDate() {
    current.adapter.setViewport(listArea(for: size).size)
    if stack.count - 1 < outdatedScreens {
      outdatedScreens = stack.count - 1
      current.documentDidChange()
    }
  }

  /// The selection's section and item when the filter's prompt opened.
  var selectionBeforeSearch: (identity: ObjectIdentity, item: AnyHashable?)?
  /// The filter kept when the prompt opened, which Esc in the prompt puts back, as vim keeps
  /// its last search when a new one is given up.
  var filterBeforeSearch = ""
  /// Where Esc, which cleared the filter, puts the selection back once the list is whole.
  var selectionAfterSearch: (identity: ObjectIdentity, item: AnyHashable?)?

  /// Whether pictures are drawn; when false (`--no-images`), an attachment is a line naming it.
  public var showsPictures = true

  /// The symbols the terminal's font has: ``ListKit/GlyphSet/unicode`` (the default), or on the
  /// Linux console ``ListKit/GlyphSet/console``.
  ///
  /// The one setting of what the font draws: the theme's marks, the stand-ins a console frame
  /// is drawn with (`GlyphSet.consoleStandIns`) and the picture symbols follow it.
  public var glyphs: GlyphSet {
    get { theme.glyphs }
    set {
      theme.glyphs = newValue
      pictureSymbols = newValue == .console ? .console : .blocks
    }
  }

  /// The symbols pictures are drawn with: all the block symbols (the default), or on the Linux
  /// console only those its fonts have (``Pictures/PictureSymbols/console``).
  public var pictureSymbols: PictureSymbols {
    get { state.pictures?.symbols ?? .blocks }
    set { state.pictures?.symbols = newValue }
  }

  /// Why `y` cannot copy, said in its place, or nil where the terminal may take what it
  /// copies (the default): `--dump`, with no terminal, and the Linux console, which has no
  /// clipboard, set it.
  public var clipboardProblem: StatusMessage?
  /// The address `y` copied, until the loop takes it (``takeClipboardText()``).
  var pendingCopy: String?
  /// The program `y` copies through instead of the terminal's OSC 52, if any: inside tmux,
  /// `tmux load-buffer -w -`, which tmux takes whatever its `set-clipboard`.
  public var clipboardCommand: ClipboardCommand?
  /// What copies through ``clipboardCommand`` came to, posted from off the main thread; it
  /// wakes the loop, which says it (``takeCopyOutcomes()``).
  lazy var copyOutcomes = Mailbox<ClipboardCommand.Outcome>(wakeup: wakeup ?? Wakeup())

  /// Tells the app how many colours frames have: without, it draws with attributes only and
  /// pictures as shapes; with 8 or 16, a reverse-video selection and pictures in those colours.
  public func start(colorCount: Int) {
    theme = theme.fitted(toColorCount: colorCount)
    let boxes = state.reservesPictureBoxes
    state.pictures?.mode = showsPictures ? PictureColorMode(terminalColors: colorCount) : nil
    // Pictures turned off take no lines: the screens opened so far are measured again.
    if state.reservesPictureBoxes != boxes {
      for screen in stack { screen.adapter.invalidateLayout() }
    }
  }
}
