/// Fediverse addresses from URIs, without Foundation: `https://host/users/name` is
/// `@name@host`.
enum AccountAddress {
  /// The host of an `http(s)` URI, lower-cased, without port, user or path.
  static func host(of uri: String) -> String? {
    guard let schemeEnd = uri.firstRange(of: "://") else { return nil }
    let scheme = uri[..<schemeEnd.lowerBound].lowercased()
    guard scheme == "https" || scheme == "http" else { return nil }
    var rest = uri[schemeEnd.upperBound...]
    if let end = rest.firstIndex(where: { "/?#".contains($0) }) { rest = rest[..<end] }
    if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
    if let colon = rest.lastIndex(of: ":"), !rest.hasPrefix("[") { rest = rest[..<colon] }
    return rest.isEmpty ? nil : rest.lowercased()
  }

  /// The path components of an `http(s)` URI, without query or fragment.
  static func pathComponents(of uri: String) -> [Substring] {
    guard let schemeEnd = uri.firstRange(of: "://") else { return [] }
    var rest = uri[schemeEnd.upperBound...]
    if let end = rest.firstIndex(where: { "?#".contains($0) }) { rest = rest[..<end] }
    return Array(rest.split(separator: "/").dropFirst())
  }

  /// `@name@host` for an actor URI or profile URL in Mastodon's forms (`/users/name`,
  /// `/@name`), or `nil` for other forms.
  static func fromActor(_ uri: String) -> String? {
    guard let host = host(of: uri) else { return nil }
    let path = pathComponents(of: uri)
    if path.count == 2, path[0] == "users" || path[0] == "u" { return "@\(path[1])@\(host)" }
    if path.count == 1, path[0].hasPrefix("@"), path[0].count > 1,
      !path[0].dropFirst().contains("@")
    {
      return "\(path[0])@\(host)"
    }
    return nil
  }

  /// `@name@host` for the author of the post at `post` from their actor URI, as
  /// ``fromActor(_:)`` reads it, but `nil` when the post's address is Misskey's
  /// (`https://host/notes/<id>`, as Misskey and its forks write it): there `/users/` is
  /// followed by an internal id, not the user's name.
  static func fromActor(_ uri: String, ofPost post: String) -> String? {
    let path = pathComponents(of: post)
    if path.count == 2, path[0] == "notes", host(of: post) == host(of: uri) { return nil }
    return fromActor(uri)
  }

  /// `@name@host` from the address of a post in Mastodon's form (`https://host/@name/id`),
  /// or `nil` for other forms.
  static func fromPostURL(_ url: String) -> String? {
    guard let host = host(of: url) else { return nil }
    let path = pathComponents(of: url)
    guard path.count == 2, path[0].hasPrefix("@"), path[0].count > 1,
      !path[0].dropFirst().contains("@")
    else { return nil }
    return "\(path[0])@\(host)"
  }

  /// The actor URI of a status URI in Mastodon's form (`/users/name/statuses/id`, or Mastodon
  /// 4.5's `/ap/users/1145…/statuses/id`, whose actor holds an id and no name), or `nil`.
  static func actor(ofStatus uri: String) -> String? {
    var path = pathComponents(of: uri)[...]
    let prefix = path.first == "ap" ? "/ap" : ""
    if path.first == "ap" { path = path.dropFirst() }
    guard path.count == 4, path.first == "users", path.dropFirst(2).first == "statuses",
      let schemeEnd = uri.firstRange(of: "://"), let host = host(of: uri)
    else { return nil }
    let name = path[path.startIndex + 1]
    return "\(uri[..<schemeEnd.upperBound])\(host)\(prefix)/users/\(name)"
  }

  /// A full address `@user@host` from a mention's or account's `acct` (`bob` for a local
  /// account, `bob@other.example` for a remote one) and the URL that gives the local host;
  /// a local account of a server whose accounts take another domain (`localDomain`) takes
  /// that domain.
  static func full(
    acct: String, url: String?, localDomain: (host: String, domain: String)? = nil
  ) -> String {
    var acct = Substring(acct)
    while acct.hasPrefix("@") { acct = acct.dropFirst() }
    if acct.contains("@") { return "@\(acct)" }
    guard let url, let host = host(of: url) else { return "@\(acct)" }
    if let localDomain, host.lowercased() == localDomain.host.lowercased() {
      return "@\(acct)@\(localDomain.domain)"
    }
    return "@\(acct)@\(host)"
  }

  /// Whether `acct` is an account's name as the API's `acct` and a mention's `name` give it:
  /// `user`, `user@host`, either after one `@`; not `@@@`, `bob@`, `@@host` or `a@b@c`, nor
  /// text with white space, control characters or `/`, `?`, `#`, nor a host that is not one
  /// (`bob@-`, `bob@x.y/../z`, see ``isHost(_:)``).
  static func isAcct(_ acct: String) -> Bool {
    var rest = Substring(acct)
    if rest.hasPrefix("@") { rest = rest.dropFirst() }
    let parts = rest.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count <= 2, let user = parts.first, !user.isEmpty,
      !user.unicodeScalars.contains(where: {
        $0.properties.isWhitespace || $0.properties.generalCategory == .control
          || "/?#:".unicodeScalars.contains($0)
      })
    else { return false }
    return parts.count == 1 || isHost(parts[1])
  }

  /// `@user@host` for an account address as Mastodon's follows import takes it: `user@host`,
  /// or `@user@host`; `nil` for another shape, such as a profile URL.
  ///
  /// The user name holds letters, digits, marks, `_`, `.` and `-`; the host is dot-separated
  /// labels of letters, digits, marks and `-`, with an optional `:port`.
  static func fromAcct(_ text: String) -> String? {
    var rest = Substring(text)
    if rest.hasPrefix("@") { rest = rest.dropFirst() }
    let parts = rest.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty,
      parts[0].unicodeScalars.allSatisfy({ isNameScalar($0) || "_.-".unicodeScalars.contains($0) })
    else { return nil }
    return isHost(parts[1]) ? "@\(rest)" : nil
  }

  /// Whether `host` is a host name with an optional `:port`: dot-separated labels of letters,
  /// digits, marks and `-`, none empty and none starting or ending with `-`.
  ///
  /// An internationalised name is one too, written in Unicode (`🦄.example`, `bücher.example`)
  /// or in punycode (`xn--bcher-kva.example`), as Mastodon takes it (its `TagManager` turns a
  /// domain to ASCII with `Addressable::IDNA`, which refuses no symbol) and WebFinger's `acct:`
  /// URIs allow it: beyond ASCII a label may hold symbols such as emoji too, but never white
  /// space, controls, punctuation or the format characters that reorder or hide text.
  static func isHost(_ host: Substring) -> Bool {
    var host = host
    if let colon = host.lastIndex(of: ":") {
      let port = host[host.index(after: colon)...]
      guard !port.isEmpty, port.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
        return false
      }
      host = host[..<colon]
    }
    return host.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
      !label.isEmpty && label.first != "-" && label.last != "-"
        && label.unicodeScalars.allSatisfy { isNameScalar($0) || $0 == "-" || isIDNSymbol($0) }
    }
  }

  /// Whether `scalar` is a symbol beyond ASCII (an emoji, a currency sign, a skin tone), which
  /// an internationalised domain's label may hold.
  private static func isIDNSymbol(_ scalar: Unicode.Scalar) -> Bool {
    guard !scalar.isASCII else { return false }
    switch scalar.properties.generalCategory {
    case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .letterNumber, .otherNumber:
      return true
    default: return false
    }
  }

  /// Whether `scalar` is a letter, a decimal digit or a combining mark.
  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .nonspacingMark, .spacingMark:
      true
    default: false
    }
  }

  /// The user part of an address: `bob` for `@bob@host`.
  static func username(of address: String) -> String {
    var rest = Substring(address)
    while rest.hasPrefix("@") { rest = rest.dropFirst() }
    return String(rest.split(separator: "@", maxSplits: 1).first ?? rest)
  }
}
