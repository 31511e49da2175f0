import FeedModel

extension FeedEntry {
  /// The entry's content warning on one line, as a row shows it: `⚠ food`, or `⚠ content
  /// warning` for one with no words; nil when the entry has none.
  var warningLine: String? {
    contentWarning.map { $0.asOneLine.warningLabel }
  }
}
