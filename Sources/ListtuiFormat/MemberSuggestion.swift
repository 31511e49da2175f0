/// The known member a misspelled one most likely meant: `feeds` for `feed`, `Users` for
/// `users`, `posted_at` for `postedAt`.
enum MemberSuggestion {
  /// The name among `known` that `name` is most likely a misspelling of, or nil.
  ///
  /// A name that differs only in case, `_` or `-` is one (`posted_at`, `Feed`); otherwise one
  /// within an edit of a name when either of the two has up to four letters, or two when both
  /// are longer (`feeds`, `histroy`; not `tags` for `stats`), but never of a name of two letters
  /// (`me`), which too much is near.
  static func suggestion(for name: String, among known: [String]) -> String? {
    let folded = fold(name)
    if let same = known.first(where: { fold($0) == folded }) { return same }
    let letters = Array(name.lowercased())
    var best: (name: String, distance: Int)?
    for candidate in known where candidate.count > 2 {
      let limit = min(candidate.count, letters.count) <= 4 ? 1 : 2
      let distance = editDistance(letters, Array(candidate.lowercased()), limit: limit)
      if distance <= limit, distance < best?.distance ?? Int.max { best = (candidate, distance) }
    }
    return best?.name
  }

  /// A name in lower case without `_` and `-`.
  private static func fold(_ name: String) -> String {
    String(name.lowercased().filter { $0 != "_" && $0 != "-" })
  }

  /// The Levenshtein distance between two names, or more than `limit` once it is sure to be.
  private static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    guard abs(a.count - b.count) <= limit else { return limit + 1 }
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, y) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
