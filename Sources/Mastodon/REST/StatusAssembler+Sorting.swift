import FeedModel

extension StatusAssembler {
  /// Puts the feed of an array that was not newest first in order, newest first, at once.
  ///
  /// The entries already in the feed are taken back as they are, their HTML converted, and
  /// added again in order, without a snapshot between: the next one shows the sorted feed
  /// whole, and the app keeps its selection on the same entry by its id. A status the builder
  /// refused (a field too long to store) is added again, to be refused with its warning again.
  func sortAddedEntries(owner: UserID?, known: Set<UserID>) {
    let posts = statuses.posts
    var entries = [FeedEntry?](repeating: nil, count: builder.entryCount)
    builder.updateEntries(at: Set(added.map(\.position))) { position, entry in
      entries[position] = entry
    }
    let shown = Set(added.map(\.post))
    // Every status but a repeat, in input order, as the ties keep it.
    let places = posts.indices.filter { !repeats.contains($0) }
    let positions = Dictionary(uniqueKeysWithValues: added.map { ($0.post, $0.position) })
    let order = NewestFirst.order(
      places.map { posts[$0].published.flatMap(DisplayDate.moment) }, ties: .inputOrder
    ).map { places[$0] }
    let links = ReplyLinks(posts, owner: owner)
    builder.removeAllEntries()
    for place in order {
      let post = posts[place]
      var entry: FeedEntry
      if let position = positions[place], let taken = entries[position] {
        entry = taken
      } else {
        guard !shown.contains(place) else { continue }
        entry = FeedAssembler.entry(post, comment: FeedAssembler.text(of: post.content), reply: nil)
      }
      entry.reply = links.reply(of: place)
      builder.addEntry(entry, index: post.index)
    }
    builder.history = FeedAssembler.history(posts, order: order, owner: owner, known: known)
  }
}
