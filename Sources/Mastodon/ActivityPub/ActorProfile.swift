import FeedModel
import HTMLText
import JSON

/// The archive owner's profile, from `actor.json` (an ActivityStreams `Person`).
enum ActorProfile {
  /// The owner described by `actor`: `@user@host` from `webfinger` (which Mastodon writes as
  /// the user name and the local domain, another than the id's host when the server is set up
  /// so), else from `preferredUsername` and the id's host, the bio and each `PropertyValue`
  /// field converted from HTML, the avatar's and the header's locations, the joined date as
  /// written, the account moved to, its kind from its `type` (see
  /// ``AccountKind/init(actorType:)``: `Service` and `Application` are bots, `Group` a group),
  /// whether it is locked (`manuallyApprovesFollowers`) and whether it is a memorial
  /// (`memorial`).
  ///
  /// A field of the wrong type (a number for a name, an avatar `icon` or a `movedTo` with no
  /// address), an `icon` or header `image` whose address names no picture (see
  /// ``PictureLocation``), or a joined date that is no ISO 8601 date, is left out, and `warn`
  /// is called with its key and what was found; so is a `type` that is no text or names no
  /// actor (`Note`), and the user is then a person.
  static func user(
    from actor: JSONValue, warn: (_ key: String, _ problem: String) -> Void = { _, _ in }
  ) -> User? {
    guard let id = actor["id"]?.string else { return nil }
    func field(_ key: String) -> String? {
      actor.text(key) { key, problem in warn(key, problem + "; left out") }
    }
    let emoji = Set(
      (actor["tag"]?.objects ?? []).compactMap { tag -> String? in
        guard tag["type"]?.string == "Emoji", let name = tag["name"]?.string else { return nil }
        return String(name.drop { $0 == ":" }.reversed().drop { $0 == ":" }.reversed())
      })
    let converter = HTMLConverter(customEmoji: emoji)
    let username = field("preferredUsername").flatMap { $0.isEmpty ? nil : $0 }
    let webfinger = field("webfinger").flatMap(AccountAddress.fromAcct)
    let onHost = username.flatMap { name in AccountAddress.host(of: id).map { "@\(name)@\($0)" } }
    let nickname =
      username ?? webfinger.map(AccountAddress.username)
      ?? AccountAddress.fromActor(id).map(AccountAddress.username) ?? id
    // The address on the server's own host still names the owner, as `--user` takes it.
    var aliases = actor["url"]?.href.map { [$0] } ?? []
    if let onHost, webfinger != nil, onHost.lowercased() != webfinger?.lowercased() {
      aliases += [onHost, String(onHost.dropFirst())]
    }
    let about = field("summary").map(converter.plainText).flatMap { $0.isEmpty ? nil : $0 }
    let attributes = (actor["attachment"]?.objects ?? []).compactMap { field -> Attribute? in
      guard field["type"]?.string == "PropertyValue", let name = field["name"]?.string else {
        return nil
      }
      return Attribute(key: name, value: converter.plainText(field["value"]?.string ?? ""))
    }
    func link(_ key: String, expected: String) -> String? {
      actor.link(key, expected: expected) { key, problem in warn(key, problem + "; left out") }
    }
    // The avatar, and the header (the profile's banner).
    func picture(_ key: String) -> String? {
      guard let location = link(key, expected: "an image") else { return nil }
      guard let problem = PictureLocation.problem(with: location) else { return location }
      warn(key, problem + "; left out")
      return nil
    }
    let moved = link("movedTo", expected: "an address")
    let pictureURL = picture("icon")
    let headerURL = picture("image")
    let kind = self.kind(of: actor) { key, problem in warn(key, problem + "; shown as a person") }
    // Mastodon writes both as booleans; another value is no mark, with a warning.
    let isLocked =
      actor.flag("manuallyApprovesFollowers") { warn($0, $1 + "; no lock shown") } ?? false
    let isMemorial = actor.flag("memorial") { warn($0, $1 + "; not shown") } ?? false
    return User(
      id: UserID(id), nickname: nickname, fullName: field("name").flatMap { $0.isEmpty ? nil : $0 },
      address: webfinger ?? onHost,
      pictureURL: pictureURL, headerURL: headerURL,
      about: about, attributes: attributes,
      joined: actor.date("published") { key, problem in warn(key, problem + "; left out") },
      movedTo: moved.map { AccountAddress.fromActor($0) ?? $0 },
      aliases: aliases, kind: kind, isLocked: isLocked, isMemorial: isMemorial)
  }

  /// The kind of account an actor's `type` names: a person's when it has none.
  ///
  /// A `type` that is no text, or names no actor, is a person's too, and `warn` is called with
  /// the key and what was found.
  static func kind(
    of actor: JSONValue, warn: (_ key: String, _ problem: String) -> Void
  ) -> AccountKind {
    guard let type = actor.text("type", warn: warn) else { return .person }
    if let kind = AccountKind(actorType: type) { return kind }
    warn("type", "not an actor's type: \(type.quotedForMessage)")
    return .person
  }

  /// A stand-in owner when there is no `actor.json`: named from the activities' actor URI, or
  /// when it holds no name (Mastodon 4.5's `/ap/users/<id>`), from the address of one of
  /// their posts (`https://host/@name/id`).
  static func user(fromActorURI uri: String, postURL: String? = nil) -> User {
    let address = AccountAddress.fromActor(uri) ?? postURL.flatMap(AccountAddress.fromPostURL)
    return User(
      id: UserID(uri), nickname: address.map(AccountAddress.username) ?? uri, address: address)
  }
}
