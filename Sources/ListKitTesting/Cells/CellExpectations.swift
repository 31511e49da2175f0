import Render
import Testing

/// Expects every cell of a rectangle of the buffer to match, recording one issue that maps the
/// cells that do not.
///
/// The right halves of wide graphemes are skipped: the left half carries the grapheme's style.
///
/// ```swift
/// expectCells(screen, in: Rect(x: 0, y: 2, width: 30, height: 1),
///             match: CellMatch(including: .bold, background: .indexed(237)))
/// ```
public func expectCells(
  _ buffer: Buffer, in rect: Rect, match: CellMatch,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if let report = cellMismatch(buffer, in: rect, match: match) {
    Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
  }
}

/// Expects the cell at a point to be drawn in exactly a style: its attributes and both colours.
///
/// ```swift
/// expectStyle(screen, at: Point(x: 2, y: 0), theme.header)
/// ```
public func expectStyle(
  _ buffer: Buffer, at point: Point, _ style: Style,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectCells(
    buffer, in: Rect(x: point.x, y: point.y, width: 1, height: 1), match: .style(style),
    sourceLocation: sourceLocation)
}

/// Checks a rectangle's cells as ``expectCells(_:in:match:sourceLocation:)`` does, and returns
/// the report of the cells that do not match, or nil when all do.
///
/// The report shows the rectangle's rows with a `^` under each cell that does not match, then
/// why, for the first few of them. A rectangle reaching outside the buffer is a mismatch: the
/// cells there do not exist.
public func cellMismatch(_ buffer: Buffer, in rect: Rect, match: CellMatch) -> String? {
  let inside = rect.intersection(buffer.area)
  let place = "(\(rect.x),\(rect.y)) \(rect.width)x\(rect.height)"
  guard inside == rect, !rect.isEmpty else {
    return "Cells \(place) are not all inside the \(buffer.width)x\(buffer.height) buffer"
  }
  var rows: [String] = []
  var reasons: [String] = []
  var failures = 0
  for y in rect.minY..<rect.maxY {
    var text = ""
    var marks = ""
    for x in rect.minX..<rect.maxX {
      let cell = buffer[x, y]
      if cell.isContinuation { continue }
      text.append(cell.grapheme)
      let mark: Character
      if let reason = match.mismatch(cell) {
        failures += 1
        mark = "^"
        if reasons.count < 5 { reasons.append("(\(x),\(y)) \"\(cell.grapheme)\": \(reason)") }
      } else {
        mark = " "
      }
      marks.append(String(repeating: mark, count: max(1, cell.width)))
    }
    rows.append(rightAligned(y, width: String(rect.maxY - 1).count) + " |\(text)|")
    if marks.contains("^") {
      let indent = String(repeating: " ", count: String(rect.maxY - 1).count + 2)
      rows.append(trimmingTrailingSpaces(indent + marks))
    }
  }
  guard failures > 0 else { return nil }
  let more = failures > reasons.count ? ["… and \(failures - reasons.count) more"] : []
  return
    (["Cells \(place) do not all match \(match): \(failures) differ"] + rows + reasons
    + more).joined(separator: "\n")
}

/// A number right-aligned in `width` columns.
private func rightAligned(_ number: Int, width: Int) -> String {
  let digits = String(number)
  return String(repeating: " ", count: Swift.max(0, width - digits.count)) + digits
}
