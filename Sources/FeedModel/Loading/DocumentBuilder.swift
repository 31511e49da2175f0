/// Builds a document as a reader reads it, handing out snapshots as parts become ready, and checks
/// it: ids are unique, every user id names a user and promo positions lie within the feed.
///
/// What it drops or changes it reports as a warning.
///
/// A reader runs on a loading thread and owns its builder; the snapshots it publishes are
/// immutable and may go to any thread. The first snapshot goes out as soon as a screenful of
/// entries is in, later ones at most every ``publishInterval``, and the last from
/// ``finish()``; a reader of a pipe also hands out what it has before a read that would wait
/// (``publishIfChanged()``), however little that is.
///
/// ```swift
/// let builder = DocumentBuilder { snapshot in mailbox.post(snapshot) }
/// builder.addUser(User(id: "u1", nickname: "ainame"), place: "users[0]")
/// var draft = EntryDraft()
/// draft.id = Array("f1".utf8)
/// draft.user = Array("u1".utf8)
/// draft.comment = Array("hi".utf8)
/// builder.addEntry(draft, index: 0)
/// builder.publishIfDue()
/// let complete = builder.finish()
/// ```
public final class DocumentBuilder {
  /// The most warnings kept; more are counted.
  public static let warningLimit = 10_000
  /// Entries needed before the first snapshot goes out: more than a screen holds.
  public var firstPartEntries = 100
  /// The shortest time between two snapshots while loading.
  public var publishInterval = Duration.milliseconds(100)
  /// Publish after every this many entries instead of by the clock, when set: for tests and
  /// for readers that know their parts.
  public var publishEvery: Int?
  /// The name of the array entries come from, for warnings: `feed[12]`.
  public var entryArrayName = "feed"
  /// The file the entry array is in, for warnings, when the input holds other files too.
  ///
  /// In an archive, whose `outbox.json` holds the entries, each place in the array follows
  /// the file's name, as the places in its other files do: `outbox.json: orderedItems[12]`.
  /// `nil` when the input is that file itself, whose name says where the places are.
  public var entryFile: String?
  /// The name of an entry's date field, for warnings: `feed[12].postedAt`.
  public var dateFieldName = "postedAt"
  /// The name of a poll's end, for warnings: `feed[12].poll.endsAt`.
  public var pollEndFieldName = "poll.endsAt"
  /// The name of an entry's field for when it was edited, for warnings: `feed[12].editedAt`.
  public var editedFieldName = "editedAt"
  /// Whether ``finish()`` warns about boosts naming entries the document does not hold, and
  /// authors of boosts and replies that are no user and no address: a listtui document's.
  public var warnsAboutUnknownLinks = false
  /// The user who is browsing.
  public var me: UserID?
  /// Whom the caller names as the browsing user (`--user`), for an input that does not say.
  ///
  /// In a saved timeline of API statuses, which does not say whose it is, the user of that
  /// name (see ``User/isNamed(_:)``) is ``me``. An input that says (an archive's actor, a
  /// listtui document's `me`) keeps its own.
  public var ownerName: String?
  /// The recently active users.
  public var history: [UserID] = [] { didSet { shownHistory = nil } }
  /// Where the document's pictures are read from.
  public var media: (any MediaSource)?
  /// The input whose bytes the progress of the entries counts, when that is not the one the
  /// reader reads: the gzip file whose inflated text it reads, whose size is known where the
  /// text's is not, so that loading says its share of the file.
  public var countedInput: ByteInput?

  let publish: (DocumentSnapshot) -> Void
  var users: [User] = []
  /// The history as snapshots show it, kept until the history or the users known change: each
  /// snapshot then hands on the same array, and entries arriving cost nothing of its length,
  /// here or where the snapshot is shown.
  private var shownHistory: [UserID]?
  var userPlaces: [String] = []
  var userIndex: [UserID: Int] = [:]
  /// The first user with each address, for ``Document/user(named:)``.
  var addressIndex: [String: Int] = [:]
  var writer = FeedWriter()
  /// Positions at which entries were skipped, with the skips so far, to map positions back to
  /// input indexes.
  var skips: [(position: Int, total: Int)] = []
  /// Where in ``warnings`` the warnings about entries are, and how many there were in all
  /// (kept or only counted): for ``removeAllEntries()``.
  var entryWarnings: (kept: [Int], total: Int) = ([], 0)
  var promos: [Promo] = []
  var promoPlaces: [String] = []
  /// Whether each promo's position was written, rather than the default.
  var promoPositionsGiven: [Bool] = []
  var warnings: [DocumentWarning] = []
  var warningCount = 0
  var progress = LoadProgress()
  var lastPublish: ContinuousClock.Instant?
  var lastProgress: (time: ContinuousClock.Instant, phase: LoadProgress.Phase)?
  let created = ContinuousClock.now
  private var sinceCheck = 0
  var lastPublishedCount = -1
  /// The progress the last snapshot carried.
  var lastPublishedProgress: LoadProgress?

  /// Creates a builder that hands its snapshots to `publish`, on the builder's own thread.
  public init(publish: @escaping (DocumentSnapshot) -> Void = { _ in }) {
    self.publish = publish
  }

  /// The number of entries added and kept so far.
  public var entryCount: Int { writer.count }

  // MARK: - Adding

  /// Adds a user; a repeated id keeps the first, with a warning.
  ///
  /// A user with no nickname (empty, or only spaces) goes by their id, with a warning, so that
  /// nothing shows a blank name; blank attributes are left out (see ``tidied(_:place:)``).
  public func addUser(_ user: User, place: String) {
    if let first = userIndex[user.id] {
      let id = user.id.rawValue.quotedForMessage
      warn(place + ".id", "duplicate user id \(id) (first at \(userPlaces[first])); dropped")
      return
    }
    let user = tidied(user, place: place)
    userIndex[user.id] = users.count
    if let address = user.address, addressIndex[address] == nil {
      addressIndex[address] = users.count
    }
    users.append(user)
    userPlaces.append(place)
    shownHistory = nil
  }

  /// The user with an id, if added.
  public func user(_ id: UserID) -> User? { userIndex[id].map { users[$0] } }

  /// Replaces a user added earlier, keeping its place; adds it if it is new.
  public func updateUser(_ user: User) {
    guard let index = userIndex[user.id] else {
      addUser(user, place: "\(user.id)")
      return
    }
    // Warned of when it was added: tidied again quietly.
    var user = tidied(user, place: nil)
    if user.nickname.drawsNothing { user.nickname = users[index].nickname }
    users[index] = user
    if let address = user.address, addressIndex[address] == nil { addressIndex[address] = index }
  }

  /// Says that an entry with this id is coming, read but not yet added: the builder fetches
  /// what it will need to check the id while the reader reads the rest of the entry.
  public func willAddEntry(id: UnsafeBufferPointer<UInt8>) {
    writer.prefetch(id: id)
  }

  /// Adds the entry a draft holds, as the element at `index` of the entry array.
  ///
  /// A repeated id keeps the first, with a warning; so does a field too long to store.
  public func addEntry(_ draft: EntryDraft, index: Int) {
    // What its warnings are about, made only for a warning: most entries have none.
    var entry: WarningSubject { .entry(id: String(decoding: draft.id, as: UTF8.self)) }
    let firstWarning = warnings.count
    if draft.editedAt?.isEmpty == true {
      // An empty date names no edit: the entry is added without one.
      var undated = draft
      undated.editedAt = nil
      let count = writer.count
      addEntry(undated, index: index)
      guard writer.count > count else { return }
      warnAboutEntry(
        entryPlace(index, "." + editedFieldName),
        "an empty string is not an ISO 8601 date; no edit shown", about: entry)
      return
    }
    if let problem = draft.problem {
      skip(index: index, "\(problem.reason); entry skipped", field: problem.member)
      return
    }
    if draft.isDateTooLong {
      // No ISO 8601 date is that long: a malformed one, kept out of the record, which has no
      // room for it.
      var undated = draft
      undated.date.removeAll()
      let count = writer.count
      addEntry(undated, index: index)
      guard writer.count > count else { return }
      warnAboutEntry(
        entryPlace(index, "." + dateFieldName),
        "\(String.quotedStart(of: draft.date)) (\(draft.date.count) bytes) is not an ISO 8601 date; "
          + "no date shown", about: entry)
      return
    }
    if !draft.date.isEmpty, !DisplayDate.isValid(utf8: draft.date) {
      let date = String(decoding: draft.date, as: UTF8.self).quotedForMessage
      warnAboutEntry(
        entryPlace(index, "." + dateFieldName),
        "\(date) is not an ISO 8601 date; shown as written", about: entry)
    } else if draft.isDateWrittenEmpty {
      warn(
        entryPlace(index, "." + dateFieldName),
        "an empty string is not an ISO 8601 date; no date shown", about: entry)
    }
    if let edited = draft.editedAt, !edited.isEmpty, !DisplayDate.isValid(edited) {
      warnAboutEntry(
        entryPlace(index, "." + editedFieldName),
        "\(edited.quotedForMessage) is not an ISO 8601 date; shown as written", about: entry)
    }
    if let ends = draft.poll?.endsAt, !ends.isEmpty, !DisplayDate.isValid(ends) {
      warnAboutEntry(
        entryPlace(index, "." + pollEndFieldName),
        "\(ends.quotedForMessage) is not an ISO 8601 date; shown as written", about: entry)
    }
    if let earlier = writer.appendUnique(draft) {
      // Skipped: the id names the entry kept before it, which the warnings are not about.
      for index in firstWarning..<warnings.count { warnings[index].subject = nil }
      let id = String(decoding: draft.id, as: UTF8.self).quotedForMessage
      let first = "\(entryArrayName)[\(inputIndex(ofPosition: earlier))]"
      skip(
        index: index, "duplicate \(entryNoun) id \(id) (first at \(first)); entry skipped",
        field: ".id")
      return
    }
    progress.entries = writer.count
  }

  /// Adds an entry, as the element at `index` of the entry array.
  public func addEntry(_ entry: FeedEntry, index: Int) {
    var draft = EntryDraft()
    draft.set(entry)
    addEntry(draft, index: index)
  }

  /// Adds a promo; a repeated id keeps the first, with a warning.
  ///
  /// With `positionGiven` false, the promo's position is the default, which a short feed may
  /// not reach: the promo then goes to the end without a warning, as nothing asked otherwise.
  public func addPromo(_ promo: Promo, place: String, positionGiven: Bool = true) {
    if let first = promos.firstIndex(where: { $0.id == promo.id }) {
      let id = promo.id.quotedForMessage
      warn(place + ".id", "duplicate promo id \(id) (first at \(promoPlaces[first])); dropped")
      return
    }
    promos.append(promo)
    promoPlaces.append(place)
    promoPositionsGiven.append(positionGiven)
  }

  /// Records a problem that was recovered from, about an entry or a user the document holds
  /// if it concerns one.
  public func warn(_ place: String, _ message: String, about subject: WarningSubject? = nil) {
    warningCount += 1
    if warnings.count < Self.warningLimit {
      warnings.append(DocumentWarning(place: place, message: message, subject: subject))
    }
  }

  /// Records how much has been read: of the input's entries, or in an earlier `phase` (an
  /// archive opened, a pipe copied) of something else.
  ///
  /// With a ``countedInput``, the entries' bytes are its own, whatever the reader says.
  public func noteProgress(
    bytesRead: Int, totalBytes: Int?, phase: LoadProgress.Phase = .entries
  ) {
    var (bytesRead, totalBytes) = (bytesRead, totalBytes)
    if phase == .entries, let countedInput {
      (bytesRead, totalBytes) = (countedInput.bytesRead, countedInput.totalBytes)
    }
    if phase == .entries, progress.phase != .entries || progress.totalBytes == nil,
      let totalBytes
    {
      // Room for the entries a file of this size may hold, at about 100 bytes each.
      writer.reserve(totalBytes / 100)
    }
    progress.phase = phase
    progress.bytesRead = bytesRead
    progress.totalBytes = totalBytes
  }

  // MARK: - Publishing

  /// Hands out a snapshot if one is due: the first once ``firstPartEntries`` entries are in,
  /// then one per ``publishInterval``.
  ///
  /// Cheap enough to call after every entry: it looks at the clock only every 256 calls.
  public func publishIfDue() {
    if let every = publishEvery {
      if writer.count > 0, writer.count % every == 0, writer.count != lastPublishedCount {
        publishNow()
      }
      return
    }
    guard let lastPublish else {
      if writer.count >= firstPartEntries { publishNow() }
      return
    }
    sinceCheck += 1
    guard sinceCheck >= 256 else { return }
    sinceCheck = 0
    if ContinuousClock.now - lastPublish >= publishInterval { publishNow() }
  }

  /// Hands out a snapshot of everything so far, still loading.
  public func publishNow() {
    lastPublishedCount = writer.count
    lastPublishedProgress = progress
    lastPublish = ContinuousClock.now
    sinceCheck = 0
    publish(snapshot(isComplete: false))
  }

  /// A snapshot of everything so far.
  func snapshot(isComplete: Bool) -> DocumentSnapshot {
    let count = writer.count
    // While loading, a promo shows once the entries before it are in; at the end, finish()
    // has placed every promo within the feed.
    let placed = isComplete ? promos : promos.filter { $0.position <= count }
    // Each user once: finish() warns of the others.
    if shownHistory == nil {
      var shown: Set<UserID> = []
      shownHistory = history.filter { userIndex[$0] != nil && shown.insert($0).inserted }
    }
    let document = Document(
      me: me.flatMap { userIndex[$0] == nil ? nil : $0 }, users: users, userIndex: userIndex,
      addressIndex: addressIndex, history: shownHistory ?? [], feed: writer.feed, promos: placed)
    return DocumentSnapshot(
      document: document, warnings: warnings, warningCount: warningCount, progress: progress,
      isComplete: isComplete, media: media)
  }
}
