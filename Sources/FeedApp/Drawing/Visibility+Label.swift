import FeedModel

extension Visibility {
  /// How the screen names a post's visibility, in the words of Mastodon 4.3's interface, or
  /// nil for a public post, which goes unsaid: `quiet public`, `followers only`,
  /// `private mention`.
  var label: String? {
    switch self {
    case .public: nil
    case .quietPublic: "quiet public"
    case .followersOnly: "followers only"
    case .privateMention: "private mention"
    }
  }
}

extension FeedEntry {
  /// The date and the visibility, as lists of posts show them: `2024-01-04 09:30 UTC ·
  /// followers only`; empty when the entry has neither.
  var dateline: String {
    [displayDate, visibility.label].compactMap { $0 }.joined(separator: " · ")
  }

}
