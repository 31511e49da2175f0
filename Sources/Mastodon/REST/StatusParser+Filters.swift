import FeedModel
import JSON

extension StatusParser {
  /// What the reader's own filters, as the API reports them in a status's `filtered`, ask of
  /// it.
  ///
  /// Each result names its filter and the filter's `filter_action`: `hide` leaves the status
  /// out, `warn` puts it behind a warning naming the filter, as Mastodon's web UI does, and
  /// `blur` (Mastodon 4.4) hides only its media. A boost is filtered for the boosted post too.
  struct FilterVerdict {
    /// The title of a filter that hides the status, if any.
    var hiddenBy: String?
    /// The titles of the filters that warn of it, in order, each once.
    var warnings: [String] = []
    /// Whether a filter hides its media.
    var blursMedia = false

    /// The verdict of the filter results of `status` and of the post it boosts.
    init(_ status: JSONValue, reblog: JSONValue?) {
      let results = (status["filtered"]?.objects ?? []) + (reblog?["filtered"]?.objects ?? [])
      for result in results {
        let filter = result["filter"]
        // A title that draws nothing names no filter.
        let title =
          filter?["title"]?.nonEmptyString.flatMap { $0.drawsNothing ? nil : $0 }
          ?? "a filter"
        switch filter?["filter_action"]?.string {
        case "hide": hiddenBy = hiddenBy ?? title
        case "blur": blursMedia = true
        default: if !warnings.contains(title) { warnings.append(title) }
        }
      }
    }

    /// The content warning a `warn` filter puts before the post's own, or nil.
    func contentWarning(over own: String?) -> String? {
      guard !warnings.isEmpty else { return own }
      let filtered = "Filtered: " + warnings.joined(separator: ", ")
      return own.map { filtered + " · " + $0 } ?? filtered
    }
  }
}
