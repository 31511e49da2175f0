import FeedModel

extension StatusAssembler {
  /// Puts the feed of an array that was not newest first in order, newest first, at once.
  ///
  /// The statuses already in the feed are added again in order, with the text converted when
  /// they were first added, and without a snapshot between: the next one shows the sorted
  /// feed whole, and the app keeps its selection on the same entry by its id. A status the
  /// builder refused (a field too long to store) is added again, to be refused with its
  /// warning again.
  func sortAddedEntries(owner: UserID?, known: Set<UserID>) {
    let posts = statuses.posts
    var texts = [PostText?](repeating: nil, count: posts.count)
    for (item, text) in zip(added, addedTexts) { texts[item.post] = text }
    // Every status but a repeat, in input order, as the ties keep it.
    let places = posts.indices.filter { !repeats.contains($0) }
    let order = NewestFirst.order(
      places.map { posts[$0].published.flatMap(DisplayDate.preciseMoment) }, ties: .inputOrder
    ).map { places[$0] }
    let links = ReplyLinks(posts, owner: owner)
    builder.removeAllEntries()
    for place in order {
      let post = posts[place]
      let text = texts[place] ?? FeedAssembler.text(of: post.content)
      builder.addEntry(
        FeedAssembler.entry(post, comment: text, reply: links.reply(of: place)), index: post.index)
    }
    builder.history = FeedAssembler.history(posts, order: order, owner: owner, known: known)
  }
}
