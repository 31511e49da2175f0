import FeedModel

extension Quote {
  /// Whom the feed names as quoted: the author, else the post's address, else `a post`.
  var target: String { author ?? address ?? "a post" }

  /// The line a feed row shows for a quote of `target` (``target``, or as the document names
  /// the author: `Document.quoteTarget(of:)`): `❝ quoting @bob@example.social`, and why the
  /// quoted post is not shown when it is not: `❝ quoting @bob@example.social · pending`.
  func feedLine(target: String? = nil) -> String {
    "❝ quoting " + (target ?? self.target) + (statePhrase.map { " · " + $0 } ?? "")
  }

  /// Why the quoted post is not shown, in a few words, or nil for an accepted quote.
  ///
  /// Mastodon's states are named as its web UI puts them; another state is said as written,
  /// cut short.
  var statePhrase: String? {
    guard let state else { return nil }
    return switch state {
    case "pending": "pending the author's approval"
    case "rejected": "declined by the author"
    case "revoked": "removed by the author"
    case "deleted": "the post was deleted"
    case "unauthorized": "not visible to you"
    case "blocked_account", "blocked_domain", "muted_account": "hidden by your settings"
    default: "not shown (" + state.asOneLine.truncated(toWidth: 30) + ")"
    }
  }
}
