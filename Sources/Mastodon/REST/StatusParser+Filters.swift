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
    ///
    /// `warn` is called with the place of a field of the wrong type, from the status's
    /// (`filtered[0].filter`, `reblog.filtered`), and the problem: a result that cannot be read
    /// is left out, and a title or an action that cannot be read is a filter's that warns.
    init(
      _ status: JSONValue, reblog: JSONValue?,
      warn: (_ place: String, _ problem: String) -> Void = { _, _ in }
    ) {
      var results: [(JSONValue, String)] = []
      for (value, prefix) in [(status, ""), (reblog, "reblog.")] {
        guard let value else { continue }
        let listed = value.objectList("filtered") { warn(prefix + $0, $1) }
        results += listed.map { ($0.element, "\(prefix)filtered[\($0.offset)].") }
      }
      for (result, place) in results {
        let filter = result.object("filter") { warn(place + $0, $1) }
        // A title that draws nothing names no filter.
        let title =
          filter?.string("title", warn: { warn(place + "filter." + $0, $1) })
          .flatMap { $0.isEmpty || $0.drawsNothing ? nil : $0 } ?? "a filter"
        switch filter?.string("filter_action", warn: { warn(place + "filter." + $0, $1) }) {
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
