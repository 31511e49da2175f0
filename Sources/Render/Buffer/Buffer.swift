/// A grid of cells that widgets render into, and that a backend copies to the terminal.
///
/// Nothing in a buffer traps: reads outside it return ``Cell/blank`` and writes outside it are
/// clipped. Every write keeps wide graphemes whole: a two-column grapheme is either drawn with
/// its continuation cell or not at all, and overwriting either half of one blanks the other.
///
/// ```swift
/// var buffer = Buffer(width: 10, height: 2)
/// buffer.write("日本 ok", x: 0, y: 0)
/// buffer.lines  // ["日本 ok", ""]
/// ```
public struct Buffer: Hashable, Sendable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The cells, row by row.
  var cells: [Cell]
  /// Where the terminal shows its cursor: a text field's insertion point, the cell that the
  /// next character typed takes; nil, the default, hides the cursor.
  ///
  /// A terminal backend shows its real cursor there, so that an input method opens its
  /// preedit and candidate windows at that place, and a screen reader follows the typing; a
  /// point outside the buffer hides it. Nothing else in the buffer depends on it.
  ///
  /// ```swift
  /// var buffer = Buffer(width: 20, height: 1)
  /// buffer.write("/abc", x: 0, y: 0)
  /// buffer.cursor = Point(x: 4, y: 0)  // after the `c`
  /// ```
  public var cursor: Point?

  /// Creates a buffer of blank cells; a negative width or height becomes zero.
  public init(width: Int, height: Int) {
    self.width = Swift.max(0, width)
    self.height = Swift.max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The number of columns and rows.
  public var size: Size { Size(width: width, height: height) }

  /// The whole buffer as a rectangle at the origin.
  public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y`, as `buffer[x, y]`; ``Cell/blank`` outside the buffer.
  public subscript(x: Int, y: Int) -> Cell {
    guard contains(x: x, y: y) else { return .blank }
    return cells[y * width + x]
  }

  /// The cell at column `x`, row `y`, as `buffer[x: x, y: y]`; ``Cell/blank`` outside the
  /// buffer.
  public subscript(x x: Int, y y: Int) -> Cell {
    self[x, y]
  }

  /// Puts one cell at column `x`, row `y`; positions outside the buffer are ignored.
  ///
  /// The grapheme is sanitized, like text given to ``write(_:x:y:style:maxWidth:)``. A
  /// two-column grapheme also claims the cell to its right; at the right edge it does not fit
  /// and a blank is put instead. A zero-width grapheme, a cluster wider than two columns (which
  /// ``write(_:x:y:style:maxWidth:)`` spreads over its cells) or a continuation cell puts a
  /// blank in the cell's style. Whether the cell is a picture's is kept.
  public mutating func set(_ cell: Cell, x: Int, y: Int) {
    guard contains(x: x, y: y) else { return }
    let grapheme = cell.isContinuation ? " " : cell.grapheme.sanitizedForTerminal
    let columns = grapheme.displayWidth
    if columns == 0 || columns > 2 || x + columns > width {
      place(" ", columns: 1, style: cell.style, x: x, y: y, isPicture: cell.isPicture)
    } else {
      place(grapheme, columns: columns, style: cell.style, x: x, y: y, isPicture: cell.isPicture)
    }
  }

  /// Sets every cell of `rect`, clipped to the buffer, to `cell`.
  ///
  /// A two-column grapheme is repeated every second column, and a blank fills a last column
  /// too narrow for it; a cluster wider than two columns fills it with blanks.
  public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
    let clipped = rect.intersection(area)
    guard !clipped.isEmpty else { return }
    var grapheme = cell.isContinuation ? " " : cell.grapheme.sanitizedForTerminal
    if grapheme.displayWidth > 2 { grapheme = " " }
    let graphemeWidth = grapheme.displayWidth
    let columns = graphemeWidth == 0 ? 1 : graphemeWidth
    if columns == 1 {
      fillNarrow(clipped, with: Cell(grapheme: grapheme, style: cell.style))
      return
    }
    for y in clipped.minY..<clipped.maxY {
      var x = clipped.minX
      while x < clipped.maxX {
        if columns == 1 || x + columns > clipped.maxX {
          place(columns == 1 ? grapheme : " ", columns: 1, style: cell.style, x: x, y: y)
          x += 1
        } else {
          place(grapheme, columns: columns, style: cell.style, x: x, y: y)
          x += columns
        }
      }
    }
  }

  /// Patches the style of every cell in `rect`, clipped to the buffer, with `overlay`.
  ///
  /// A wide grapheme with only one half inside `rect` is patched whole, since a terminal draws
  /// a glyph in one style.
  public mutating func applyStyle(_ overlay: Style, to rect: Rect) {
    applyStyle(overlay, to: rect, sparingBackgrounds: false)
  }

  /// Patches the style of the cells in `rect` that have no background colour of their own and
  /// are not a picture's (``Cell/isPicture``), and leaves the others as they are: a highlight
  /// that does not paint over pictures, see-through parts included.
  ///
  /// The overlay's foreground colours only text in the default colour or in bright black, so
  /// coloured text keeps its colour on the highlight; text in a colour that `recoloring` maps
  /// takes the colour it maps to instead (a theme's grey for less important text, lighter on
  /// the highlight's bar, so that it still reads there). An overlay in reverse video turns text
  /// already in reverse video (a search match, without colours) back to normal, so that it
  /// still stands out on the highlight.
  public mutating func highlight(
    _ overlay: Style, in rect: Rect, recoloring: [Color: Color] = [:]
  ) {
    applyStyle(overlay, to: rect, sparingBackgrounds: true, recoloring: recoloring)
  }

  private mutating func applyStyle(
    _ overlay: Style, to rect: Rect, sparingBackgrounds: Bool, recoloring: [Color: Color] = [:]
  ) {
    let clipped = rect.intersection(area)
    guard !clipped.isEmpty else { return }
    for y in clipped.minY..<clipped.maxY {
      let row = y * width
      var start = clipped.minX
      var end = clipped.maxX
      if cells[row + start].isContinuation { start -= 1 }
      if end < width && cells[row + end].isContinuation { end += 1 }
      for index in (row + start)..<(row + end)
      where !sparingBackgrounds
        || (cells[index].style.background == .default && !cells[index].isPicture)
      {
        var patch = overlay
        if let recolored = recoloring[cells[index].style.foreground] {
          patch.foreground = recolored
        } else if sparingBackgrounds,
          ![.default, .brightBlack].contains(cells[index].style.foreground)
        {
          patch.foreground = .default
        }
        let wasReverse = cells[index].style.attributes.contains(.reverse)
        cells[index].style = cells[index].style.patched(with: patch)
        if sparingBackgrounds, wasReverse, overlay.attributes.contains(.reverse) {
          cells[index].style.attributes.remove(.reverse)
        }
      }
    }
  }

  /// The text of each row, with continuation cells skipped and trailing spaces trimmed.
  public var lines: [String] {
    (0..<height).map { y in
      var line = ""
      for cell in cells[(y * width)..<((y + 1) * width)] where !cell.isContinuation {
        line.append(cell.grapheme)
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Whether column `x`, row `y` lies inside the buffer.
  func contains(x: Int, y: Int) -> Bool {
    x >= 0 && x < width && y >= 0 && y < height
  }

  /// Stores a grapheme of `columns` (1 or 2) columns at a position inside the buffer, blanking
  /// the other half of any wide grapheme it partly covers.
  ///
  /// The caller guarantees that the position is inside the buffer, that `x + columns` does not
  /// pass the right edge, and that the grapheme is sanitized.
  /// Fills `rect`, inside the buffer, with `cell`, one column wide: what placing it in each
  /// cell in turn does, with a cell per store rather than per `place`.
  ///
  /// Only the rectangle's edges can cut a wide grapheme: its other half outside is blanked.
  private mutating func fillNarrow(_ rect: Rect, with cell: Cell) {
    for y in rect.minY..<rect.maxY {
      let row = y * width
      if rect.minX > 0, cells[row + rect.minX].isContinuation {
        cells[row + rect.minX - 1] = cells[row + rect.minX - 1].blanked
      }
      if rect.maxX < width, cells[row + rect.maxX].isContinuation {
        cells[row + rect.maxX] = cells[row + rect.maxX].blanked
      }
      for x in rect.minX..<rect.maxX { cells[row + x] = cell }
    }
  }

  mutating func place(
    _ grapheme: Character, columns: Int, style: Style, x: Int, y: Int, isPicture: Bool = false
  ) {
    let row = y * width
    let index = row + x
    if cells[index].isContinuation && x > 0 {
      cells[index - 1] = cells[index - 1].blanked
    }
    let end = x + columns
    if end < width && cells[row + end].isContinuation {
      cells[row + end] = cells[row + end].blanked
    }
    cells[index] = Cell(grapheme: grapheme, style: style, isPicture: isPicture)
    if columns == 2 {
      cells[index + 1] = .continuation(style: style)
    }
  }
}
