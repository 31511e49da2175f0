import FeedModel

/// Reads the items of an outbox newest first and puts them into a document builder as they
/// come: the first screenful read and converted on the loading thread, so the first part goes
/// out after a hundred posts rather than after all of them; the rest a chunk at a time, read
/// and converted on every core, then added in order.
///
/// What needs every post is known only at the end: the exact counts, the warnings in input
/// order, the history row, which grows as older posts name more people, and the names of
/// boosted authors that only an older post's mention gives (see ``nameBoostedAuthors()``).
/// The owner's own posts are known from the start, by the ids the scan found, so a reply or
/// quote of one is linked to it whichever is read first, whatever form its address takes.
struct OutboxAssembler {
  /// Items read at a time by all cores, after the first part.
  static let chunkSize = 1024

  private let builder: DocumentBuilder
  private let owner: UserID
  private let ownerAddress: String?
  /// The owner's actor URI and followers collection, for the posts' visibility.
  private let audienceOwner: Audience.Owner
  /// The array of the outbox the items are in, for warnings: `orderedItems`, or `items`.
  private let list: String
  /// The ids of the owner's posts (the objects of the outbox's `Create` activities).
  private let ownPosts: Set<String>
  /// The index of the item each entry id came from.
  private var ids: [String: Int] = [:]
  /// The boosts whose author no mention named when they were added: the actor URI and the
  /// name shown, by the entry's position in the feed.
  private var unnamedBoosts: [Int: (actor: String, shown: String?)] = [:]
  /// The accounts met in mentions, by id, and the order they were met in.
  private(set) var accounts: [UserID: AccountStub] = [:]
  private(set) var accountOrder: [UserID] = []
  /// Whom the owner's posts reply to and mention, newest first, each once.
  private var named: [UserID] = []
  private var namedSet: Set<UserID> = []
  /// The warnings, with the index of the item each is about.
  private var warnings: [(index: Int, warning: DocumentWarning)] = []
  /// The posts and boosts added.
  private(set) var posts = 0
  private(set) var boosts = 0

  /// An assembler of `owner`'s outbox into `builder`; `followers` is the owner's followers
  /// collection as `actor.json` names it, `list` the array of the outbox the items are in,
  /// and `ownPosts` the ids of the owner's posts in the outbox, which replies and quotes of
  /// them name.
  init(
    owner: User, followers: String? = nil, list: String = "orderedItems",
    ownPosts: Set<String> = [], into builder: DocumentBuilder
  ) {
    self.builder = builder
    self.list = list
    self.ownPosts = ownPosts
    self.owner = owner.id
    ownerAddress = owner.address
    audienceOwner = Audience.Owner(
      id: owner.id.rawValue, followers: followers, localDomain: Self.localDomain(of: owner))
  }

  /// The owner's server host and the domain its accounts' addresses take, when the owner's
  /// address (from `webfinger`) names another domain than the actor's host.
  static func localDomain(of owner: User) -> (host: String, domain: String)? {
    guard let address = owner.address, let at = address.dropFirst().lastIndex(of: "@"),
      let host = AccountAddress.host(of: owner.id.rawValue)
    else { return nil }
    let domain = address[address.index(after: at)...].lowercased()
    return domain.isEmpty || domain == host ? nil : (host, domain)
  }

  /// Reads `items`, newest first, from the outbox `bytes`, and adds their entries.
  ///
  /// The progress is the share of the items' bytes read so far, so it moves as posts are read
  /// (the outbox itself was all read before).
  mutating func add(_ items: [OutboxItem], from bytes: [UInt8]) {
    let total = items.reduce(0) { $0 + $1.range.count }
    var done = 0
    let head = min(items.count, max(0, builder.firstPartEntries))
    bytes.withUnsafeBufferPointer { buffer in
      for item in items[..<head] {
        add(
          OutboxParser.read(item, in: buffer, owner: audienceOwner, list: list), publishing: false)
        done += item.range.count
      }
    }
    builder.noteProgress(bytesRead: done, totalBytes: total)
    builder.history = history
    if head < items.count, builder.entryCount > 0 { builder.publishNow() }
    var start = head
    while start < items.count {
      let end = min(items.count, start + Self.chunkSize)
      let reads = OutboxParser.read(
        items[start..<end], in: bytes, owner: audienceOwner, list: list)
      for (item, read) in zip(items[start..<end], reads) {
        done += item.range.count
        builder.noteProgress(bytesRead: done, totalBytes: total)
        add(read, publishing: true)
      }
      builder.history = history
      start = end
    }
  }

  /// The accounts most recently replied to or mentioned that are known, each once.
  var history: [UserID] {
    named.filter { accounts[$0] != nil }
  }

  /// The warnings about the items, in the order of the items.
  var orderedWarnings: [DocumentWarning] {
    warnings.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }
      .map(\.element.warning)
  }

  private mutating func add(_ read: ReadItem, publishing: Bool) {
    let firstWarning = warnings.count
    warnings += read.warnings.map { (read.index, $0) }
    for stub in read.accounts where stub.id != owner && accounts[stub.id] == nil {
      accounts[stub.id] = stub
      accountOrder.append(stub.id)
      builder.addUser(stub.user, place: builder.placeInEntryFile(list))
    }
    guard var post = read.post else { return }
    // An outbox holds the owner's activities only, whatever id its actor.json gives.
    post.author = owner
    if let kept = ids[post.id] {
      // Items are read newest first, from the end: the copy read first, the later one in the
      // outbox, is the one kept.
      let message =
        "duplicate entry id \(post.id.quotedForMessage) (kept at \(list)[\(kept)]); entry skipped"
      warnings.append(
        (read.index, DocumentWarning(place: "\(list)[\(read.index)].id", message: message)))
      return
    }
    ids[post.id] = read.index
    // A reply to one of the owner's posts answers the owner, whomever it mentions.
    if let target = post.replyTo, target.author == owner || ownPosts.contains(target.key) {
      post.replyTo?.author = owner
      post.replyTo?.authorAddress = ownerAddress
    }
    if let quoted = post.quote?.address, ownPosts.contains(quoted) {
      post.quote?.author = ownerAddress
    }
    // A quote of a post at an address that holds no name (Mastodon 4.5's `/ap/users/1145…`)
    // names its actor, which the app names as the archive's mentions do, as for a reply.
    if let quote = post.quote, quote.author == nil,
      let actor = quote.address.flatMap(AccountAddress.actor(ofStatus:))
    {
      post.quote?.author = actor
    }
    if let actor = post.boostedActor, let address = accounts[UserID(actor)]?.address {
      post.boost?.author = address
      post.boostedActor = nil
    }
    if post.boost == nil {
      posts += 1
      for id in [post.replyTo?.author].compactMap({ $0 }) + post.mentions
      where id != owner && namedSet.insert(id).inserted {
        named.append(id)
      }
    } else {
      boosts += 1
    }
    // A reply to one of the owner's posts gets the id that post has here: entry ids are post
    // ids. The app opens it when it is in the feed.
    let reply = post.replyTo.map { target -> Reply in
      guard target.author == owner else {
        // An author with no address yet is named by their actor URI: the app names them as
        // the archive's mentions do, met before or after this post.
        return Reply(
          address: target.address, author: target.authorAddress ?? target.author?.rawValue)
      }
      return Reply(address: target.address, author: ownerAddress, entryID: target.key)
    }
    let position = builder.entryCount
    builder.addEntry(
      FeedAssembler.entry(post, comment: read.comment, reply: reply), index: read.index)
    if builder.entryCount > position {
      // The item's warnings, made before its post was known to be kept, are about its entry.
      for index in firstWarning..<firstWarning + read.warnings.count {
        warnings[index].warning.subject = .entry(id: post.id)
      }
      if let actor = post.boostedActor { unnamedBoosts[position] = (actor, post.boost?.author) }
    }
    if publishing { builder.publishIfDue() }
  }

  /// Names each boosted author that a mention read after the boost names.
  ///
  /// A boost is newer than the post that mentions its author, so it is read first; Misskey's
  /// and Mastodon 4.5's actor URIs hold an id where Mastodon's held the name. The feed is
  /// written again once, if any is named.
  mutating func nameBoostedAuthors() {
    var named: [Int: String] = [:]
    for (position, boost) in unnamedBoosts {
      if let address = accounts[UserID(boost.actor)]?.address, address != boost.shown {
        named[position] = address
      }
    }
    unnamedBoosts = [:]
    builder.updateEntries(at: Set(named.keys)) { position, entry in
      entry.boost?.author = named[position]
    }
  }
}
