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

    // tails[k]: the position of the smallest tail of an increasing run of length k + 1.
    var tails: [Int] = []
    tails.reserveCapacity(min(count, 1 << 16))
    var previous = [Int](repeating: -1, count: count)

    values.withUnsafeBufferPointer { values in
      for position in 0..<count {
        let value = values[position]
        if let last = tails.last, values[last] < value {
          previous[position] = last
          tails.append(position)
          continue
        }
        // The first run whose tail is not below `value`.
        var low = 0
        var high = tails.count
        while low < high {
          let middle = (low + high) >> 1
          if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
      }
    }

    var position = tails.last ?? -1
    while position >= 0 {
      member[position] = true
      position = previous[position]
    }
    return member
  }
}
