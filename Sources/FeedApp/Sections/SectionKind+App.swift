import ListKit

/// The kinds of section the app's screens are built from. Behaviour follows the kind.
extension SectionKind {
  /// The feed's summary of the user who is browsing.
  public static let profileSummary: SectionKind = "profile summary"
  /// The feed's horizontal row of recently active users.
  public static let history: SectionKind = "history"
  /// A feed entry, drawn compact or with a picture.
  public static let entry: SectionKind = "entry"
  /// A promo among the feed entries.
  public static let promo: SectionKind = "promo"
  /// A message that cannot be selected, such as "No entries match".
  public static let notice: SectionKind = "notice"
  /// A profile's name and picture.
  public static let profile: SectionKind = "profile"
  /// A profile's header picture, the banner above its name.
  public static let banner: SectionKind = "banner"
  /// A profile's about text.
  public static let about: SectionKind = "about"
  /// A profile's email address.
  public static let email: SectionKind = "email"
  /// A profile's attributes, one row per key and value.
  public static let attributes: SectionKind = "attributes"
  /// A profile's friends.
  public static let friends: SectionKind = "friends"
  /// The users a profile follows.
  public static let following: SectionKind = "following"
  /// The users who follow a profile.
  public static let followers: SectionKind = "followers"
  /// An entry's author.
  public static let author: SectionKind = "author"
  /// An entry's whole comment.
  public static let comment: SectionKind = "comment"
  /// An entry's date, address and attachments.
  public static let details: SectionKind = "details"
  /// The browsing user's posts that mention a profile's user.
  public static let mentions: SectionKind = "mentions"
  /// A profile's `Posts`: the user's own posts and boosts that the document holds.
  public static let posts: SectionKind = "posts"
  /// The browsing user's boosts of a profile's user's posts, held only by address.
  public static let yourBoosts: SectionKind = "your boosts"
  /// What an entry boosts.
  public static let boost: SectionKind = "boost"
  /// What an entry quotes.
  public static let quote: SectionKind = "quote"
  /// The text of the post an entry quotes.
  public static let quotedText: SectionKind = "quoted text"
  /// What an entry's content warning says.
  public static let contentWarning: SectionKind = "content warning"
  /// What an entry replies to.
  public static let reply: SectionKind = "reply"
  /// The entries of the document that reply to an entry.
  public static let replies: SectionKind = "replies"
  /// An entry's poll.
  public static let poll: SectionKind = "poll"
  /// The line saying an entry's media are sensitive, above them.
  public static let sensitiveMedia: SectionKind = "sensitive media"
  /// The full addresses of the web links in an entry's text.
  public static let links: SectionKind = "links"
  /// The posts a profile liked, by address, as an archive lists them.
  public static let likes: SectionKind = "likes"
  /// The posts a profile bookmarked, by address, as an archive lists them.
  public static let bookmarks: SectionKind = "bookmarks"
  /// An entry's picture.
  public static let picture: SectionKind = "picture"
  /// An entry's video.
  public static let video: SectionKind = "video"
  /// An entry's sound.
  public static let sound: SectionKind = "sound"
  /// An entry's attachment of a kind not known.
  public static let attachment: SectionKind = "attachment"
  /// A problem found in the document.
  public static let warning: SectionKind = "warning"
  /// A text shown whole.
  public static let text: SectionKind = "text"
  /// A text's heading, such as a promo's title, shown whole above it.
  public static let heading: SectionKind = "heading"
}
