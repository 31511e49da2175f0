import FeedModel

/// What each reply of a statuses array answers, once every status is in: one of the owner's
/// own posts by its entry id, else another status the array holds (on its own, else inside a
/// boost of it), else the address it names; a status held only inside a quote of it is
/// named as the quote that holds it.
struct ReplyLinks {
  private let posts: [Post]
  private let owner: UserID?
  /// The owner's own posts (not boosts), by key.
  private let own: [String: Int]
  /// Everyone's posts (not boosts), by key.
  private let all: [String: Int]
  /// The first boost of each post the array holds only inside boosts, by the boosted status's
  /// id: a reply to such a post opens the boost, which shows it whole.
  private let boosted: [String: Int]
  /// The first status quoting each post the array holds only inside quotes, by the quoted
  /// status's id: a reply to such a post opens the quote, which shows it whole.
  private let quoted: [String: Int]

  /// The links among `posts`, whose owner is `owner`.
  init(_ posts: [Post], owner: UserID?) {
    self.posts = posts
    self.owner = owner
    own = FeedAssembler.ownPosts(posts, owner: owner)
    all = FeedAssembler.ownPosts(posts, owner: owner, everyones: true)
    var boosted: [String: Int] = [:]
    var quoted: [String: Int] = [:]
    for (index, post) in posts.enumerated() {
      if let id = post.boost?.entryID, boosted[id] == nil { boosted[id] = index }
      if let quote = post.quote, quote.text != nil, let id = quote.entryID, quoted[id] == nil {
        quoted[id] = index
      }
    }
    self.boosted = boosted
    self.quoted = quoted
  }

  /// What the post at `place` replies to, or nil if it is no reply.
  func reply(of place: Int) -> Reply? {
    var reply = FeedAssembler.reply(
      of: posts[place], own: own, posts: posts, ownerAddress: owner?.rawValue)
    // A reply to another's status that the timeline holds too opens it, as a thread does.
    if let target = posts[place].replyTo, reply?.entryID == nil, let parent = all[target.key] {
      reply?.entryID = posts[parent].id
      if reply?.address.isEmpty == true { reply?.address = posts[parent].address ?? "" }
    } else if let target = posts[place].replyTo, reply?.entryID == nil,
      let boost = boosted[target.key]
    {
      // A post the timeline holds only as someone's boost of it (you boost a post, then reply
      // to it): the boost's entry shows it whole, so the reply opens that, and lists there.
      reply?.entryID = posts[boost].id
      if reply?.address.isEmpty == true { reply?.address = posts[boost].boost?.address ?? "" }
    } else if let target = posts[place].replyTo, reply?.entryID == nil,
      let quote = quoted[target.key], quote != place
    {
      // A post the timeline holds only inside another's quote of it: that status shows it
      // whole, so the reply opens that, but is none of that status's replies.
      reply?.quotingEntryID = posts[quote].id
      if reply?.address.isEmpty == true { reply?.address = posts[quote].quote?.address ?? "" }
    }
    return reply
  }
}
