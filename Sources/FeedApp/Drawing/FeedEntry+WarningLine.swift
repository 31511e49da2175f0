import FeedModel

extension FeedEntry {
  /// The entry's content warning on one line, as a row shows it: `⚠ food`, or `⚠ content
  /// warning` for one with no words; nil when the entry has none.
  var warningLine: String? {
    contentWarning.map { $0.asOneLine.warningLabel }
  }

  /// The entry's content warning on one line as ``warningLine`` gives it, read only as far as
  /// a line `width` columns wide needs: a warning can be megabytes long.
  func warningLine(forWidth width: Int) -> String? {
    contentWarning.map { $0.lineExcerpt(forWidth: width).asOneLine.warningLabel }
  }
}
