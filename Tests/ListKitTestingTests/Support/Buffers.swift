import Render

/// A buffer of the given width whose rows are `lines`, written plainly from column 0.
func makeBuffer(width: Int, _ lines: [String]) -> Buffer {
  var buffer = Buffer(width: width, height: lines.count)
  for (row, line) in lines.enumerated() {
    buffer.write(line, x: 0, y: row)
  }
  return buffer
}
