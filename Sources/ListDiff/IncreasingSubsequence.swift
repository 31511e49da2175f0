/// One longest strictly increasing subsequence of a sequence of integers, found in
/// O(n log n) by patience sorting.
///
/// The diff keeps the elements in this subsequence still and reports the rest as moves, so
/// the number of moves is as small as it can be.
enum IncreasingSubsequence {
  /// For each position of `values`, whether it belongs to one longest strictly increasing
  /// subsequence of the values that are not negative; negative values are skipped.
  static func membership(of values: [Int]) -> [Bool] {
    values.withUnsafeBufferPointer { values in
      // Positions are kept in 32 bits where they fit, halving the memory the search reads.
      values.count < Int(Int32.max)
        ? membership(of: values, positions: Int32.self)
        : membership(of: values, positions: Int.self)
    }
  }

  /// The membership of each position, with positions kept as `Position`s.
  static func membership<Position: FixedWidthInteger & SignedInteger>(
    of values: UnsafeBufferPointer<Int>, positions: Position.Type
  ) -> [Bool] {
    let count = values.count
    var member = [Bool](repeating: false, count: count)
    guard count > 0 else { return member }
    // For each length k + 1 of an increasing run so far, the position of the smallest value
    // that ends one (`ends`; those values increase with k); for each position, the position
    // before it in the run it ends, or -1 (`previous`).
    let ends = UnsafeMutablePointer<Position>.allocate(capacity: count)
    let previous = UnsafeMutablePointer<Position>.allocate(capacity: count)
    defer {
      ends.deallocate()
      previous.deallocate()
    }
    var length = 0
    // The values that end the longest run and the one before it.
    var last = Int.min
    var secondLast = Int.min
    for position in 0..<count {
      let value = values[position]
      guard value >= 0 else { continue }
      let run: Int
      // Most diffs keep most elements in order: the value usually extends the longest run,
      // or, just after an element that moved far ahead, replaces its end.
      if length == 0 || last < value {
        run = length
      } else if length == 1 || secondLast < value {
        run = length - 1
      } else {
        run = firstEnd(notBelow: value, of: values, ends: ends, count: length - 1)
      }
      previous[position] = run > 0 ? ends[run - 1] : -1
      ends[run] = Position(truncatingIfNeeded: position)
      if run == length {
        secondLast = last
        last = value
        length += 1
      } else if run == length - 1 {
        last = value
      } else if run == length - 2 {
        secondLast = value
      }
    }
    guard length > 0 else { return member }
    member.withUnsafeMutableBufferPointer { member in
      var position = Int(ends[length - 1])
      while position >= 0 {
        member[position] = true
        position = Int(previous[position])
      }
    }
    return member
  }

  /// The first of `count` runs whose end is not below `value`, given that the last one's is
  /// not; the end of run k is `values[ends[k]]`, and the ends increase with k.
  ///
  /// The ends of a mostly sorted sequence rise about evenly, so the search starts where
  /// `value` would lie if they rose exactly evenly, and gallops from there: a few probes in
  /// the common case, where a plain binary search would miss the cache at most of its steps.
  @inline(__always)
  static func firstEnd<Position: FixedWidthInteger>(
    notBelow value: Int, of values: UnsafeBufferPointer<Int>,
    ends: UnsafeMutablePointer<Position>, count: Int
  ) -> Int {
    func end(_ run: Int) -> Int { values[Int(ends[run])] }
    let last = count - 1
    let low = end(0)
    guard low < value else { return 0 }
    // Here end(0) < value <= end(last): the answer is in 1...last.
    let span = Double(end(last)) - Double(low)
    var guess = Int(Double(value - low) / span * Double(last))
    guess = min(max(guess, 1), last)
    // Bracket the answer in (below, above]: end(below) < value <= end(above).
    var below: Int
    var above: Int
    if end(guess) < value {
      below = guess
      var step = 1
      above = min(guess + step, last)
      while end(above) < value {
        below = above
        step <<= 1
        above = min(above + step, last)
      }
    } else {
      above = guess
      var step = 1
      below = max(guess - step, 0)
      while end(below) >= value {
        above = below
        step <<= 1
        below = max(below - step, 0)
      }
    }
    while above - below > 1 {
      let middle = (below + above) >> 1
      if end(middle) < value { below = middle } else { above = middle }
    }
    return above
  }
}
