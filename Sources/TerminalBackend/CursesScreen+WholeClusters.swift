import CNcursesw
import CTerminal
import Render

extension CursesScreen {
  /// Writes, straight to the terminal, each cluster in `rows` of `frame` that is longer than
  /// a curses cell holds, at its place and in its cell's style; returns the bytes written.
  ///
  /// A curses cell keeps five code points (`CCHARW_MAX`), so 👨‍👩‍👧‍👦, seven, would reach the
  /// terminal as 👨‍👩‍👧, another emoji. Called after `doupdate` with the rows curses may have
  /// written this frame: those with a changed cell (curses may rewrite unchanged cells between
  /// changed ones); rows it scrolled keep the whole cluster on the terminal. Each write is
  /// framed by `sc` and `rc`, so curses' idea of the cursor and the attributes stays right; a
  /// terminal without them keeps the cut cluster. A screen without such clusters writes
  /// nothing more. The code points come from the buffer, sanitised, and only those a cell
  /// would keep are written (see ``Glyph/wholeCluster(for:columns:scalarWidth:)``).
  func writeWholeClusters(of frame: Buffer, rows: [Int]) -> Int {
    let lines = Int(getmaxy(window))
    let columns = Int(getmaxx(window))
    var written = 0
    for y in rows where y < lines && y < frame.height {
      for x in 0..<min(frame.width, columns) {
        let cell = frame[x, y]
        guard !cell.isContinuation, x + cell.width <= columns,
          let scalars = Glyph.wholeCluster(
            for: cell.grapheme, columns: cell.width, scalarWidth: Self.scalarWidth)
        else { continue }
        let style = resolve(cell.style)
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars.compactMap(Unicode.Scalar.init))
        let utf8 = Array(text.utf8)
        let count = utf8.withUnsafeBufferPointer { bytes in
          bytes.withMemoryRebound(to: CChar.self) {
            ct_write_whole_cluster(
              outputDescriptor, Int32(y), Int32(x), $0.baseAddress, $0.count, style.attributes,
              style.pair)
          }
        }
        guard count >= 0 else { return written }
        written += count
      }
    }
    return written
  }

  /// Writes every such cluster of the frame last drawn, after curses repainted the whole
  /// screen by itself (back from ^Z).
  func writeWholeClusters() {
    guard !isEnded, let previous else { return }
    set_term(screen)
    _ = writeWholeClusters(of: previous, rows: Array(0..<previous.height))
  }
}
