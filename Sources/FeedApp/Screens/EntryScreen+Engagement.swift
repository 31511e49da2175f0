import FeedModel

extension EntryScreen {
  /// The line under a post's dates that says what the server counts of it and what the
  /// browsing user did with it, as Mastodon's action bar does: `↩ 1 · ↻ 2 · ★ 3 · favourited
  /// · bookmarked`; empty when the document says none of it (an archive holds no counts:
  /// nothing is shown, not zeros).
  ///
  /// A count the status does not give is left out, not shown as 0. Whether the user
  /// favourited or bookmarked the post is said in words, which a glyph's fill cannot say on
  /// every terminal, and only when they did.
  static func engagementParts(_ engagement: Engagement?) -> [String] {
    guard let engagement else { return [] }
    var parts: [String] = []
    if let replies = engagement.replies { parts.append("↩ \(replies)") }
    if let boosts = engagement.boosts { parts.append("↻ \(boosts)") }
    if let favourites = engagement.favourites { parts.append("★ \(favourites)") }
    if engagement.isFavourited == true { parts.append("favourited") }
    if engagement.isBookmarked == true { parts.append("bookmarked") }
    return parts
  }

  /// The application a post was written with, as its date line names it: `via Web`, on one
  /// line and cut to ``applicationWidth`` columns; nil when the document does not say.
  static func applicationPart(_ engagement: Engagement?) -> String? {
    guard let name = engagement?.application,
      let line = name.oneLine(forWidth: applicationWidth)
    else { return nil }
    return "via " + line.truncated(toWidth: applicationWidth)
  }

  /// The most columns an application's name takes: a part of the date line is never cut, so
  /// a long name is cut here.
  static let applicationWidth = 40
}
