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
  /// One that is no account's name (`@@@`, `bob@`, see ``AccountAddress/isAcct(_:)``) is
  /// taken as missing, and `warn` is called with its key and what was found.
  static func id(
    of account: JSONValue, warn: (_ key: String, _ problem: String) -> Void = { _, _ in }
  ) -> UserID? {
    for key in ["acct", "username"] {
      guard let name = account[key]?.nonEmptyString else { continue }
      guard AccountAddress.isAcct(name) else {
        warn(key, "not an account address: \(name.quotedForMessage); left out")
        continue
      }
      return UserID(AccountAddress.full(acct: name, url: account["url"]?.string))
    }
    return nil
  }

  /// The user an `Account` object describes: names, bio and fields converted from HTML,
  /// avatar, joined date and counts.
  ///
  /// A joined date that is no ISO 8601 date, or a count that is no whole number from 0 (a
  /// string, a negative number), is left out, and `warn` is called with its key and what was
  /// found: the count is unknown, not shown as a number it cannot be.
  static func user(
    from account: JSONValue, warn: (_ key: String, _ problem: String) -> Void = { _, _ in }
  ) -> User? {
    guard let id = id(of: account) else { return nil }
    let emoji = Set((account["emojis"]?.objects ?? []).compactMap { $0["shortcode"]?.string })
    let converter = HTMLConverter(customEmoji: emoji)
    let about = account["note"]?.string.map(converter.plainText).flatMap { $0.isEmpty ? nil : $0 }
    let attributes = (account["fields"]?.objects ?? []).compactMap { field -> Attribute? in
      guard let name = field["name"]?.string else { return nil }
      return Attribute(key: name, value: converter.plainText(field["value"]?.string ?? ""))
    }
    var stats: [UserStat] = []
    for (key, label) in [
      ("statuses_count", "posts"), ("following_count", "following"),
      ("followers_count", "followers"),
    ] {
      let count = account.count(key) { key, problem in warn(key, problem + "; left out") }
      if let count { stats.append(UserStat(label: label, count: count)) }
    }
    let moved = account["moved"].flatMap { $0.members == nil ? nil : Self.id(of: $0)?.rawValue }
    return User(
      id: id,
      nickname: account["username"]?.nonEmptyString ?? AccountAddress.username(of: id.rawValue),
      fullName: account["display_name"]?.nonEmptyString, address: id.rawValue,
      pictureURL: account["avatar"]?.nonEmptyString, about: about, attributes: attributes,
      joined: account.date("created_at") { key, problem in warn(key, problem + "; left out") },
      movedTo: moved, stats: stats,
      aliases: aliases(of: account))
  }

  /// The account's API id, profile address and URI: the names a user of the API knows it by.
  static func aliases(of account: JSONValue) -> [String] {
    let id = account["id"]?.nonEmptyString ?? account["id"]?.int.map(String.init)
    return [id, account["url"]?.nonEmptyString, account["uri"]?.nonEmptyString].compactMap { $0 }
  }
}
