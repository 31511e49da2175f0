import FeedModel

extension String {
  /// A content warning as the screens show it: `⚠ food`, or `⚠ content warning` for one with
  /// no words.
  var warningLabel: String { "⚠ " + (drawsNothing ? "content warning" : self) }
}
