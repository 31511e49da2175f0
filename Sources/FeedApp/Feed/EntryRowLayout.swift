import FeedModel

/// The lines of an entry in the feed, and so its height, decided from what the entry has
/// without making the entry: its flags, its poll's size, whether the reader revealed it, and
/// the width.
///
/// ```text
/// ainame · 2016-12-19 12:44          byline (a boost: who boosted whom)
/// ↩ in reply to @radioboo            when a reply
/// ❝ quoting @ainame                  when a quote
/// ⚠ spoilers · Space shows the post when behind a content warning
/// The comment's first line…          unless hidden, or none with pictures or a poll
/// ▕▇▇▇▇▇▇▇▇▇    ▏ Yes 64%            one line per poll option (at most 5), unless hidden
/// 25 votes · closes in 2 d           under the poll: open or closed, several choices
/// (picture, 4 to 12 lines)           the first attachment, unless hidden or pictures are off
/// IMG_005.jpg · +2 more              its caption (`▣ IMG_005.jpg` with pictures off)
///                                    a blank line
/// ```
struct EntryRowLayout: Equatable {
  var hasReply: Bool
  var hasQuote: Bool
  var hasWarning: Bool
  var isHidden: Bool
  /// Whether the row has a line for the text: not for a post of only pictures or a poll,
  /// which shows them instead of `(no text)`.
  var hasTextLine: Bool
  var pollRows: Int
  var pictureRows: Int
  var hasMedia: Bool
  var mediaHidden: Bool

  /// The layout of the entry at a position of a feed.
  ///
  /// With `pictures` false (pictures off), the picture takes no lines: its caption names it.
  init(feed: Feed, position: Int, revealed: Bool, width: Int, pictures: Bool = true) {
    let flags = feed.flags(at: position)
    hasReply = flags.contains(.isReply)
    hasQuote = flags.contains(.isQuote)
    hasWarning = flags.contains(.hasContentWarning)
    isHidden = hasWarning && !revealed
    pollRows =
      flags.contains(.hasPoll)
      ? min(feed.pollOptionCount(at: position), PollRows.feedRowLimit) : 0
    hasMedia = flags.contains(.hasMedia)
    mediaHidden = flags.contains(.isSensitive) && !revealed
    // A boost that holds nothing of its post (no pictures, no poll) shows the boosted post's
    // text, or its address, on that line; one that holds its pictures is as the post's row.
    hasTextLine = feed.hasComment(at: position) || !(hasMedia || pollRows > 0)
    pictureRows = pictures ? Self.pictureRows(width: width) : 0
  }

  /// The height of the picture in the feed at a width: about 10 lines at 80 columns.
  static func pictureRows(width: Int) -> Int { min(12, max(3, (width + 2) / 8)) }

  /// The line the comment is on.
  var commentLine: Int { 1 + (hasReply ? 1 : 0) + (hasQuote ? 1 : 0) + (hasWarning ? 1 : 0) }

  /// The lines of the poll, the picture and the caption, after the comment.
  var pollTop: Int { commentLine + (isHidden || !hasTextLine ? 0 : 1) }

  /// The line under the poll, which says whether it is open (see `PollRows.feedSummary(now:)`).
  var pollSummaryLine: Int { pollTop + pollRows }

  /// The line the picture starts on.
  var mediaTop: Int { pollTop + (isHidden || pollRows == 0 ? 0 : pollRows + 1) }

  /// The lines the media take: the picture and its caption, or one line while hidden.
  var mediaRows: Int {
    guard hasMedia, !isHidden else { return 0 }
    return mediaHidden ? 1 : pictureRows + 1
  }

  /// The whole height, with the blank line after.
  var height: Int { mediaTop + mediaRows + 1 }
}
