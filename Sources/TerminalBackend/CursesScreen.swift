import CNcursesw
import CTerminal
import Render

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One curses screen, on a terminal or on `/dev/null`, and the frame last drawn on it.
///
/// ``Terminal`` owns one on the user's terminal; tests make one with ``headless(size:)`` and
/// read its rows back with ``row(_:)``. Every call makes this screen the current one, so
/// several can exist in one process, though not be used from two threads at once.
final class CursesScreen {
  /// The curses `SCREEN`.
  let screen: OpaquePointer
  /// Its `stdscr`, the one window drawn on.
  let window: UnsafeMutablePointer<WINDOW>
  /// The colours styles are drawn with.
  let colors: ColorSupport
  /// Colour pairs by foreground and background; nil without colour.
  let pairs: ColorPairs?
  /// The frame last drawn, compared with the next one; nil to repaint everything.
  var previous: Buffer?
  /// Whether the next frame clears the terminal and redraws it from scratch.
  var clearsNextFrame = false
  /// The number of cells written to curses by the last ``draw(_:)``.
  var cellsWrittenInLastFrame = 0
  /// Whether a frame that scrolled is sent as a scroll first (see `draw(_:)`); off only in
  /// tests, to compare.
  var sendsScrollsFirst = true
  /// Styles already translated for curses, with their colour pairs.
  var resolvedStyles: [Style: (attributes: attr_t, pair: Int32)] = [:]
  /// Files that ``end()`` closes, such as the `/dev/null` of a headless screen.
  var ownedFiles: [UnsafeMutablePointer<FILE>] = []
  /// Whether the terminal's cursor is shown and hidden with DECTCEM rather than curses'
  /// `curs_set`, because the terminfo entry lacks `civis` or `cnorm` (`vt100`, `ansi`): see
  /// `setCursorVisible(_:)`.
  let showsCursorByHand: Bool
  /// Whether the terminal's cursor was hidden by hand, to be shown again by hand.
  var cursorHiddenByHand = false
  /// Whether ``end()`` has run; after it, drawing does nothing and the size is zero.
  private(set) var isEnded = false
  /// The descriptor curses writes to.
  let outputDescriptor: Int32
  /// The bytes written straight to the terminal by the last ``draw(_:)`` for clusters longer
  /// than a curses cell holds (see `writeWholeClusters(of:rows:)`).
  var wholeClusterBytesInLastFrame = 0

  /// Starts curses on `output` and `input` for terminal type `type` (`TERM` when nil), in
  /// colour when `color` is true and the terminal has colours.
  ///
  /// The caller has set a UTF-8 locale (see `ct_use_utf8_locale`). `maxPairs`, for tests,
  /// lowers the number of colour pairs used below the terminal's.
  init(
    type: String?, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>,
    color: Bool, maxPairs: Int? = nil
  ) throws {
    let started: OpaquePointer? =
      if let type { newterm(type, output, input) } else { newterm(nil, output, input) }
    guard let screen = started else {
      let name = type ?? getenv("TERM").map { String(cString: $0) } ?? ""
      throw TerminalError.unknownTerminalType(name)
    }
    set_term(screen)
    guard ct_can_address_cursor() != 0 else {
      let name = type ?? getenv("TERM").map { String(cString: $0) } ?? ""
      endwin()
      delscreen(screen)
      throw TerminalError.cannotMoveCursor(name)
    }
    // The palette is the user's: nothing here changes a colour, so nothing may reset them.
    ct_forget_palette_reset()
    guard let window = ct_stdscr() else {
      endwin()
      delscreen(screen)
      throw TerminalError.noTerminal
    }
    self.screen = screen
    self.window = window
    outputDescriptor = fileno(output)
    showsCursorByHand = ct_can_hide_cursor() == 0
    if color && has_colors() && start_color() == OK {
      colors = ColorSupport(
        count: Int(ct_colors()), hasDefaultColors: use_default_colors() == OK)
      let limit = ColorSupport.pairLimit(colorPairs: Int(ct_color_pairs()))
      pairs = ColorPairs(limit: min(limit, maxPairs ?? limit)) { pair, foreground, background in
        init_extended_pair(pair, foreground, background) == OK
      }
    } else {
      colors = .none
      pairs = nil
    }
  }

  deinit { end() }

  /// A screen of `size` that draws to `/dev/null` (or to the file at `outputPath`), as a
  /// terminal of `type` would, for tests.
  static func headless(
    size: Size, color: Bool = true, maxPairs: Int? = nil, type: String = "xterm-256color",
    outputPath: String = "/dev/null"
  ) throws -> CursesScreen {
    _ = ct_use_utf8_locale()
    guard let output = fopen(outputPath, "w") else { throw TerminalError.noTerminal }
    guard let input = fopen("/dev/null", "r") else {
      fclose(output)
      throw TerminalError.noTerminal
    }
    let screen: CursesScreen
    do {
      screen = try CursesScreen(
        type: type, output: output, input: input, color: color, maxPairs: maxPairs)
    } catch {
      fclose(output)
      fclose(input)
      throw error
    }
    screen.ownedFiles = [output, input]
    screen.resize(to: size)
    return screen
  }

  /// The number of columns and lines; zero when curses reports none.
  var size: Size {
    guard !isEnded else { return .zero }
    set_term(screen)
    return Size(width: max(0, Int(getmaxx(window))), height: max(0, Int(getmaxy(window))))
  }

  /// Makes the next frame a full repaint: every cell written, the terminal cleared first.
  func invalidate() {
    previous = nil
    clearsNextFrame = true
  }

  /// Resizes curses' idea of the screen, as a terminal resize would, and invalidates it.
  func resize(to size: Size) {
    guard !isEnded else { return }
    set_term(screen)
    resizeterm(Int32(max(1, size.height)), Int32(max(1, size.width)))
    invalidate()
  }

  /// Clears the terminal before it goes back to the shell, when there is no alternate screen
  /// to leave (the Linux console): the last frame would stay under the shell's prompt.
  ///
  /// Curses still holds the frame, and draws it whole when it takes the terminal back after
  /// ^Z (`doupdate` after `endwin`).
  func clearIfNoAlternateScreen() {
    guard !isEnded, ct_has_alternate_screen() == 0 else { return }
    set_term(screen)
    ct_clear_terminal(outputDescriptor)
  }

  /// Ends curses on this screen and frees it.
  ///
  /// Idempotent.
  func end() {
    guard !isEnded else { return }
    clearIfNoAlternateScreen()
    isEnded = true
    set_term(screen)
    endwin()
    delscreen(screen)
    for file in ownedFiles { fclose(file) }
    ownedFiles = []
  }
}
