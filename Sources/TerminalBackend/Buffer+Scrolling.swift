import Render

extension Buffer {
  /// The scroll of a band of rows that best explains this frame after `previous`, if one
  /// explains it better than leaving every row in place.
  ///
  /// Rows are compared by their text, whatever its styles, and only rows whose text is found
  /// once in each frame count (as in curses' own search). The shift that matches the most of
  /// them wins if it matches at least `minimumRows` and more than stay in place, and if it
  /// leaves fewer cells to write than no scroll would. Its band runs
  /// over the rows it matches and the rows beside them that moved with them, their text the
  /// same but for a mark or two (a selection that moved, a scroll bar's thumb), in both frames.
  ///
  /// Curses finds scrolled rows itself, but only from rows that are exactly the same, and it
  /// gives up on a long scroll, so a frame where the selection moved with the view is often
  /// sent as a smaller scroll and repaints. Knowing the scroll, the screen sends it first
  /// (``shifting(_:)``, in ``RowShift/steps``), then the cells that still differ.
  func scroll(from previous: Buffer, minimumRows: Int = 2) -> RowShift? {
    guard previous.size == size, height > 1 else { return nil }
    // A scroll changes at least the rows it moves: most frames, which change a row or two,
    // stop here.
    var changedRows = 0
    for y in 0..<height where (0..<width).contains(where: { self[$0, y] != previous[$0, y] }) {
      changedRows += 1
    }
    guard changedRows >= minimumRows else { return nil }
    let new = Self.unique((0..<height).map { textKey($0) })
    let old = Self.unique((0..<height).map { previous.textKey($0) })
    func matches(_ distance: Int) -> [Int] {
      (0..<height).filter { y in
        let source = y + distance
        return source >= 0 && source < height && new[y] != nil && new[y] == old[source]
      }
    }
    var best: (distance: Int, rows: [Int])?
    for distance in 1..<height {
      for signed in [distance, -distance] {
        let rows = matches(signed)
        if rows.count > (best?.rows.count ?? 0) { best = (signed, rows) }
      }
    }
    guard let best, best.rows.count >= minimumRows, best.rows.count > matches(0).count,
      var first = best.rows.first, var last = best.rows.last
    else { return nil }
    func carried(_ y: Int) -> Bool {
      let source = y + best.distance
      return y >= 0 && y < height && source >= 0 && source < height
        && sameText(previous, row: y, source: source)
    }
    while carried(first - 1) { first -= 1 }
    while carried(last + 1) { last += 1 }
    let shift = RowShift(
      top: Swift.min(first, first + best.distance), bottom: Swift.max(last, last + best.distance),
      distance: best.distance)
    // Rows that look alike (a picture's frame) can cost less changed in place than scrolled.
    let band = shift.top...shift.bottom
    return differingCells(from: previous.shifting(shift), rows: band)
      < differingCells(from: previous, rows: band) ? shift : nil
  }

  /// How many cells of some rows differ from another frame of the same size.
  private func differingCells(from other: Buffer, rows: ClosedRange<Int>) -> Int {
    var count = 0
    for y in rows {
      for x in 0..<width where self[x, y] != other[x, y] { count += 1 }
    }
    return count
  }

  /// Whether row `y` has the text of row `source` of `previous`, whatever its styles, but for
  /// at most two cells.
  private func sameText(_ previous: Buffer, row y: Int, source: Int) -> Bool {
    var differing = 0
    for x in 0..<width where self[x, y].grapheme != previous[x, source].grapheme {
      differing += 1
      if differing > 2 { return false }
    }
    return true
  }

  /// This frame with the rows of a band moved by a shift, as a terminal's scrolling region
  /// moves them.
  func shifting(_ shift: RowShift) -> Buffer {
    var shifted = self
    shifted.scroll(rows: shift.top..<(shift.bottom + 1), by: shift.distance)
    return shifted
  }

  /// The keys that occur once, with the others made nil: a row that repeats (a picture
  /// frame's sides, a blank line) matches anywhere, and says nothing of where rows went.
  private static func unique(_ keys: [Int?]) -> [Int?] {
    var counts: [Int: Int] = [:]
    for case let key? in keys { counts[key, default: 0] += 1 }
    return keys.map { key in key.flatMap { counts[$0] == 1 ? $0 : nil } }
  }

  /// A key for a row's text, or nil for a row of blanks, which matches anywhere.
  private func textKey(_ y: Int) -> Int? {
    guard (0..<width).contains(where: { self[$0, y].grapheme != " " }) else { return nil }
    var hasher = Hasher()
    for x in 0..<width {
      for scalar in self[x, y].grapheme.unicodeScalars { hasher.combine(scalar.value) }
    }
    return hasher.finalize()
  }
}

/// Rows `top...bottom` of a screen moved up by `distance` rows (down when negative), as a
/// terminal's scrolling region scrolls them.
struct RowShift: Equatable {
  /// The first row of the band.
  var top: Int
  /// The last row of the band.
  var bottom: Int
  /// How far the rows move up; negative when they move down.
  var distance: Int

  /// The shift as steps curses will send as scrolls.
  ///
  /// Curses scrolls a band only when the rows that stay in it are at least three and about as
  /// many as the distance (more would be "likely to destroy more than carry", in ncurses'
  /// words), and otherwise writes every row again; a long scroll is split into shorter ones
  /// that each keep enough rows. A band too short for any is not scrolled.
  var steps: [RowShift] {
    let size = bottom - top + 1
    var steps: [RowShift] = []
    var left = abs(distance)
    while left > 0 {
      guard
        let step = (1...left).reversed().first(where: { step in
          let kept = size - step
          return kept >= 3 && kept + min(kept / 8, 2) >= step
        })
      else { break }
      steps.append(RowShift(top: top, bottom: bottom, distance: distance > 0 ? step : -step))
      left -= step
    }
    return steps
  }
}
