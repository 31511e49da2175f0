/// One longest strictly increasing subsequence of a sequence of integers, found in
/// O(n log n) by patience sorting.
///
/// The diff keeps the elements in this subsequence still and reports the rest as moves, so
/// the number of moves is as small as it can be.
enum IncreasingSubsequence {
  /// For each position of `values`, whether it belongs to one longest strictly increasing
  /// subsequence.
  static func membership(of values: [Int]) -> [Bool] {
    let count = values.count
    var member = [Bool](repeating: false, count: count)
    guard count > 0 else { return member }
    // For each length k + 1 of an increasing run so far, the smallest value that ends one
    // (`tails`, increasing, searched) and the position of that value (`ends`); for each
    // position, the position before it in the run it ends (`previous`).
    let tails = UnsafeMutablePointer<Int>.allocate(capacity: count)
    let ends = UnsafeMutablePointer<Int>.allocate(capacity: count)
    let previous = UnsafeMutablePointer<Int>.allocate(capacity: count)
    defer {
      tails.deallocate()
      ends.deallocate()
      previous.deallocate()
    }
    var length = 0
    values.withUnsafeBufferPointer { values in
      for position in 0..<count {
        let value = values[position]
        let run: Int
        // Most diffs keep most elements in order: the value usually extends the longest run,
        // or, just after an element that moved far ahead, replaces its end.
        if length == 0 || tails[length - 1] < value {
          run = length
        } else if length == 1 || tails[length - 2] < value {
          run = length - 1
        } else {
          run = Self.firstTail(notBelow: value, in: tails, count: length - 1)
        }
        previous[position] = run > 0 ? ends[run - 1] : -1
        tails[run] = value
        ends[run] = position
        if run == length { length += 1 }
      }
    }
    member.withUnsafeMutableBufferPointer { member in
      var position = ends[length - 1]
      while position >= 0 {
        member[position] = true
        position = previous[position]
      }
    }
    return member
  }

  /// The first of `count` increasing tails that is not below `value`, given that the last
  /// one is not.
  ///
  /// The tails of a mostly sorted sequence rise about evenly, so the search starts where
  /// `value` would lie if they rose exactly evenly, and gallops from there: a few probes in
  /// the common case, where a plain binary search would miss the cache at most of its steps.
  @inline(__always)
  static func firstTail(
    notBelow value: Int, in tails: UnsafeMutablePointer<Int>, count: Int
  )
    -> Int
  {
    let last = count - 1
    let low = tails[0]
    guard low < value else { return 0 }
    // Here tails[0] < value <= tails[last]: the answer is in 1...last.
    let span = Double(tails[last]) - Double(low)
    var guess = Int(Double(value - low) / span * Double(last))
    guess = min(max(guess, 1), last)
    // Bracket the answer in (below, above]: tails[below] < value <= tails[above].
    var below: Int
    var above: Int
    if tails[guess] < value {
      below = guess
      var step = 1
      above = min(guess + step, last)
      while tails[above] < value {
        below = above
        step <<= 1
        above = min(above + step, last)
      }
    } else {
      above = guess
      var step = 1
      below = max(guess - step, 0)
      while tails[below] >= value {
        above = below
        step <<= 1
        below = max(below - step, 0)
      }
    }
    while above - below > 1 {
      let middle = (below + above) >> 1
      if tails[middle] < value { below = middle } else { above = middle }
    }
    return above
  }
}
