import FeedModel
import ListKit

extension EntryScreen {
  /// The lines naming what a boost boosts: whose post, where Enter goes, and the post's
  /// address.
  ///
  /// Enter opens the post when the document holds it, else its author's profile when the
  /// document knows them. A boost that holds only the address of a post the document does not
  /// hold says the archive holds no more of it; of the browsing user's own post, which their
  /// archive would hold, it says the post is not in this document (gone, as a reply to it
  /// says: see ``Document/isOwnPostGone(entry:author:)``), and Enter says where it was
  /// rather than opening their own profile.
  ///
  /// ```text
  /// ↻ Boosted a post by @alice@example.social
  /// https://example.social/users/alice/statuses/99 · not in this document
  /// ```
  static func boostObject(
    _ boost: Boost, of entry: FeedEntry, target: Int?, document: Document
  ) -> TextBlockModel {
    let isGone =
      entry.isBareBoost && document.isOwnPostGone(entry: target, author: boost.author)
    let destination = isGone ? nil : document.postDestination(entry: target, author: boost.author)
    let byWhom = boost.author.map(document.authorName(_:)) ?? target.map(document.authorName(at:))
    let header = "↻ Boosted " + (byWhom.map { "a post by " + $0 } ?? "a post")
    // A line too wide breaks before `not in this document`, as a reply's does.
    var lines = [[header + (destination?.postLineHint ?? "")], [boost.address]]
    if isGone {
      lines[1].append("not in this document")
    } else if entry.isBareBoost && target == nil {
      lines.append(["The archive holds only the address of a boosted post, not its text."])
    }
    var block = TextBlockModel(kind: .boost, partLines: lines)
    block.opens = destination
    if block.opens == nil {
      block.tapMessage = .notInDocument(boost.address)
    }
    return block
  }
}
