import FeedModel
import JSON

/// Reads one Mastodon export (archive, folder or bare `outbox.json`) into a builder: the
/// outbox, then the owner's profile and counts, whom they follow, then the feed.
struct ExportReader {
  /// Where the export's files are.
  let files: ExportFiles
  /// The input's display name, for messages.
  let file: String
  /// The folder the input sits in, where `following_accounts.csv` may be, ending in `/`.
  let beside: String

  /// Reads the export, with `outbox.json` from its files.
  ///
  /// A member of an archive is looked at as it inflates: the status line's `scanning the
  /// outbox` counts the inflating of a large one as its first half, and one whose first part
  /// is no JSON object fails there, before the rest is inflated.
  func read(into builder: DocumentBuilder) throws(DocumentError) {
    var early: DocumentError?
    var isFirstPart = true
    var isInflating = false
    let member: String? = if case .archive = files { files.place(of: "outbox.json") } else { nil }
    let bytes = try files.read("outbox.json", file: file) { soFar, size in
      if isFirstPart, var failure = OutboxHead.failure(soFar, file: file, member: member) {
        // In a folder, `export/outbox.json:1:1` is a path an editor opens.
        failure.placeIsInFolder = files.isFolder
        early = failure
        return false
      }
      isFirstPart = false
      // A member read whole at once (a tar's) is scanned from 0%, as from a file.
      guard soFar.count < size else { return true }
      isInflating = true
      builder.noteProgress(bytesRead: soFar.count / 2, totalBytes: size, phase: .outbox)
      builder.publishProgressIfDue()
      return true
    }
    if let early { throw early }
    guard let bytes else {
      throw DocumentError(kind: .invalid, file: file, place: nil, message: "no outbox.json")
    }
    try read(outbox: bytes, into: builder, inflated: isInflating)
  }

  /// Reads the export whose `outbox.json` holds `bytes`: finds its items, reads the owner's
  /// profile and counts, then the posts newest first; whom the owner follows and the exact
  /// counts go in at the end, when every post has been read.
  ///
  /// - Throws: the outbox's error, if it has one. After malformed JSON past its first
  ///   activities, that is once the export is read with the activities before the error, so
  ///   that a caller that shows parts as they come shows them; `--dump` shows nothing.
  func read(
    outbox bytes: [UInt8], into builder: DocumentBuilder, inflated: Bool = false
  ) throws(DocumentError) {
    // The line says how far the outbox is scanned for its posts, which takes seconds in an
    // outbox of hundreds of megabytes, and then how far they are read; inflated from an
    // archive, the inflating was the first half of the scan.
    let outboxPlace: String? =
      if case .archive = files { files.place(of: "outbox.json") } else { nil }
    // Nothing to read: said as for any input with no document, not as JSON cut short.
    let blank = JSONReader.byteOrderMark.count
    if bytes.dropFirst(bytes.starts(with: JSONReader.byteOrderMark) ? blank : 0)
      .allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) })
    {
      throw DocumentError(
        kind: .invalid, file: file, place: outboxPlace,
        message: bytes.isEmpty
          ? "empty: no document to show" : "only blank space: no document to show",
        placeIsInFolder: files.isFolder && outboxPlace != nil)
    }
    let base = inflated ? bytes.count / 2 : 0
    let share = { (scanned: Int) in inflated ? base + scanned / 2 : scanned }
    builder.noteProgress(bytesRead: base, totalBytes: bytes.count, phase: .outbox)
    builder.publishProgressIfDue()
    let (items, list, scanError) = OutboxParser.scan(bytes, file: file, member: outboxPlace) {
      builder.noteProgress(bytesRead: share($0), totalBytes: bytes.count, phase: .outbox)
      builder.publishProgressIfDue()
    }
    var outboxError = scanError
    // In a folder, `export/outbox.json:2:12` is a path an editor opens.
    if files.isFolder { outboxError?.placeIsInFolder = true }
    if let outboxError, items.isEmpty { throw outboxError }
    let profile = ownerProfile(firstActor: items.lazy.compactMap(\.actor).first, builder: builder) {
      Self.postURL(of: $0, in: items, bytes: bytes)
    }
    var owner = profile.user
    // Counted by type until every post is read; the entries kept are counted at the end.
    let boosts = items.lazy.filter { $0.type == "Announce" }.count
    let posts = items.lazy.filter { $0.type == "Create" }.count
    var collections: [UserStat] = []
    for (name, label) in [("likes.json", "likes"), ("bookmarks.json", "bookmarks")] {
      let place = files.place(of: name) ?? name
      let collection: [UInt8]
      switch files.readOptional(name) {
      case .found(let bytes): collection = bytes
      case .missing where profile.files.name(of: label) == name:
        // Named by `actor.json` but lost: unknown, not none (`warnOfMissingFiles` says so).
        collections.append(UserStat(label: label, count: nil))
        continue
      case .missing, .cutShort: continue
      case .unreadable(let reason):
        builder.warn(place, reason + "; not counted")
        continue
      }
      if let summary = CollectionCounter.count(collection) {
        collections.append(
          UserStat(label: label, count: summary.count, addresses: summary.addresses))
        if let (at, found) = summary.firstUnusable {
          let others = summary.unusable > 1 ? " (and \(summary.unusable - 1) more)" : ""
          builder.warn(
            place + ": " + at, "expected a post's address, found \(found)\(others); not listed")
        }
      } else {
        let (at, problem) = Self.problem(with: collection, at: place)
        builder.warn(at, (problem ?? "not a collection") + "; not counted")
      }
    }
    owner.stats = Self.stats(posts: posts, boosts: boosts) + collections
    builder.entryArrayName = list
    // In an archive, every warning about the outbox names it, as those about its other files
    // do: `outbox.json: orderedItems[3].object.content`.
    builder.entryFile = outboxPlace
    builder.dateFieldName = "object.published"
    builder.editedFieldName = "object.updated"
    builder.pollEndFieldName = "object.endTime"
    builder.media = files.media
    builder.me = owner.id
    builder.addUser(owner, place: files.place(of: "actor.json") ?? "actor.json")
    warnOfMissingFiles(profile.files, owner: owner, builder: builder)
    let ownPosts = Set(items.lazy.filter { $0.type == "Create" }.compactMap(\.objectID))
    var assembler = OutboxAssembler(
      owner: owner, followers: profile.followers, list: list, ownPosts: ownPosts, into: builder)
    assembler.add(OutboxParser.newestFirst(items), from: bytes)
    assembler.nameBoostedAuthors()
    for warning in assembler.orderedWarnings {
      builder.warn(
        builder.placeInEntryFile(warning.place), warning.message, about: warning.subject)
    }
    let following = followedAccounts(assembler: assembler, builder: builder)
    for stub in following where builder.user(stub.id) == nil {
      builder.addUser(stub.user, place: "following_accounts.csv")
    }
    owner.following = following.map(\.id)
    owner.stats = Self.stats(posts: assembler.posts, boosts: assembler.boosts) + collections
    builder.updateUser(owner)
    if let outboxError { throw outboxError }
  }

  /// Where a file that could not be used is malformed JSON, and how, if it is: its name with
  /// the line and column, and the reason; else its name, and nil.
  private static func problem(with bytes: [UInt8], at place: String) -> (String, String?) {
    bytes.withUnsafeBufferPointer { buffer in
      guard case .malformed(let offset, let message)? = JSONReader.firstSyntaxError(in: buffer)
      else { return (place, nil) }
      return ("\(place):\(TextPosition(offset: offset, in: buffer))", "malformed JSON: \(message)")
    }
  }

  /// The counts of posts and boosts.
  private static func stats(posts: Int, boosts: Int) -> [UserStat] {
    [UserStat(label: "posts", count: posts), UserStat(label: "boosts", count: boosts)]
  }

  /// The owner from `actor.json`, their followers collection and the files it names, or a
  /// stand-in named from the activities' actor, or from the address `postURL` finds of one of
  /// the actor's posts.
  ///
  /// The warnings about `actor.json` are about the owner's profile, which Enter on one opens:
  /// they are made before the owner's id is known, and given it once it is.
  private func ownerProfile(
    firstActor: String?, builder: DocumentBuilder, postURL: (String) -> String?
  ) -> (user: User, followers: String?, files: ActorFiles) {
    var warnings: [(place: String, message: String)] = []
    let profile = ownerProfile(firstActor: firstActor, postURL: postURL) {
      warnings.append(($0, $1))
    }
    for warning in warnings {
      builder.warn(warning.place, warning.message, about: .user(profile.user.id))
    }
    return profile
  }

  /// The owner's profile, as ``ownerProfile(firstActor:builder:postURL:)`` describes it, with
  /// `warn` called for each problem with `actor.json`.
  private func ownerProfile(
    firstActor: String?, postURL: (String) -> String?,
    warn: (_ place: String, _ message: String) -> Void
  ) -> (user: User, followers: String?, files: ActorFiles) {
    let place = files.place(of: "actor.json") ?? "actor.json"
    switch files.readOptional("actor.json") {
    case .found(let bytes):
      let value = bytes.withUnsafeBufferPointer { buffer -> JSONValue? in
        var reader = JSONReader(buffer)
        let value = try? reader.readValue()
        for message in LoneSurrogate.messages(of: reader, in: buffer) { warn(place, message) }
        return value
      }
      if let value,
        let user = ActorProfile.user(
          from: value, warn: { key, problem in warn(place + ": " + key, problem) })
      {
        return (user, value["followers"]?.href, ActorFiles(of: value))
      }
      let (at, problem) = Self.problem(with: bytes, at: place)
      warn(at, (problem ?? "not an actor with an id") + "; the profile is left out")
    case .missing:
      let why = files.isCutShort ? "not found before the archive is cut short" : "missing"
      warn(place, why + "; the profile is left out")
    case .unreadable(let reason):
      warn(place, reason + "; the profile is left out")
    case .cutShort:
      // The archive's warning names the member; this one says what is lost with it.
      warn(place, "cut short; the profile is left out")
    }
    let actor = firstActor ?? "me"
    let url = AccountAddress.fromActor(actor) == nil ? postURL(actor) : nil
    return (ActorProfile.user(fromActorURI: actor, postURL: url), nil, ActorFiles())
  }

  /// The address of one of the first of `actor`'s posts in the outbox that is in Mastodon's
  /// form (`https://host/@name/id`) on the actor's host, if any is.
  private static func postURL(of actor: String, in items: [OutboxItem], bytes: [UInt8]) -> String? {
    let host = AccountAddress.host(of: actor)
    let posts = items.lazy.filter { $0.type == "Create" && $0.actor == actor }.prefix(20)
    return bytes.withUnsafeBufferPointer { buffer in
      for item in posts {
        var reader = JSONReader(UnsafeBufferPointer(rebasing: buffer[item.range]))
        guard let url = (try? reader.readValue())?["object"]?["url"]?.href,
          AccountAddress.fromPostURL(url) != nil, AccountAddress.host(of: url) == host
        else { continue }
        return url
      }
      return nil
    }
  }

  /// The accounts in `following_accounts.csv`, in the export or beside it; each keeps the id
  /// it has in the outbox when one of its posts mentions it.
  ///
  /// A file that cannot be read is left out with a warning, and so is each line that is not
  /// CSV or holds no account address, with a warning naming the line.
  private func followedAccounts(
    assembler: OutboxAssembler, builder: DocumentBuilder
  ) -> [AccountStub] {
    let name = "following_accounts.csv"
    var place = files.place(of: name) ?? name
    var found = files.readOptional(name)
    if case .missing = found {
      found = ExportFiles.readOptionalFile(beside + name)
      place = name
    }
    let bytes: [UInt8]
    switch found {
    case .found(let content): bytes = content
    case .missing, .cutShort: return []
    case .unreadable(let reason):
      builder.warn(place, reason + "; whom you follow is left out")
      return []
    }
    var byAddress: [String: UserID] = [:]
    for id in assembler.accountOrder {
      if let address = assembler.accounts[id]?.address?.lowercased() { byAddress[address] = id }
    }
    var seen: Set<UserID> = []
    var accounts: [AccountStub] = []
    for row in FollowingCSV.rows(bytes) {
      switch row {
      case .account(let address):
        let id = byAddress[address.lowercased()] ?? UserID(address)
        guard seen.insert(id).inserted else { continue }
        let nickname = AccountAddress.username(of: address)
        accounts.append(AccountStub(id: id, nickname: nickname, address: address))
      case .skipped(let line, let reason):
        builder.warn("\(place):\(line)", reason + "; skipped")
      }
    }
    return accounts
  }
}
