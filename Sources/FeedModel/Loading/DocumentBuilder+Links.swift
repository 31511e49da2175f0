extension DocumentBuilder {
  /// Warns about each boost naming an entry the document does not hold, and each boost or
  /// reply whose author is neither a user's id or nickname nor an address, when
  /// ``warnsAboutUnknownLinks`` is set.
  ///
  /// Both are kept as written: the boost opens no post, and the author is shown as written and
  /// opens no profile.
  func warnAboutUnknownLinks() {
    guard warnsAboutUnknownLinks else { return }
    let feed = writer.feed
    var nicknames: Set<String>?
    for position in 0..<feed.count {
      let flags = feed.flags(at: position)
      guard flags.contains(.isReply) || flags.contains(.isBoost) else { continue }
      let entry = feed[position]
      let place = entryPlace(inputIndex(ofPosition: position))
      let subject = WarningSubject.entry(id: feed.id(at: position))
      if let boost = entry.boost {
        if let id = boost.entryID, feed.position(ofID: id) == nil {
          warn(
            place + ".boost.entry",
            "no entry \(id.quotedForMessage) in the document; the boost opens no post",
            about: subject)
        }
        warnUnlessKnown(
          boost.author, at: place + ".boost.author", about: subject, nicknames: &nicknames)
      }
      if let reply = entry.reply {
        warnUnlessKnown(
          reply.author, at: place + ".replyTo.author", about: subject, nicknames: &nicknames)
      }
    }
  }

  /// Warns about an author that is neither a user's id or nickname nor looks like an address
  /// (`@bob@x.example`, `https://x.example/@bob`); `nicknames` is filled in when first needed.
  private func warnUnlessKnown(
    _ author: String?, at place: String, about subject: WarningSubject,
    nicknames: inout Set<String>?
  ) {
    guard let author, userIndex[UserID(author)] == nil, !Self.looksLikeAddress(author) else {
      return
    }
    let known = nicknames ?? Set(users.map(\.nickname))
    nicknames = known
    guard !known.contains(author) else { return }
    warn(
      place,
      "no user \(author.quotedForMessage) in the document, nor an address; shown as written",
      about: subject)
  }

  /// Whether an author looks like an address: `bob@x.example` or `@bob@x.example` (a name, one
  /// `@` and a host of letters, digits and hyphens in dot-separated labels, none starting or
  /// ending with a hyphen), or a URL (`https://x.example/@bob`).
  ///
  /// `@@@`, `bob@`, `a@b@c` and `@bob@-` are none.
  static func looksLikeAddress(_ author: String) -> Bool {
    if let separator = author.firstRange(of: "://") {
      return !author[..<separator.lowerBound].isEmpty && !author[separator.upperBound...].isEmpty
    }
    let bare = author.hasPrefix("@") ? author.dropFirst() : Substring(author)
    let parts = bare.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty else { return false }
    return parts[1].split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
      !label.isEmpty && !label.hasPrefix("-") && !label.hasSuffix("-")
        && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }
  }
}
