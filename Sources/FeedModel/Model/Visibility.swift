/// Who may see a post, as Mastodon has it: everyone, everyone but the public timelines, the
/// author's followers, or only the people it mentions.
///
/// The names are those of Mastodon 4.3's interface; ``init(apiName:)`` reads the names of its
/// API and of the listtui format (`public`, `unlisted`, `private`, `direct`).
///
/// ```swift
/// Visibility(apiName: "private")   // .followersOnly
/// ```
public enum Visibility: UInt8, Hashable, Sendable, CaseIterable {
  /// Anyone, on and off the server, in the public timelines too.
  case `public`
  /// Anyone, but not in public timelines, trends or search (the API's `unlisted`).
  case quietPublic
  /// The author's followers only (the API's `private`).
  case followersOnly
  /// Only the accounts mentioned: a private mention (the API's `direct`).
  case privateMention

  /// The visibility the API (and the listtui format) calls `name`, or nil for any other name.
  public init?(apiName name: String) {
    switch name {
    case "public": self = .public
    case "unlisted": self = .quietPublic
    case "private": self = .followersOnly
    case "direct": self = .privateMention
    default: return nil
    }
  }
}
