import FeedModel
import JSON

/// Puts statuses into a document builder while they are parsed, newest first.
///
/// A statuses array comes newest first, as a timeline shows it, so each status goes into the
/// feed as soon as it is parsed (its HTML converted on this thread for the first screenful,
/// then a chunk at a time on every core) and the builder hands out parts as they are due.
/// Statuses without a date wait for the end, where the feed puts them. Whom a reply answers,
/// the owner (`me`: see ``owner``), and the history row settle once every status
/// is in: replies to the owner's own posts are then linked to them.
///
/// An array that turns out not to be newest first (a status newer than one before it) goes on
/// showing statuses as they come, in the order read, so that the count and the share read keep
/// moving; once every status is in, the feed is put in order at once (see
/// ``sortAddedEntries(owner:known:)``).
final class StatusAssembler {
  let builder: DocumentBuilder
  private(set) var statuses = StatusParser.Statuses()
  /// The statuses already in the feed, in feed order, with their feed positions.
  private(set) var added: [(post: Int, position: Int)] = []
  /// The converted text of each status in ``added``, in the same order: for putting the feed
  /// in order without converting its HTML again, should the array turn out not to be newest
  /// first (the statuses themselves, their HTML and all, are kept until the end anyway).
  private(set) var addedTexts: [PostText] = []
  /// The replies of the entries in the feed as they were added, by feed position.
  private var addedReplies: [Int: Reply] = [:]
  /// Statuses to add next, in feed order, not yet converted.
  private var ready: [Int] = []
  /// Statuses without a date, in input order, for the end of the feed.
  private var undated: [Int] = []
  /// Statuses that repeat an earlier one's id, by place in ``statuses``.
  private(set) var repeats: Set<Int> = []
  private var firstIndex: [String: Int] = [:]
  private var usersAdded = 0
  private var warningsAdded = 0
  private var lastMoment: Int?
  /// Whether the statuses so far came newest first.
  private(set) var isNewestFirst = true
  /// The threads' contexts read, whose status asked about is looked for at the end.
  private var contexts: [ContextFocus] = []

  /// An assembler that adds to `builder`.
  init(builder: DocumentBuilder) {
    self.builder = builder
    builder.entryArrayName = "statuses"
    builder.dateFieldName = "created_at"
    builder.editedFieldName = "edited_at"
    builder.pollEndFieldName = "poll.expires_at"
    builder.media = RemoteMedia()
  }

  /// Takes in the status at `index` of the array, with a message for each lone UTF-16
  /// surrogate escape in it (see ``LoneSurrogate``).
  func add(_ status: JSONValue, index: Int, surrogates: [String] = []) {
    let place = statuses.posts.count
    StatusParser.add(status, index: index, surrogates: surrogates, to: &statuses)
    guard statuses.posts.count > place else {
      passWarningsOn()
      return
    }
    let post = statuses.posts[place]
    noteAuthor(post.author)
    if let earlier = firstIndex[post.id] {
      // Skipped: the entry of its id is the earlier status's, which its warnings are not about.
      StatusParser.forgetEntrySubjects(from: warningsAdded, in: &statuses)
      passWarningsOn()
      repeats.insert(place)
      builder.warn(
        "statuses[\(index)].id",
        "duplicate entry id \(post.id.quotedForMessage) (first at statuses[\(earlier)]); entry skipped"
      )
      return
    }
    firstIndex[post.id] = index
    passWarningsOn()
    guard let moment = post.published.flatMap(DisplayDate.preciseMoment) else {
      undated.append(place)
      return
    }
    // Out of order, it still shows, in the order read, until the end sorts the feed.
    if let lastMoment, moment > lastMoment { isNewestFirst = false }
    lastMoment = moment
    ready.append(place)
    if builder.entryCount < builder.firstPartEntries || ready.count >= FeedAssembler.chunkSize {
      addReady()
    }
  }

  /// Takes in what a JSON object holding statuses holds besides them.
  ///
  /// Search results' accounts and hashtags are not shown, with a warning; a thread's context
  /// is kept, to look for its status asked about among the statuses at the end (see
  /// ``ContextFocus``). `shape` is the object's, `place` where it is in the input (empty for
  /// the first value), and its statuses are numbered from `firstIndex`.
  func note(_ shape: RESTShape, of value: JSONValue, firstIndex: Int, place: String) {
    if let message = shape.leftOutMessage(of: value) { builder.warn(place, message) }
    if shape == .context {
      contexts.append(ContextFocus(value, firstIndex: firstIndex, place: place))
    }
  }

  /// Adds what is ready, before the input is waited on, so that it shows meanwhile.
  func flush() {
    addReady()
  }

  /// Adds the rest, links replies and settles the owner and the history row.
  func finish() {
    passWarningsOn()
    for context in contexts where !context.isFound(in: statuses.posts) {
      builder.warn(context.place, ContextFocus.missingMessage)
    }
    let posts = statuses.posts
    findNamedOwner()
    let owner = self.owner
    builder.me = owner
    addUsers()
    // A user first met in a mention, whose own account came later: the whole account.
    for place in statuses.upgraded.sorted() where place < usersAdded {
      builder.updateUser(statuses.users[place])
    }
    // Names met after a user was added, such as the URI a mention lacked.
    for user in statuses.users where builder.user(user.id)?.aliases != user.aliases {
      if var added = builder.user(user.id) {
        added.aliases = user.aliases
        builder.updateUser(added)
      }
    }
    let known = Set(statuses.users.map(\.id))
    addReady()
    ready = undated
    addReady()
    if isNewestFirst {
      linkReplies(owner: owner)
      builder.history = FeedAssembler.history(
        posts, order: added.map(\.post), owner: owner, known: known)
    } else {
      sortAddedEntries(owner: owner, known: known)
    }
  }

  /// The owner (`me`), if the statuses have one.
  ///
  /// The owner is the account the caller named (``FeedModel/DocumentBuilder/ownerName``,
  /// `--user`) once it is met, else the account that wrote every status so far, as in an
  /// account's own timeline (`GET /api/v1/accounts/:id/statuses`, whose boosts are its own
  /// too); else none. A home, tag or search timeline, or a thread, is no one's: whoever wrote
  /// most of it is as likely a stranger as the reader.
  var owner: UserID? { namedOwner ?? soleAuthor }

  /// The one account that wrote every status so far, or nil once there are two; kept as
  /// statuses are added.
  private(set) var soleAuthor: UserID?
  /// Whether two accounts wrote statuses.
  private var hasSeveralAuthors = false
  /// The account the caller named as the owner, once met.
  private var namedOwner: UserID?
  /// How many of the users were looked at for the named owner.
  private var usersSearched = 0

  /// Counts a status by `author` towards the owner.
  private func noteAuthor(_ author: UserID) {
    guard !hasSeveralAuthors else { return }
    if let sole = soleAuthor, sole != author {
      hasSeveralAuthors = true
      soleAuthor = nil
    } else {
      soleAuthor = author
    }
  }

  /// Looks for the named owner among the users met since the last look.
  private func findNamedOwner() {
    guard namedOwner == nil, let name = builder.ownerName else { return }
    let users = statuses.users
    namedOwner = users[usersSearched...].first { $0.isNamed(name) }?.id
    usersSearched = users.count
  }

  /// Converts the ready statuses and adds them to the feed, the users they name first.
  private func addReady() {
    guard !ready.isEmpty else { return }
    addUsers()
    findNamedOwner()
    builder.me = owner
    let contents = ready.map { statuses.posts[$0].content }
    let comments =
      ready.count < 64
      ? contents.map(FeedAssembler.text) : ParallelConversion.texts(of: contents)
    for (place, comment) in zip(ready, comments) {
      let post = statuses.posts[place]
      let position = builder.entryCount
      let reply = FeedAssembler.reply(of: post, own: [:], posts: [], ownerAddress: nil)
      builder.addEntry(FeedAssembler.entry(post, comment: comment, reply: reply), index: post.index)
      if builder.entryCount > position {
        added.append((place, position))
        addedTexts.append(comment)
        if let reply { addedReplies[position] = reply }
      }
      builder.publishIfDue()
    }
    ready = []
  }

  /// Links each reply to the owner's own post it answers, and names the authors of replies
  /// whose accounts came later, now that every status is in.
  private func linkReplies(owner: UserID?) {
    let links = ReplyLinks(statuses.posts, owner: owner)
    var replies: [Int: Reply] = [:]
    for (place, position) in added where statuses.posts[place].replyTo != nil {
      let reply = links.reply(of: place)
      if reply != addedReplies[position] { replies[position] = reply }
    }
    builder.updateEntries(at: Set(replies.keys)) { position, entry in
      entry.reply = replies[position]
    }
  }

  /// Adds the users met since the last call.
  private func addUsers() {
    for index in usersAdded..<statuses.users.count {
      builder.addUser(statuses.users[index], place: "accounts[\(index)]")
    }
    usersAdded = statuses.users.count
  }

  /// Hands the builder the parser's warnings made since the last call.
  private func passWarningsOn() {
    for warning in statuses.warnings[warningsAdded...] {
      builder.warn(warning.place, warning.message, about: warning.subject)
    }
    warningsAdded = statuses.warnings.count
  }
}
