import FeedModel
import JSON

/// A post's visibility read from whom its activity is addressed to, as Mastodon reads it
/// (`ActivityPub::Parser::StatusParser#visibility`).
///
/// The public collection in `to` makes it public, in `cc` quiet public (Mastodon's `unlisted`);
/// otherwise the author's followers collection in `to` makes it followers only, and anything
/// else is a private mention. The public collection is written in full or as `as:Public` or
/// `Public`; `to` and `cc` are a string, an object with an `id`, or an array of them.
enum Audience {
  /// The public collection's forms.
  static let publicCollection: Set<String> = [
    "https://www.w3.org/ns/activitystreams#Public", "as:Public", "Public",
  ]

  /// The visibility of a post addressed to `to` and `cc`, whose author's followers collection
  /// is `followers`.
  static func visibility(to: JSONValue?, cc: JSONValue?, followers: String?) -> Visibility {
    let to = to?.ids ?? []
    if to.contains(where: publicCollection.contains) { return .public }
    if (cc?.ids ?? []).contains(where: publicCollection.contains) { return .quietPublic }
    if let followers, to.contains(followers) { return .followersOnly }
    return .privateMention
  }

  /// The followers collection of the actor `actor`: the owner's as `actor.json` gives it when
  /// `actor` is the owner, else the actor's URI and `/followers`, as Mastodon names it.
  static func followers(of actor: String?, owner: Owner?) -> String? {
    guard let actor, !actor.isEmpty else { return nil }
    if let owner, owner.id == actor, let followers = owner.followers { return followers }
    return actor + "/followers"
  }

  /// The archive owner's actor URI and followers collection, from `actor.json`.
  struct Owner: Sendable {
    /// The actor URI.
    var id: String
    /// The followers collection, when `actor.json` names it.
    var followers: String?
    /// The server's host and the domain its accounts' addresses take, when they differ
    /// (`webfinger` in `actor.json` on a server whose WEB_DOMAIN is not its LOCAL_DOMAIN):
    /// a mention of a local account, written `@carol`, is `@carol@` that domain.
    var localDomain: (host: String, domain: String)?
  }
}

extension JSONValue {
  /// The ids of an audience: a string, an object's `id`, or those of an array of them.
  fileprivate var ids: [String] {
    if let text = string { return [text] }
    if members != nil { return self["id"]?.string.map { [$0] } ?? [] }
    return (array ?? []).flatMap { $0.array == nil ? $0.ids : [] }
  }
}
