extension DocumentBuilder {
  /// Changes entries already added, by their position in the feed, writing the feed again
  /// once: for a reader that learns more about entries after adding them, such as which post a
  /// reply answers.
  ///
  /// `update` is called for each position in `positions` (which must lie within the feed) with
  /// the entry there; an entry that no longer fits a record is kept as it was.
  public func updateEntries(at positions: Set<Int>, _ update: (Int, inout FeedEntry) -> Void) {
    guard !positions.isEmpty else { return }
    let feed = writer.feed
    var rewritten = FeedWriter()
    rewritten.reserve(feed.count)
    for position in 0..<feed.count {
      guard positions.contains(position) else {
        rewritten.append(feed[position])
        continue
      }
      let original = feed[position]
      var entry = original
      update(position, &entry)
      var draft = EntryDraft()
      draft.set(entry)
      rewritten.append(draft.problem == nil && !draft.isDateTooLong ? entry : original)
    }
    writer = rewritten
  }

  /// Forgets every entry added so far, and the warnings made while adding them: for a reader
  /// that finds it has to add them again in another order.
  ///
  /// Users, promos and other warnings stay. The next snapshot holds no entry until more are
  /// added.
  public func removeAllEntries() {
    writer = FeedWriter()
    skips = []
    for index in entryWarnings.kept.reversed() { warnings.remove(at: index) }
    warningCount -= entryWarnings.total
    entryWarnings = ([], 0)
    progress.entries = 0
    lastPublishedCount = -1
  }

  /// Records a problem with an entry, which ``removeAllEntries()`` forgets with the entry.
  func warnAboutEntry(_ place: String, _ message: String, about subject: WarningSubject? = nil) {
    if warnings.count < Self.warningLimit { entryWarnings.kept.append(warnings.count) }
    entryWarnings.total += 1
    warn(place, message, about: subject)
  }
}
