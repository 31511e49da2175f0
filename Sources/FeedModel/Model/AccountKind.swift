/// What kind of account a user is: a person's, a bot's or a group's.
///
/// Mastodon's web UI marks the last two on the profile with an `Automated` or a `Group` badge.
/// The API says so with an account's `bot` and `group` flags, and ActivityPub with an actor's
/// `type`: `Service` or `Application` for a bot, `Group` for a group, `Person` otherwise.
public enum AccountKind: String, Hashable, Sendable, CaseIterable {
  /// A person's account, the usual kind: no badge.
  case person
  /// An account that posts on its own, such as a bot.
  case bot
  /// A group, whose posts are its members' posts, shared by it.
  case group

  /// The kind an ActivityPub actor's `type` names, or nil for a type that names no account.
  ///
  /// `Person` and `Organization` are people's accounts; `Service` and `Application` are
  /// bots, as Mastodon reads them; `Group` is a group.
  public init?(actorType: String) {
    switch actorType {
    case "Person", "Organization": self = .person
    case "Service", "Application": self = .bot
    case "Group": self = .group
    default: return nil
    }
  }

  /// The badge Mastodon's web UI shows for the kind, or nil for a person.
  public var badge: String? {
    switch self {
    case .person: nil
    case .bot: "Automated"
    case .group: "Group"
    }
  }
}
