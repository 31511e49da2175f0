import FeedModel
import HTMLText
import JSON

/// A Mastodon REST API `Account` as a user.
///
/// REST data has no actor URIs everywhere (mentions carry only `acct` and `url`), so users
/// read from statuses are identified by their full address, `@user@host`.
enum RESTAccount {
  /// The id for an account or mention object: its full address, from `acct`, else from
  /// `username`, and `url` for a local account's host.
  ///
  /// One that is no account's name (`@@@`, `bob@`, see ``AccountAddress/isAcct(_:)``), or no
  /// text, is taken as missing, and `warn` is called with its key and what was found.
  static func id(
    of account: JSONValue, warn: (_ key: String, _ problem: String) -> Void = { _, _ in }
  ) -> UserID? {
    for key in ["acct", "username"] {
      let text = account.string(key) { warn($0, $1 + "; left out") }
      guard let name = text, !name.isEmpty else { continue }
      guard AccountAddress.isAcct(name) else {
        warn(key, "not an account address: \(name.quotedForMessage); left out")
        continue
      }
      return UserID(AccountAddress.full(acct: name, url: account["url"]?.string))
    }
    return nil
  }

  /// The user an `Account` object describes: names, bio and fields converted from HTML (a
  /// field with a `verified_at` date verified), avatar, joined date, counts, its kind (a bot for
  /// `bot: true`, else a group for `group: true`, as Mastodon's web UI badges them), and
  /// whether it is `locked` or a `memorial`.
  ///
  /// A joined date that is no ISO 8601 date, a count that is no whole number from 0 (a
  /// string, a negative number), or another field of the wrong type (a number for a display
  /// name, a string for `fields` or `bot`), is left out, and `warn` is called with its key and
  /// what was found: the count is unknown, not shown as a number it cannot be. A `verified_at`
  /// that is no text leaves its field unverified, with a warning.
  static func user(
    from account: JSONValue, warn: (_ key: String, _ problem: String) -> Void = { _, _ in }
  ) -> User? {
    guard let id = id(of: account) else { return nil }
    func leftOut(_ key: String, _ problem: String) { warn(key, problem + "; left out") }
    let emoji = StatusParser.customEmoji(of: account, warn: leftOut)
    let converter = HTMLConverter(customEmoji: emoji)
    let about = account.string("note", warn: leftOut).map(converter.plainText)
      .flatMap { $0.isEmpty ? nil : $0 }
    var attributes: [Attribute] = []
    for (offset, field) in account.objectList("fields", warn: leftOut) {
      let place = "fields[\(offset)]."
      guard let name = field.string("name", warn: { leftOut(place + $0, $1) }) else { continue }
      let value = field.string("value") { leftOut(place + $0, $1) }
      let verified = field.string("verified_at") { warn(place + $0, $1 + "; not verified") }
      attributes.append(
        Attribute(
          key: name, value: converter.plainText(value ?? ""),
          isVerified: verified.map { !$0.isEmpty } ?? false))
    }
    var stats: [UserStat] = []
    for (key, label) in [
      ("statuses_count", "posts"), ("following_count", "following"),
      ("followers_count", "followers"),
    ] {
      let count = account.count(key, warn: leftOut)
      if let count { stats.append(UserStat(label: label, count: count)) }
    }
    // The profile's address, which id(of:) and aliases(of:) read: checked once an account.
    _ = account.string("url", warn: leftOut)
    let moved = account.object("moved", warn: leftOut).flatMap { Self.id(of: $0)?.rawValue }
    // Mastodon's web UI badges a bot, else a group.
    let isBot = account.flag("bot", warn: leftOut) ?? false
    let isGroup = account.flag("group", warn: leftOut) ?? false
    let isLocked = account.flag("locked") { warn($0, $1 + "; no lock shown") } ?? false
    let isMemorial = account.flag("memorial") { warn($0, $1 + "; not shown") } ?? false
    func nonEmpty(_ key: String) -> String? {
      account.string(key, warn: leftOut).flatMap { $0.isEmpty ? nil : $0 }
    }
    return User(
      id: id,
      nickname: account["username"]?.nonEmptyString ?? AccountAddress.username(of: id.rawValue),
      fullName: nonEmpty("display_name"), address: id.rawValue,
      pictureURL: nonEmpty("avatar"), about: about, attributes: attributes,
      joined: account.date("created_at", warn: leftOut),
      movedTo: moved, stats: stats,
      aliases: aliases(of: account), kind: isBot ? .bot : isGroup ? .group : .person,
      isLocked: isLocked, isMemorial: isMemorial)
  }

  /// The account's API id, profile address and URI: the names a user of the API knows it by.
  static func aliases(of account: JSONValue) -> [String] {
    let id = account["id"].flatMap(StatusParser.restID)
    return [id, account["url"]?.nonEmptyString, account["uri"]?.nonEmptyString].compactMap { $0 }
  }
}
