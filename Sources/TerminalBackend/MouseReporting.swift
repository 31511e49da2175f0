/// Mouse reports, which listtui asks the terminal for and reads itself, the same way whatever
/// `TERM` says: button-event tracking (mode 1000) in the SGR encoding (mode 1006).
///
/// Curses' own mouse (`mousemask`) is never switched on: it asks for reports only where the
/// terminfo entry has `kmous` (not under `vt100`, `vt220` or `ansi`), decodes SGR reports
/// only where that entry says so (`kmous=\E[<`, xterm's), and drops the sideways wheel. As
/// fzf and vim do, ``enable(on:)`` asks for both modes whatever the entry says; tmux, xterm and
/// every modern terminal have them, and a terminal without them ignores the request. Each
/// report arrives as characters (`ESC [ < button ; column ; line` and `M` or `m`), which
/// `KeyDecoder.sgrMouseReport(after:)` reads; a terminal that ignores 1006 sends X10 reports
/// (`ESC [ M` and three bytes), which `KeyDecoder.x10MouseReport(after:)` reads.
/// ``disable(on:)`` turns both off wherever bracketed paste goes off: on stop, and while ^Z
/// has the process stopped; the crash guard's reset sequence turns them off too.
enum MouseReporting {
  /// The bit of a report's button for Shift held.
  static let shift = 4
  /// The bit of a report's button for Meta (Alt) held.
  static let meta = 8
  /// The bit of a report's button for Ctrl held.
  static let control = 16
  /// The bit of a report's button for motion, with a button held (a drag) or not.
  static let motion = 32
  /// The button of the wheel turned up; plus 1, 2 and 3, down, left and right.
  static let wheel = 64

  /// Asks the terminal on `descriptor` for button-event mouse reports, SGR-encoded.
  static func enable(on descriptor: Int32) {
    ControlSequence.send("\u{1B}[?1000h\u{1B}[?1006h", to: descriptor)
  }

  /// Asks the terminal on `descriptor` to stop sending mouse reports.
  static func disable(on descriptor: Int32) {
    ControlSequence.send("\u{1B}[?1006l\u{1B}[?1000l", to: descriptor)
  }
}
