import JSON

/// The export's own files that `actor.json` names: the likes and bookmarks, the avatar and the
/// header, as Mastodon writes them (`"likes": "likes.json"`, `"icon": {"url":
/// "avatar.png"}`).
///
/// An export that lacks one of them lost it (Mastodon skips a file it cannot back up, and a
/// zip can be repacked without one): the reader warns of each, naming it and the archive, so
/// that a count or a picture does not vanish without a word. Its `outbox` is not among them:
/// an export without `outbox.json` is refused, saying so.
struct ActorFiles: Equatable {
  /// One file named: the actor's member that names it and what it holds, and its name as
  /// written (a name in the export, never an address on the network).
  struct Named: Equatable {
    /// The member of `actor.json` that names it: `likes`, `icon`.
    var key: String
    /// What it holds, for messages: `the likes`, `the avatar`.
    var role: String
    /// The name as written: `likes.json`, `avatar.png?1526000000`.
    var name: String
  }

  /// The files named, in the order of ``keys``.
  var named: [Named] = []

  /// The members read, and what the file each names holds.
  static let keys: [(key: String, role: String)] = [
    ("likes", "the likes"), ("bookmarks", "the bookmarks"), ("icon", "the avatar"),
    ("image", "the header"),
  ]

  /// No files named: an export without `actor.json`.
  init() {}

  /// The files `actor` names in the export: each member of ``keys`` that is a name (or an
  /// `Image`'s `url`) with no scheme, so not an address on the network.
  init(of actor: JSONValue) {
    for (key, role) in Self.keys {
      guard let name = actor[key]?.href, !name.isEmpty, !name.contains("://") else { continue }
      named.append(Named(key: key, role: role, name: name))
    }
  }

  /// The name `actor.json` gives a member's file, if it names one in the export.
  func name(of key: String) -> String? { named.first { $0.key == key }?.name }
}
