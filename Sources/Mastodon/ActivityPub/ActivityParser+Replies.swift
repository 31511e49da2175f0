import FeedModel

extension ActivityParser {
  /// What a post replies to, and whom: the author of a Mastodon status address
  /// (`/users/bob/statuses/1`), else the post's mention of an account on the same server as
  /// the post replied to, else its only mention.
  ///
  /// Other servers' addresses do not name their author (Misskey's `/notes/9abcdef`), but a
  /// reply mentions whom it answers, as every Fediverse server writes one.
  static func replyTarget(_ parent: String, mentioned: [AccountStub]) -> Post.ReplyTarget {
    if let actor = AccountAddress.actor(ofStatus: parent) {
      return Post.ReplyTarget(
        address: parent, key: parent, author: UserID(actor),
        authorAddress: AccountAddress.fromActor(actor))
    }
    let named = mentioned.filter { $0.address != nil }
    let host = AccountAddress.host(of: parent)
    let author =
      named.first { host != nil && AccountAddress.host(of: $0.id.rawValue) == host }
      ?? (named.count == 1 ? named[0] : nil)
    return Post.ReplyTarget(
      address: parent, key: parent, author: author?.id, authorAddress: author?.address)
  }
}
