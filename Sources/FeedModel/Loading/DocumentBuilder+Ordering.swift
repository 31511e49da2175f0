extension DocumentBuilder {
  /// Puts the warnings in the order of their places in the input, as far as their places tell.
  ///
  /// Warnings found once everything was read (an entry's unknown author, a reply's unknown
  /// entry) come after the others: each goes back among those of its array, by its index. The
  /// arrays keep the order in which their first warnings came, which is the input's.
  func sortWarningsInInputOrder() {
    var ranks: [Substring: Int] = [:]
    let keys = warnings.enumerated().map { sequence, warning in
      let (array, index) = arrayAndIndex(of: warning.place)
      let rank = ranks[array] ?? ranks.count
      ranks[array] = rank
      return (rank: rank, index: index, sequence: sequence)
    }
    let order = keys.indices.sorted {
      (keys[$0].rank, keys[$0].index, keys[$0].sequence)
        < (keys[$1].rank, keys[$1].index, keys[$1].sequence)
    }
    guard order != Array(keys.indices) else { return }
    warnings = order.map { warnings[$0] }
  }

  /// The top-level member a place is in, and the index within it if it is an array's element:
  /// `feed` and 12 for `feed[12].user`, `me` and -1 for `me`; a member of the ``entryFile``
  /// keeps the file's name: `outbox.json: orderedItems` and 12 for
  /// `outbox.json: orderedItems[12].object`.
  private func arrayAndIndex(of place: String) -> (Substring, Int) {
    let file = entryFile.map { $0 + ": " } ?? ""
    let path = !file.isEmpty && place.hasPrefix(file) ? place.dropFirst(file.count) : place[...]
    let name = path.prefix { $0 != "[" && $0 != "." }
    let rest = path.dropFirst(name.count)
    let array = place[..<rest.startIndex]
    guard rest.first == "[", let close = rest.firstIndex(of: "]"),
      let index = Int(rest[rest.index(after: rest.startIndex)..<close])
    else { return (array, -1) }
    return (array, index)
  }
}
