import ListDiff

/// A test element: an identity and a content value that can change.
struct Element: Diffable, Equatable, CustomStringConvertible {
  var id: Int
  var content: Int

  var diffID: Int { id }

  var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// The length of a longest strictly increasing subsequence, by the quadratic textbook method,
/// so that it checks the diff's own O(n log n) version independently.
func longestIncreasingLength(_ values: [Int]) -> Int {
  var best = [Int](repeating: 1, count: values.count)
  for i in values.indices {
    for j in 0..<i where values[j] < values[i] {
      best[i] = max(best[i], best[j] + 1)
    }
  }
  return best.max() ?? 0
}
