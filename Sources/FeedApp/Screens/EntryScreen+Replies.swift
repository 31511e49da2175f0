import FeedModel
import ListKit

extension EntryScreen {
  /// The `Replies` of the post the screen shows (the boosted post, on a boost's screen): the
  /// entries of the document that answer it, oldest first, or nil when none does.
  ///
  /// The document's ``ReplyIndex`` finds them without reading the whole feed again: it is
  /// built once per version of the document and kept up as a loading document grows.
  ///
  /// ```text
  /// ▾ Replies 1
  /// bob · 2024-01-02 10:00 UTC
  /// I agree
  /// ```
  func repliesObject(to post: FeedEntry) -> RepliesModel? {
    let feed = state.document.feed
    return RepliesModel(positions: state.replies.replies(to: post.id, in: feed), feed: feed)
  }
}
