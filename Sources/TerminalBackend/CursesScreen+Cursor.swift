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
  /// `civis` only when the visibility changes, so a frame that keeps it costs nothing.
  func placeCursor(_ cursor: Point?, lines: Int, columns: Int) -> Bool {
    guard let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < columns, cursor.y < lines else {
      curs_set(0)
      leaveok(window, true)
      return false
    }
    leaveok(window, false)
    wmove(window, Int32(cursor.y), Int32(cursor.x))
    return true
  }
}
