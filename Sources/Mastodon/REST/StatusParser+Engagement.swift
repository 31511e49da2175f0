import FeedModel
import JSON

extension StatusParser {
  /// What the server counts of a status and what the browsing user did with it
  /// (`replies_count`, `reblogs_count`, `favourites_count`, `favourited`, `bookmarked`, and
  /// the `application`'s `name`), or nil when it says none of them.
  ///
  /// A field of the wrong type is left out, unknown rather than 0 or false; `warn` is called
  /// with its key and the problem.
  static func engagement(
    of status: JSONValue, warn: (_ key: String, _ problem: String) -> Void
  ) -> Engagement? {
    let application = status.object("application", warn: warn)?.string("name") {
      warn("application." + $0, $1)
    }
    let engagement = Engagement(
      replies: status.count("replies_count", warn: warn),
      boosts: status.count("reblogs_count", warn: warn),
      favourites: status.count("favourites_count", warn: warn),
      isFavourited: status.flag("favourited", warn: warn),
      isBookmarked: status.flag("bookmarked", warn: warn),
      application: application.flatMap { $0.drawsNothing ? nil : $0 })
    return engagement.isEmpty ? nil : engagement
  }
}
