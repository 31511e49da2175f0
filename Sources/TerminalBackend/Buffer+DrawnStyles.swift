import Render

extension Buffer {
  /// The styles the cells of row `y` are drawn in: their own, except that blanks on a colour
  /// take their invisible parts from the text beside them.
  ///
  /// A blank shows only its background, so its foreground colour, bold and dim are free. A run
  /// of blanks on a colour takes those of the text next to it on the same colour (the text
  /// before it, else the text after), so a selected line is sent as one style to its end
  /// rather than switching colours around its spaces, and the blanks inside a picture need
  /// only their background changed. A run with no text on its colour beside it (the blanks of
  /// a selected row around a picture, the selection's mark column beside an unselected line)
  /// is drawn as its background alone, with no foreground, bold or dim to switch on and off,
  /// so that it is the same whatever is beside it. Blanks on the default background keep their
  /// own style: that is what the terminal's own blank lines and erased line ends look like,
  /// which lets curses skip them.
  ///
  /// Underlined and reverse-video blanks show their foreground and keep their style. The
  /// choice depends only on the row's cells, so a row drawn again, or moved up or down, is
  /// drawn the same way.
  func drawnStyles(ofRow y: Int) -> [Style] {
    let cells = (0..<width).map { self[$0, y] }
    var styles = cells.map(\.style)
    var start = 0
    while start < width {
      let background = cells[start].style.background
      guard Self.isFreeBlank(cells[start]), background != .default else {
        start += 1
        continue
      }
      var end = start
      while end < width, Self.isFreeBlank(cells[end]), cells[end].style.background == background {
        end += 1
      }
      let neighbours = [start > 0 ? cells[start - 1] : nil, end < width ? cells[end] : nil]
      let source = neighbours.lazy.compactMap({ $0?.style })
        .first(where: { $0.background == background })
      let drawn = Style(
        attributes: source?.attributes.intersection([.bold, .dim]) ?? [],
        foreground: source?.foreground ?? .default, background: background)
      for x in start..<end { styles[x] = drawn }
      start = end
    }
    return styles
  }

  /// Whether a cell is a blank whose foreground and intensity cannot be seen.
  private static func isFreeBlank(_ cell: Cell) -> Bool {
    cell.grapheme == " " && !cell.isContinuation
      && cell.style.attributes.isDisjoint(with: [.reverse, .underline])
  }
}
