import CNcursesw
import CTerminal

extension CursesScreen {
  /// The text of line `y` as curses holds it, trailing spaces trimmed; "" off the screen.
  ///
  /// A wide glyph is read once, and the code points that ride on a glyph come with it.
  func row(_ y: Int) -> String {
    guard !isEnded else { return "" }
    set_term(screen)
    let columns = Int(getmaxx(window))
    guard y >= 0, y < Int(getmaxy(window)), columns > 0 else { return "" }
    var text = [wchar_t](repeating: 0, count: columns * Glyph.maxScalars + 1)
    guard mvwinnwstr(window, Int32(y), 0, &text, Int32(text.count - 1)) != ERR else { return "" }
    var line = String.UnicodeScalarView()
    for char in text.prefix(while: { $0 != 0 }) {
      if let scalar = Unicode.Scalar(UInt32(bitPattern: char)) { line.append(scalar) }
    }
    var result = String(line)
    while result.last == " " { result.removeLast() }
    return result
  }

  /// The attribute bits (colour bits masked out) and colour pair of the cell at column `x`,
  /// line `y`, as curses holds them; nil off the screen.
  func style(x: Int, y: Int) -> (attributes: attr_t, pair: Int32)? {
    guard !isEnded else { return nil }
    set_term(screen)
    var cell = cchar_t()
    guard mvwin_wch(window, Int32(y), Int32(x), &cell) != ERR else { return nil }
    var chars = [wchar_t](repeating: 0, count: Glyph.maxScalars + 1)
    var attributes: attr_t = 0
    var shortPair: Int16 = 0
    var pair: Int32 = 0
    guard getcchar(&cell, &chars, &attributes, &shortPair, &pair) != ERR else { return nil }
    return (attributes & ~ct_attr_color(), pair)
  }
}
