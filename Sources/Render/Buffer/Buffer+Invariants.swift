extension Buffer {
  /// Describes the first broken invariant, or returns nil when the buffer is consistent.
  ///
  /// The invariants: there are `width × height` cells; every continuation cell has a
  /// two-column grapheme on its left with the same style; every two-column grapheme has a
  /// continuation cell on its right; and no cell holds a control or zero-width grapheme.
  /// Tests call this after every mutation they make.
  func invariantViolation() -> String? {
    guard cells.count == width * height else {
      return "\(cells.count) cells for \(width)x\(height)"
    }
    for y in 0..<height {
      for x in 0..<width {
        let cell = cells[y * width + x]
        let next: Cell? = x + 1 < width ? cells[y * width + x + 1] : nil
        if cell.isContinuation {
          guard x > 0 else { return "continuation in column 0 of row \(y)" }
          let lead = cells[y * width + x - 1]
          if lead.isContinuation || lead.grapheme.displayWidth != 2 || lead.style != cell.style {
            return "orphan continuation at (\(x), \(y))"
          }
          continue
        }
        if cell.grapheme.sanitizedForTerminal != cell.grapheme {
          return "control grapheme at (\(x), \(y))"
        }
        switch cell.grapheme.displayWidth {
        case 0: return "zero-width grapheme at (\(x), \(y))"
        case 2 where next?.isContinuation != true:
          return "wide grapheme without continuation at (\(x), \(y))"
        default: continue
        }
      }
    }
    return nil
  }
}
