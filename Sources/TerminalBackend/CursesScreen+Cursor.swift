import CNcursesw
import Render

extension CursesScreen {
  /// Readies the terminal's cursor for a frame whose ``Render/Buffer/cursor`` is `cursor`, on
  /// a window of `lines` and `columns`; returns whether to show it after `doupdate`.
  ///
  /// At a point on the screen, the window's cursor goes there and curses leaves the terminal's
  /// cursor there after drawing (no `leaveok`); it is shown once the frame is drawn, so that it
  /// never flashes where it was. Otherwise it is hidden before the frame, and curses may leave
  /// it anywhere (`leaveok`), as it does when nothing is typed. Curses sends `cnorm` or
  /// `civis` only when the visibility changes, and so does ``setCursorVisible(_:)`` by hand,
  /// so a frame that keeps it costs nothing.
  func placeCursor(_ cursor: Point?, lines: Int, columns: Int) -> Bool {
    guard let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < columns, cursor.y < lines else {
      setCursorVisible(false)
      leaveok(window, true)
      return false
    }
    leaveok(window, false)
    wmove(window, Int32(cursor.y), Int32(cursor.x))
    return true
  }

  /// Shows or hides the terminal's cursor: with curses' `curs_set`, or where the terminfo
  /// entry lacks `civis` or `cnorm` (`vt100`, `ansi`), with DECTCEM (`ESC [?25l` and `h`).
  ///
  /// Terminals and emulators run under such types (tmux, xterm) know DECTCEM, and a real
  /// VT100 ignores it. The sequence is sent only when the visibility changes.
  func setCursorVisible(_ visible: Bool) {
    guard showsCursorByHand else {
      curs_set(visible ? 1 : 0)
      return
    }
    guard cursorHiddenByHand == visible else { return }
    cursorHiddenByHand = !visible
    ControlSequence.send(visible ? "\u{1B}[?25h" : "\u{1B}[?25l", to: outputDescriptor)
  }

  /// Shows the cursor if ``setCursorVisible(_:)`` hid it by hand, for the shell after
  /// `endwin`, which shows it only with `cnorm`; returns whether it did.
  @discardableResult
  func showCursorHiddenByHand() -> Bool {
    guard cursorHiddenByHand else { return false }
    cursorHiddenByHand = false
    ControlSequence.send("\u{1B}[?25h", to: outputDescriptor)
    return true
  }
}
