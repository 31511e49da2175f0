import ListKitTesting
import Testing

@testable import Render

/// Expects the buffer to keep its invariants: wide graphemes whole, no controls in cells.
func expectConsistent(_ buffer: Buffer, sourceLocation: SourceLocation = #_sourceLocation) {
  let violation = buffer.invariantViolation()
  #expect(violation == nil, "\(violation ?? "")", sourceLocation: sourceLocation)
}

/// A buffer of the given width whose rows are `lines`, written plainly from column 0.
func makeBuffer(width: Int, _ lines: [String]) -> Buffer {
  var buffer = Buffer(width: width, height: lines.count)
  for (row, line) in lines.enumerated() {
    buffer.write(line, x: 0, y: row)
  }
  return buffer
}
