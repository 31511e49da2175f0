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
    guard let author, !author.isEmpty, userIndex[UserID(author)] == nil,
      !author.contains("@"), !author.contains("://")
    else { return }
    let known = nicknames ?? Set(users.map(\.nickname))
    nicknames = known
    guard !known.contains(author) else { return }
    warn(
      place,
      "no user \(author.quotedForMessage) in the document, nor an address; shown as written",
      about: subject)
  }
}
