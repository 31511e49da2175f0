import FeedModel

extension FeedEntry {
  /// What `y` copies for the entry: its own address (a status's `url`, else its `uri`, else
  /// the document's `address`); for a boost, the boosted post's, which is what the row shows
  /// and what a browser opens, rather than the boost's own activity.
  var copiedAddress: String? {
    let address = boost?.address ?? address
    return address.flatMap { $0.trimmingSpaces.isEmpty ? nil : $0 }
  }
}
