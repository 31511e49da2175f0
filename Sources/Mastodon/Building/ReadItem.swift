import FeedModel

/// What reading one outbox item gave: its post with the text converted, or nothing, with the
/// warnings about it and the accounts its post mentions.
struct ReadItem {
  /// The item's index in `orderedItems`.
  var index: Int
  /// The post, or nil when the item was skipped.
  var post: Post?
  /// The post's text, converted from HTML.
  var comment = PostText("")
  /// What was wrong with the item, with its place.
  var warnings: [DocumentWarning] = []
  /// The accounts the post mentions, in order.
  var accounts: [AccountStub] = []

  /// An item read.
  init(
    index: Int, post: Post? = nil, warnings: [DocumentWarning] = [], accounts: [AccountStub] = []
  ) {
    self.index = index
    self.post = post
    self.warnings = warnings
    self.accounts = accounts
  }
}
