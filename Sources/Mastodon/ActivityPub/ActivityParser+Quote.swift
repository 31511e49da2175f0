import FeedModel
import JSON

extension ActivityParser {
  /// What a post quotes, or nil when it quotes nothing.
  ///
  /// FEP-044f and Mastodon write `quote`; older servers `quoteUri`, `_misskey_quote` or
  /// `quoteUrl`, all the quoted post's address. Mastodon's NoteSerializer writes
  /// `{"type": "Tombstone"}` in `quote` once the quoted post is gone (and no other key): the
  /// quote says the post was deleted, with its address when the tombstone or another key gives
  /// one.
  static func quote(of object: JSONValue) -> Quote? {
    let isTombstone = object["quote"]?["type"]?.string == "Tombstone"
    let address = ["quote", "quoteUri", "_misskey_quote", "quoteUrl"].lazy.compactMap({
      object[$0]?.href
    }).first(where: { !$0.isEmpty })
    guard address != nil || isTombstone else { return nil }
    let actor = address.flatMap(AccountAddress.actor(ofStatus:))
    return Quote(
      address: address, entryID: address,
      author: actor.map { AccountAddress.fromActor($0) ?? $0 },
      state: isTombstone ? Quote.deletedState : nil)
  }
}
