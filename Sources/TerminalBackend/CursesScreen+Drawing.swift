import CNcursesw
import CTerminal
import Render

extension CursesScreen {
  /// Draws a frame: only the cells that changed since the last frame, then one `doupdate`.
  ///
  /// Blanks are drawn in styles chosen to save output (``Render/Buffer/drawnStyles(ofRow:)``),
  /// and every row is held in curses exactly in those styles, so that curses can recognise
  /// rows that moved and scroll them on the terminal.
  ///
  /// After ``invalidate()``, or when the frame's size differs from the last one, every cell
  /// is written on an erased window. Cells beyond the screen are clipped, and a wide glyph
  /// that would cross the right edge becomes a blank.
  ///
  /// If the colour pairs run out while the frame's styles are resolved, every pair is
  /// forgotten and the whole frame is painted afresh with new ones: a cell never shows a pair
  /// redefined under it. Only a frame needing more pairs than the terminal has at once draws
  /// its last new colours in the default colours.
  ///
  /// When the frame looks like the last one with a band of rows scrolled
  /// (``Render/Buffer/scroll(from:minimumRows:)``), that scroll is sent first, as a frame of
  /// its own that curses cannot miss, and then the cells that still differ: the selection that
  /// moved, the rows scrolled into view.
  ///
  /// A cluster longer than a curses cell holds is then written whole, straight to the
  /// terminal, wherever curses may have cut it this frame (see
  /// `writeWholeClusters(of:rows:)`). The terminal's cursor is shown at the frame's
  /// ``Render/Buffer/cursor``, and hidden when it has none.
  func draw(_ frame: Buffer) {
    guard !isEnded else { return }
    set_term(screen)
    wholeClusterBytesInLastFrame = 0
    if sendsScrollsFirst, !clearsNextFrame, let previous,
      let shift = frame.scroll(from: previous)
    {
      var shifted = previous
      shifted.cursor = frame.cursor
      for step in shift.steps {
        shifted = shifted.shifting(step)
        paint(shifted)
      }
    }
    paint(frame)
  }

  /// Brings the window and the terminal to one frame, writing the cells that changed since the
  /// last.
  private func paint(_ frame: Buffer) {
    let lines = Int(getmaxy(window))
    let columns = Int(getmaxx(window))
    var changes: [DrawnCell]
    if let previous, previous.size == frame.size {
      changes = frame.drawnChanges(from: previous)
    } else {
      werase(window)
      changes = frame.drawnChanges(from: nil)
    }
    var styles = changes.map { resolve($0.style) }
    if let pairs, pairs.isFull {
      pairs.reset()
      resolvedStyles = [:]
      werase(window)
      clearsNextFrame = true
      changes = frame.drawnChanges(from: nil)
      styles = changes.map { resolve($0.style) }
    }
    if clearsNextFrame {
      clearok(window, true)
      clearsNextFrame = false
    }
    var written = 0
    for (change, style) in zip(changes, styles) where !change.cell.isContinuation {
      guard change.y < lines, change.x < columns else { continue }
      var x = change.x
      let glyphs = Glyph.glyphs(
        for: change.cell.grapheme, columns: change.cell.width, scalarWidth: Self.scalarWidth)
      for glyph in glyphs where x < columns {
        let fitting = x + glyph.width <= columns ? glyph : .blank
        put(fitting, x: x, y: change.y, attributes: style.attributes, pair: style.pair)
        written += 1
        x += fitting.width
      }
    }
    let cursor = placeCursor(frame.cursor, lines: lines, columns: columns)
    wnoutrefresh(window)
    doupdate()
    previous = frame
    cellsWrittenInLastFrame = written
    var rows = Set<Int>()
    for change in changes { rows.insert(change.y) }
    wholeClusterBytesInLastFrame += writeWholeClusters(of: frame, rows: rows.sorted())
    if cursor { setCursorVisible(true) }
  }

  /// The attributes and colour pair a style is drawn with, allocating the pair on first use.
  func resolve(_ style: Style) -> (attributes: attr_t, pair: Int32) {
    if let known = resolvedStyles[style] { return known }
    let translated = CursesStyle(style, colors: colors)
    let pair =
      pairs?.number(foreground: translated.foreground, background: translated.background) ?? 0
    let resolved = (attributes: translated.attributes, pair: pair)
    resolvedStyles[style] = resolved
    return resolved
  }

  /// Writes one glyph at column `x`, line `y`.
  private func put(_ glyph: Glyph, x: Int, y: Int, attributes: attr_t, pair: Int32) {
    let chars = glyph.scalars.map { wchar_t(bitPattern: $0) }
    _ = ct_put_cell(window, Int32(y), Int32(x), chars, Int32(chars.count), attributes, pair)
  }

  /// The columns curses gives a code point: the C library's `wcwidth`.
  static func scalarWidth(_ scalar: UInt32) -> Int {
    Int(ct_wcwidth(wchar_t(bitPattern: scalar)))
  }
}
