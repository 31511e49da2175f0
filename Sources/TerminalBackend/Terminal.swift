import CNcursesw
import CTerminal
import Input
import Render

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The user's terminal, run by curses: draws buffers and reads keys.
///
/// Starting a terminal installs a crash guard first, so that the terminal is restored
/// whatever ends the process: ``stop()``, ^C, SIGTERM, SIGHUP, any other signal whose default
/// action ends it, or a Swift runtime trap.
/// Drawing writes only the cells that changed since the last frame.
///
/// ```swift
/// let terminal = try Terminal(options: TerminalOptions())
/// defer { terminal.stop() }
/// terminal.draw(frame(of: terminal.size))
/// while let event = terminal.nextEvent(), event != .key(.character("q")) {
///   terminal.draw(frame(of: terminal.size))
/// }
/// ```
public final class Terminal {
  /// The curses screen drawn on.
  let screen: CursesScreen
  /// The terminal device, opened for curses and the crash guard.
  private let device: UnsafeMutablePointer<FILE>
  /// The descriptor curses reads input from.
  var inputDescriptor: Int32 { fileno(device) }
  /// The read end of the resize watch, readable after SIGWINCH; -1 without one.
  private(set) var resizeDescriptor: Int32 = -1
  /// The read end of the suspend watch, readable after ^Z (SIGTSTP); -1 without one, when
  /// SIGTSTP was ignored at start (no job control).
  private(set) var suspendDescriptor: Int32 = -1
  /// Whether ``stop()`` has run.
  private(set) var isStopped = false
  /// Presses of the mouse button so far, to tell double clicks.
  var clicks = ClickCounter()
  /// Mouse events that arrived together with the one last returned, oldest first.
  var queuedEvents: [Event] = []
  /// Codes read while decoding an escape sequence that belong to the next key, oldest first.
  var pendingCodes: [CursesCode] = []
  /// The size the last resize event gave, or the size at start: the size the app knows.
  var reportedSize = Size(width: 0, height: 0)
  /// The codes that sent signals before the app took the terminal (^C, ^\, ^Z), and their
  /// signals: the app reads them as codes and raises the signals itself, so that a paste
  /// holding them raises none.
  var signalCodes: [UInt32: Int32] = [:]

  /// How the terminal was set up.
  public let options: TerminalOptions

  /// How long, in milliseconds, an Escape waits for the rest of a key's sequence when
  /// `ESCDELAY` is not set.
  public static let defaultEscapeDelay: Int32 = 25

  /// Takes over the terminal: the alternate screen, no echo, keys one at a time, no cursor.
  ///
  /// In order: started in the background (`&`), it waits stopped until `fg`; the crash guard saves
  /// the terminal settings and installs its signal handlers (before curses, so that curses leaves
  /// SIGINT and SIGTERM to it, while keeping its own SIGWINCH handling); ^Z (SIGTSTP) is taken
  /// over, before curses too, so that curses never handles nor ignores it and the wait for input
  /// suspends between frames; the locale is set, UTF-8 if at all possible; curses starts on
  /// `/dev/tty` (so standard input may be a pipe), its size always the terminal's own, never
  /// `LINES` and `COLUMNS` from the environment (`use_env(false)`, `use_tioctl(true)`), with
  /// cbreak, noecho, keypad and nonl, a 25 ms Escape delay (`ESCDELAY`'s when it is set, read
  /// by curses' own rule), a hidden cursor and the terminal's default colours; curses is kept from
  /// decoding mouse reports, and the terminal is asked for them, SGR-encoded, unless
  /// `options.mouse` is false, whatever the terminfo entry says (see ``MouseReporting``);
  /// bracketed paste is switched on, so that pasted text arrives as one `Event/paste(_:)`
  /// rather than as keys; and with `options.asksForBackground`, the terminal is asked for its
  /// background colour (see ``askForBackground()``).
  ///
  /// - Throws: ``TerminalError`` when there is no terminal, `TERM` is unknown, or another
  ///   terminal is running.
  public init(options: TerminalOptions = TerminalOptions()) throws {
    guard let device = Terminal.openDevice() else { throw TerminalError.noTerminal }
    // Started in the background, it waits stopped for `fg` before anything: killed meanwhile,
    // it has nothing to restore, and the settings it saves are not the shell's line editor's.
    ct_await_foreground(fileno(device))
    guard CrashGuard.install(on: fileno(device)) else {
      fclose(device)
      throw TerminalError.alreadyRunning
    }
    let suspendDescriptor = SuspendWatch.begin(terminal: fileno(device))
    _ = ct_use_utf8_locale()
    // The size is the terminal's own, always: curses' default takes `LINES` and `COLUMNS`
    // from the environment when they are set (exported by a shell, or a wrapping script),
    // and keeps them through every resize, so the layout froze at their size.
    use_env(false)
    use_tioctl(true)
    do {
      screen = try CursesScreen(type: nil, output: device, input: device, color: options.color)
    } catch {
      SuspendWatch.end()
      CrashGuard.remove()
      fclose(device)
      throw error
    }
    self.device = device
    self.options = options
    self.suspendDescriptor = suspendDescriptor
    CrashGuard.noteScreen()
    configure()
    reportedSize = size
    resizeDescriptor = ct_resize_watch_begin()
    CrashGuard.captureStandardError()
  }

  deinit { stop() }

  /// The number of columns and lines; zero after ``stop()``.
  public var size: Size { screen.size }

  /// Whether styles are drawn in colour: the options allow it and the terminal has colours.
  public var usesColor: Bool { screen.colors.isEnabled }

  /// How many palette colours styles can use: curses' `COLORS` (256 on most terminals, 8 or
  /// 16 on older ones), or 0 when colour is off, as with `NO_COLOR`.
  public var colorCount: Int { screen.colors.count }

  /// Draws a frame: only the cells that changed since the last frame, with one `doupdate`.
  ///
  /// The frame after a resize repaints everything. After ``stop()``, nothing is drawn.
  ///
  /// The terminal's cursor is shown at the buffer's ``Render/Buffer/cursor`` once the frame
  /// is drawn, and hidden when it is nil. A grapheme cluster longer than a curses cell holds
  /// (a joined emoji of more than five code points) is written whole, straight to the
  /// terminal, on terminals that can save and restore the cursor.
  public func draw(_ buffer: Buffer) {
    screen.draw(buffer)
  }

  /// Makes the next frame clear the screen and repaint every cell, as after ^L.
  public func invalidate() { screen.invalidate() }

  /// Gives the terminal back exactly as it was found.
  ///
  /// The primary screen, a visible cursor, the settings saved at start, no mouse reporting
  /// and no bracketed paste; and no answer of the terminal's left to land in the shell,
  /// waited for 200 ms, or until a second after the question when that is later (see
  /// ``TerminalReplies``). Idempotent.
  public func stop() {
    guard !isStopped else { return }
    isStopped = true
    ct_resize_watch_end()
    resizeDescriptor = -1
    SuspendWatch.end()
    suspendDescriptor = -1
    set_term(screen.screen)
    if options.mouse { MouseReporting.disable(on: inputDescriptor) }
    BracketedPaste.disable(on: inputDescriptor)
    // An answer still on its way would land in the shell: read it while input is not echoed.
    TerminalReplies.drain(on: inputDescriptor)
    screen.end()
    screen.showCursorHiddenByHand()
    CrashGuard.restoreSettings()
    CrashGuard.releaseStandardError()
    CrashGuard.remove()
    fclose(device)
  }

  /// Sets curses' input and output modes.
  private func configure() {
    let window = screen.window
    cbreak()
    noecho()
    nonl()
    // ^S and ^Q are keys, not flow control that would freeze the screen until ^Q, as in fzf
    // and the like. ^C, ^\ and ^Z reach the app as codes, not signals, which the terminal would
    // send the moment a paste holding them arrived (a ^Z in a paste stopped the app and typed
    // the rest into the shell); outside a paste, the app raises their signals itself. Saved as
    // curses' program mode, so a resume after ^Z keeps it.
    var settings = termios()
    if tcgetattr(inputDescriptor, &settings) == 0 {
      signalCodes = Self.signalCodes(of: settings)
      settings.c_iflag &= ~tcflag_t(IXON)
      settings.c_lflag &= ~tcflag_t(ISIG)
      _ = tcsetattr(inputDescriptor, TCSANOW, &settings)
      def_prog_mode()
    }
    intrflush(window, false)
    keypad(window, true)
    // Mouse reports are read as characters, never as curses' `KEY_MOUSE`: the terminfo entry's
    // `kmous` (`\E[<` or `\E[M`) is decoded even with curses' mouse off, which would leave
    // the rest of each report unread.
    define_key(nil, KEY_MOUSE)
    nodelay(window, true)
    leaveok(window, true)
    // Scrolled rows are moved on the terminal rather than written again: curses already does
    // this with a scrolling region where the terminal has one; idlok lets it insert and delete
    // lines where it has not. Not scrollok: the window must never scroll when the last cell
    // of the screen is written.
    idlok(window, true)
    // `ESCDELAY`, when set, is the user's: curses has read it already (see
    // `ct_escape_delay_from_environment`), and it must not be overridden.
    let escapeDelay = ct_escape_delay_from_environment()
    set_escdelay(escapeDelay >= 0 ? escapeDelay : Self.defaultEscapeDelay)
    screen.setCursorVisible(false)
    if options.mouse { MouseReporting.enable(on: inputDescriptor) }
    BracketedPaste.enable(on: inputDescriptor)
    if options.asksForBackground { askForBackground() }
  }

  /// The codes the terminal's settings turn into signals (`stty intr`, `quit`, `susp`), none
  /// when signals are off (`stty -isig`) or a code is disabled.
  static func signalCodes(of settings: termios) -> [UInt32: Int32] {
    guard settings.c_lflag & tcflag_t(ISIG) != 0 else { return [:] }
    let characters = withUnsafeBytes(of: settings.c_cc) { Array($0) }
    var codes: [UInt32: Int32] = [:]
    for (index, signal) in [(VINTR, SIGINT), (VQUIT, SIGQUIT), (VSUSP, SIGTSTP)] {
      let code = characters[Int(index)]
      // 0 is _POSIX_VDISABLE on Linux and 0xFF on the BSDs: no code.
      if code != 0, code != 0xFF, codes[UInt32(code)] == nil { codes[UInt32(code)] = signal }
    }
    return codes
  }

  /// The terminal device: `/dev/tty`, else whichever of standard input and output is a
  /// terminal.
  private static func openDevice() -> UnsafeMutablePointer<FILE>? {
    if let tty = fopen("/dev/tty", "r+") { return tty }
    for descriptor in [STDIN_FILENO, STDOUT_FILENO] where isatty(descriptor) == 1 {
      if let name = ttyname(descriptor), let tty = fopen(name, "r+") { return tty }
    }
    return nil
  }
}
