import FeedModel
import JSON

extension ActivityParser {
  /// The address of the post `object` replies to, from its `inReplyTo`: `null`, an address,
  /// a post or `Link` object, or an array of them; `place` is the object's, for warnings.
  ///
  /// ActivityStreams allows a reply to several posts, which a post's screen cannot show: of an
  /// array, the first address is the parent, with a warning that says how many there were,
  /// and a warning for each element that holds no address. One that holds none at all, or a
  /// value of another kind, warns and the post is no reply.
  static func parentAddress(
    of object: JSONValue, place: String, into outbox: inout Outbox
  ) -> String? {
    let key = "inReplyTo"
    guard let elements = object[key]?.array, !elements.isEmpty else {
      return object.link(key, expected: "the address of a post") { key, problem in
        outbox.warn(place + "." + key, problem + "; not shown as a reply")
      }
    }
    var unusable: [(offset: Int, found: String)] = []
    var addresses: [String] = []
    for (offset, element) in elements.enumerated() {
      if element.array == nil, let address = element.href, !address.isEmpty {
        addresses.append(address)
      } else {
        let found = element.members != nil ? "an object without an address" : element.kind.phrase
        unusable.append((offset, element.string?.isEmpty == true ? "an empty string" : found))
      }
    }
    guard let first = addresses.first else {
      outbox.warn(
        place + "." + key,
        "expected the address of a post, found an array without an address; not shown as a reply")
      return nil
    }
    for (offset, found) in unusable {
      outbox.warn(
        "\(place).\(key)[\(offset)]", "expected the address of a post, found \(found); left out")
    }
    if addresses.count > 1 {
      outbox.warn(
        place + "." + key,
        "replies to \(addresses.count) posts; only the first is shown as the one replied to")
    }
    return first
  }

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
