/// SGR mouse reports (mode 1006): the terminal sends each one as `ESC [ < button ; column ;
/// line` and `M` for a press or `m` for a release, in decimal.
///
/// Curses asks for them only when its terminfo entry says the terminal sends them
/// (`kmous=\E[<`, as xterm's entry does); with `kmous=\E[M`, as the entries of tmux and screen
/// have, it asks only for X10 reports (mode 1000), whose single bytes cannot tell a column or
/// line past 223, and whose Shift with the wheel curses reads with no direction. As fzf and vim
/// do, ``enable(on:)`` asks for SGR whatever the entry says, once curses has turned the mouse
/// on: tmux, xterm and every modern terminal have it, and a terminal without it ignores the
/// request. Where curses does not decode them, the reports arrive as characters, which
/// `KeyDecoder.sgrMouseReport(after:)` reads. ``disable(on:)`` turns the mode off wherever
/// bracketed paste goes off: on stop, and while ^Z has the process stopped; the crash guard's
/// reset sequence turns it off too.
enum SGRMouse {
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

  /// Asks the terminal on `descriptor` for SGR mouse reports.
  static func enable(on descriptor: Int32) {
    ControlSequence.send("\u{1B}[?1006h", to: descriptor)
  }

  /// Asks the terminal on `descriptor` to stop sending SGR mouse reports.
  static func disable(on descriptor: Int32) {
    ControlSequence.send("\u{1B}[?1006l", to: descriptor)
  }
}
