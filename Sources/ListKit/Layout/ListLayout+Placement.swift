import ListDiff

extension ListLayout {
  /// Whether this is the very layout `other` is, not a new one since: the same stored words.
  func isSame(as other: ListLayout) -> Bool {
    width == other.width
      && words.withUnsafeBufferPointer { mine in
        other.words.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
      }
  }

  /// The shapes of the sections a diff keeps, placed at their new indexes: the words of a
  /// layout to come, with the shapes they spill, before the sections told of new objects are
  /// measured into the rest.
  struct Placement: Sendable {
    /// Each new section's word: a kept section's own, 0 until measured for the others.
    var words: [UInt64]
    /// The shapes the words spill to.
    var spilled: [SectionLayout]

    /// The kept sections' shapes from `old`, placed where a diff took their sections.
    ///
    /// Reads only the old layout and the diff's index maps: any thread may do it.
    init<ID>(keptFrom old: ListLayout, for result: DiffResult<ID>) {
      precondition(old.sectionCount == result.oldCount, "one old shape per old section")
      var spilled: [SectionLayout] = []
      let count = result.newCount
      // Zeros, so that a section not kept has a word before it is measured.
      var words = [UInt64](repeating: 0, count: count)
      old.words.withUnsafeBufferPointer { oldWords in
        words.withUnsafeMutableBufferPointer { words in
          // The old words are read in order; the writes scatter, but do not hold the loop.
          for oldIndex in oldWords.indices {
            guard let index = result.newIndex(forOld: oldIndex) else { continue }
            let word = oldWords[oldIndex]
            words[index] =
              word & ListLayout.spilledFlag == 0
              ? word : ListLayout.word(for: old.section(word: word), spilling: &spilled)
          }
        }
      }
      self.words = words
      self.spilled = spilled
    }
  }
}
