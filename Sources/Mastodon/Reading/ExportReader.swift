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
  func read(into builder: DocumentBuilder) throws(DocumentError) {
    guard let bytes = try files.read("outbox.json", file: file) else {
      throw DocumentError(kind: .invalid, file: file, place: nil, message: "no outbox.json")
    }
    try read(outbox: bytes, into: builder)
  }

  /// Reads the export whose `outbox.json` holds `bytes`.
  func read(outbox bytes: [UInt8], into builder: DocumentBuilder) throws(DocumentError) {
    builder.noteProgress(bytesRead: 0, totalBytes: bytes.count)
    let outboxPlace: String? =
      if case .archive = files { files.place(of: "outbox.json") } else { nil }
    var outbox = try OutboxParser.parse(bytes, file: file, member: outboxPlace)
    builder.noteProgress(bytesRead: bytes.count, totalBytes: bytes.count)
    let repeats: [DocumentWarning]
    (outbox.posts, repeats) = FeedAssembler.unique(outbox.posts, arrayName: "orderedItems")
    var owner = try ownerProfile(outbox: outbox, builder: builder)
    let boosts = outbox.posts.lazy.filter { $0.boost != nil }.count
    var stats = [
      UserStat(label: "posts", count: outbox.posts.count - boosts),
      UserStat(label: "boosts", count: boosts),
    ]
    for (name, label) in [("likes.json", "likes"), ("bookmarks.json", "bookmarks")] {
      guard let collection = try files.read(name, file: file) else { continue }
      if let count = CollectionCounter.count(collection) {
        stats.append(UserStat(label: label, count: count))
      } else {
        builder.warn(files.place(of: name) ?? name, "not a collection; not counted")
      }
    }
    owner.stats = stats
    let following = try followedAccounts(outbox: outbox)
    owner.following = following.map(\.id)
    // An outbox holds the owner's activities only, whatever id its actor.json gives.
    for index in outbox.posts.indices { outbox.posts[index].author = owner.id }
    builder.entryArrayName = "orderedItems"
    builder.media = files.media
    builder.me = owner.id
    builder.addUser(owner, place: files.place(of: "actor.json") ?? "actor.json")
    for id in outbox.accountOrder where id != owner.id {
      if let stub = outbox.accounts[id] { builder.addUser(stub.user, place: "orderedItems") }
    }
    for stub in following where builder.user(stub.id) == nil {
      builder.addUser(stub.user, place: "following_accounts.csv")
    }
    for warning in outbox.warnings + repeats { builder.warn(warning.place, warning.message) }
    let order = FeedAssembler.newestFirst(outbox.posts)
    let known = Set(outbox.accountOrder)
    builder.history = FeedAssembler.history(
      outbox.posts, order: order, owner: owner.id, known: known)
    FeedAssembler.add(
      outbox.posts, order: order, owner: owner.id, ownerAddress: owner.address, to: builder)
  }

  /// The owner from `actor.json`, or a stand-in named from the activities' actor.
  private func ownerProfile(outbox: Outbox, builder: DocumentBuilder) throws(DocumentError) -> User
  {
    let place = files.place(of: "actor.json") ?? "actor.json"
    if let bytes = try files.read("actor.json", file: file) {
      let value = bytes.withUnsafeBufferPointer { buffer -> JSONValue? in
        var reader = JSONReader(buffer)
        return try? reader.readValue()
      }
      if let value, let user = ActorProfile.user(from: value) { return user }
      builder.warn(place, "not an actor with an id; the profile is left out")
    } else {
      builder.warn(place, "missing; the profile is left out")
    }
    let actor = outbox.firstActor ?? "me"
    return ActorProfile.user(fromActorURI: actor)
  }

  /// The accounts in `following_accounts.csv`, in the export or beside it; each keeps the id
  /// it has in the outbox when one of its posts mentions it.
  private func followedAccounts(outbox: Outbox) throws(DocumentError) -> [AccountStub] {
    let name = "following_accounts.csv"
    var found = try files.read(name, file: file)
    if found == nil { found = try ExportFiles.readFile(beside + name) }
    guard let bytes = found else { return [] }
    var byAddress: [String: UserID] = [:]
    for id in outbox.accountOrder {
      if let address = outbox.accounts[id]?.address?.lowercased() { byAddress[address] = id }
    }
    var seen: Set<UserID> = []
    return FollowingCSV.addresses(bytes).compactMap { written in
      let address = "@" + written.drop { $0 == "@" }
      let id = byAddress[address.lowercased()] ?? UserID(address)
      guard seen.insert(id).inserted else { return nil }
      return AccountStub(id: id, nickname: AccountAddress.username(of: address), address: address)
    }
  }
}
