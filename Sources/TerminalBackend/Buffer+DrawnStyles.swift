import Render

extension Buffer {
  /// The styles the cells of row `y` are drawn in: their own, except that a blank's invisible
  /// parts are chosen to save output.
  ///
  /// A blank shows only its background, so its foreground colour, bold and dim are free:
  /// - a blank takes those of the text next to it on the same background, the nearest to its
  ///   left (for blanks before the first text, the first): the spaces between the words of a
  ///   grey line are grey too, and the line is one change of colour, not one at every space;
  /// - blanks before the first text or after the last on the default background take none,
  ///   so that curses can clear them with one erase to the start or the end of the line;
  /// - other blanks keep their own style, so that the blanks around a picture stay the same
  ///   whatever the picture beside them.
  ///
  /// Underlined and reverse-video blanks show their foreground and keep their style. The
  /// choice depends only on the row's cells, so a row drawn again, or moved up or down, is
  /// drawn the same way.
  func drawnStyles(ofRow y: Int) -> [Style] {
    let cells = (0..<width).map { self[$0, y] }
    guard let first = cells.firstIndex(where: { !Self.isFreeBlank($0) }),
      let last = cells.lastIndex(where: { !Self.isFreeBlank($0) })
    else { return cells.map { Style(background: $0.style.background) } }
    var neighbour = cells[first].style
    var styles: [Style] = []
    styles.reserveCapacity(width)
    for (x, cell) in cells.enumerated() {
      guard Self.isFreeBlank(cell) else {
        styles.append(cell.style)
        neighbour = cell.style
        continue
      }
      let background = cell.style.background
      if background == .default && (x < first || x > last) {
        styles.append(.plain)
      } else if neighbour.background == background {
        styles.append(
          Style(
            attributes: neighbour.attributes.intersection([.bold, .dim]),
            foreground: neighbour.foreground, background: background))
      } else {
        styles.append(cell.style)
      }
    }
    return styles
  }

  /// Whether a cell is a blank whose foreground and intensity cannot be seen.
  private static func isFreeBlank(_ cell: Cell) -> Bool {
    cell.grapheme == " " && !cell.isContinuation
      && cell.style.attributes.isDisjoint(with: [.reverse, .underline])
  }
}
