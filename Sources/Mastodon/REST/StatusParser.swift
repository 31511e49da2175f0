import FeedModel
import JSON

/// Reads a JSON array of Mastodon REST API `Status` objects, as `GET
/// /api/v1/accounts/:id/statuses` returns them, element by element.
enum StatusParser {
  /// What the array holds.
  struct Statuses {
    /// One post per status, in input order.
    var posts: [Post] = []
    /// The accounts of the statuses, of the posts they boost and of their mentions, first
    /// occurrence kept.
    var users: [User] = []
    /// Problems recovered from.
    var warnings: [DocumentWarning] = []
    /// Where each user met so far is in ``users``.
    var known: [UserID: Int] = [:]
    /// The users known only from a mention so far (no display name, no bio), by their place in
    /// ``users``: the account's own object, met later, replaces them.
    var fromMentions: Set<Int> = []
    /// The users replaced after they were first met, by their place in ``users``.
    var upgraded: Set<Int> = []
    /// Accounts by their REST id, for the authors of replies.
    var restIDs: [String: UserID] = [:]
    /// The places in ``posts`` of the replies whose answered account is not known yet, by
    /// that account's REST id: named as soon as the account is met.
    var replyAccounts: [String: [Int]] = [:]
    /// The elements of the array read, statuses or not.
    var elements = 0
    /// Why the first element skipped is no status: where, and what it lacks, such as
    /// (`statuses[0].account`, `has no account`).
    var firstSkip: (place: String, lack: String)?
  }

  /// The statuses in `bytes`.
  ///
  /// - Throws: ``DocumentError`` for malformed JSON or a top-level value that is not an array.
  static func parse(_ bytes: [UInt8], file: String) throws(DocumentError) -> Statuses {
    let result = bytes.withUnsafeBufferPointer { buffer -> Result<Statuses, DecodingFailure> in
      var reader = JSONReader(buffer)
      var statuses = Statuses()
      do throws(DecodingFailure) {
        let kind = try reader.peekKind()
        guard kind == .array else {
          throw .invalid(path: nil, message: "expected an array of statuses, found \(kind.phrase)")
        }
        var array = try reader.beginArray()
        var index = 0
        while try reader.nextElement(in: &array) {
          let value = try reader.readValue()
          let surrogates = LoneSurrogate.messages(of: reader, in: buffer)
          reader.replacedSurrogates.removeAll()
          add(value, index: index, surrogates: surrogates, to: &statuses)
          index += 1
        }
        try reader.finish()
      } catch {
        return .failure(JSONReader.firstSyntaxError(in: buffer) ?? error)
      }
      return .success(statuses)
    }
    switch result {
    case .success(let statuses):
      return statuses
    case .failure(let failure):
      throw bytes.withUnsafeBufferPointer {
        DocumentError(failure, in: $0, file: file, member: nil)
      }
    }
  }

  /// Adds the status at `index` of the array to `statuses`: its post, its accounts and its
  /// warnings, first those of `surrogates` (see ``LoneSurrogate``); a status without an id or
  /// an account is skipped with a warning.
  ///
  /// A warning about an account is about its user; the others about a status kept are about
  /// its entry (a repeat of an earlier id is the caller's to tell: see
  /// ``forgetEntrySubjects(from:in:)``).
  static func add(
    _ status: JSONValue, index: Int, surrogates: [String] = [], to statuses: inout Statuses
  ) {
    let place = "statuses[\(index)]"
    statuses.elements += 1
    let firstWarning = statuses.warnings.count
    statuses.warnings += surrogates.map { DocumentWarning(place: place, message: $0) }
    var unreadableID = false
    guard status.members != nil,
      let id = restID(
        "id", of: status, expected: "a status id",
        warn: {
          unreadableID = true
          statuses.warnings.append(
            DocumentWarning(place: place + "." + $0, message: $1 + "; the status is skipped"))
        })
    else {
      if status.members == nil {
        statuses.warnings.append(
          DocumentWarning(
            place: place, message: "expected a status, found \(status.kind.phrase); skipped"))
      } else if !unreadableID {
        statuses.warnings.append(
          DocumentWarning(place: place + ".id", message: "missing; the status is skipped"))
      }
      if statuses.firstSkip == nil {
        statuses.firstSkip =
          status.members == nil
          ? (place, "is \(status.kind.phrase), not an object")
          : (place + ".id", unreadableID ? "has an id that is no status id" : "has no id")
      }
      return
    }
    guard let account = status["account"],
      let author = meet(account, at: place + ".account", in: &statuses)
    else {
      statuses.warnings.append(
        DocumentWarning(
          place: place + ".account",
          message: Self.unnamedAccount(status["account"]) + "; the status is skipped"))
      if statuses.firstSkip == nil {
        let account = status["account"]
        statuses.firstSkip = (
          place + ".account",
          account == nil || account?.isNull == true
            ? "has no account" : "has an account without acct"
        )
      }
      return
    }
    func warn(_ place: String, _ message: String) {
      statuses.warnings.append(DocumentWarning(place: place, message: message))
    }
    let reblog = status.object("reblog") { warn(place + "." + $0, $1 + "; not shown as a boost") }
    var repliedAccount: String?
    let verdict = FilterVerdict(status, reblog: reblog) {
      warn(place + "." + $0, $1 + "; left out")
    }
    if let title = verdict.hiddenBy {
      statuses.warnings.append(
        DocumentWarning(
          place: place + ".filtered",
          message:
            "status \(id.quotedForMessage) hidden by the filter \(title.quotedForMessage); skipped")
      )
      return
    }
    let source = reblog ?? status
    let sourcePlace = reblog == nil ? place : place + ".reblog"
    let emoji = customEmoji(of: source) { warn(sourcePlace + "." + $0, $1 + "; left out") }
    var published = status.text("created_at", expected: "a date") {
      warn(place + "." + $0, $1 + "; no date shown")
    }
    if published?.isEmpty == true {
      warn(place + ".created_at", "an empty string is not an ISO 8601 date; no date shown")
      published = nil
    }
    let html = source.text("content") { warn(sourcePlace + "." + $0, $1 + "; no text shown") }
    var post = Post(
      index: index, id: id, key: id, author: author, published: published,
      content: .html(html ?? "", emoji: emoji))
    if let reblog {
      // The boosted post's author is a user, as a mention is: a reply to them names them, and
      // their profile opens. The boost counts towards its booster alone in choosing the owner.
      let before = statuses.warnings.count
      let original = reblog["account"].flatMap {
        meet($0, at: place + ".reblog.account", in: &statuses)
      }?.rawValue
      if original == nil, statuses.warnings.count == before {
        warn(
          place + ".reblog.account",
          Self.unnamedAccount(reblog["account"]) + "; the author boosted is not named")
      }
      let url = reblog.string("url") { warn(sourcePlace + "." + $0, $1 + "; left out") }
      let uri = reblog.string("uri") { warn(sourcePlace + "." + $0, $1 + "; left out") }
      post.boost = Boost(
        author: original,
        address: url.flatMap { $0.isEmpty ? nil : $0 } ?? uri ?? reblog["id"].flatMap(restID)
          ?? "",
        postedAt: reblog.text("created_at", expected: "a date") {
          warn(sourcePlace + "." + $0, $1 + "; left out")
        }.flatMap {
          if !$0.isEmpty { return $0 }
          warn(sourcePlace + ".created_at", "an empty string is not an ISO 8601 date; left out")
          return nil
        })
      // The boosted status by its id, as the array's entries are: when it is in the array too,
      // Enter on the boost opens it, as a reply to it does.
      post.boost?.entryID = reblog["id"].flatMap(restID)
    }
    // A boost's edit is the boosted post's, not the boost's: it is not shown.
    if reblog == nil, let edited = status["edited_at"], !edited.isNull {
      post.edited = edited.string
      if post.edited == nil {
        statuses.warnings.append(
          DocumentWarning(
            place: place + ".edited_at",
            message: "expected a date, found \(edited.kind.phrase); no edit shown"))
      }
    }
    // A warning that cannot be read still warns: the post stays hidden behind it.
    var unreadableWarning = false
    let spoiler = source.text("spoiler_text") {
      warn(sourcePlace + "." + $0, $1 + "; hidden behind a content warning")
      unreadableWarning = true
    }
    post.contentWarning =
      verdict.contentWarning(over: spoiler.flatMap { $0.isEmpty ? nil : $0 })
      ?? (unreadableWarning ? "" : nil)
    let sensitive = source.cautiousFlag("sensitive") {
      warn(sourcePlace + "." + $0, $1 + "; the media are hidden")
    }
    post.isSensitive = verdict.blursMedia || sensitive
    // A boost of a reply shows whom the boosted status answers, as that status's own row
    // does; it is no reply of the booster's (the history counts only their own posts).
    if let parent = restID(
      "in_reply_to_id", of: source, expected: "a status id",
      warn: { warn(sourcePlace + "." + $0, $1 + "; not shown as a reply") })
    {
      // A status id is no address: until the parent is found among the statuses (linked
      // by key) or its account is met, the reply names no post (`in reply to a post`).
      post.replyTo = Post.ReplyTarget(address: "", key: parent)
      repliedAccount = restID(
        "in_reply_to_account_id", of: source, expected: "an account id",
        warn: { warn(sourcePlace + "." + $0, $1 + "; the author replied to is not named") })
    }
    post.mentions = mentions(of: source, place: sourcePlace, in: &statuses)
    post.media = source.objectList("media_attachments") {
      warn(sourcePlace + "." + $0, $1 + "; left out")
    }.compactMap { offset, media in
      attachment(media) { warn("\(sourcePlace).media_attachments[\(offset)]" + $0, $1) }
    }
    post.poll = source.object("poll") { warn(sourcePlace + "." + $0, $1 + "; left out") }.flatMap {
      poll($0, place: sourcePlace + ".poll", in: &statuses)
    }
    let quoteValue = source.object("quote") { warn(sourcePlace + "." + $0, $1 + "; left out") }
    if let quote = quote(quoteValue, place: sourcePlace + ".quote", warn: warn) {
      post.setQuote(
        withQuotedMedia(quote, of: quoteValue, place: sourcePlace + ".quote", in: &statuses))
    }
    // The quoted post's account is a whole account, as a boosted post's is: a user.
    if let account = quotedStatus(quoteValue)?["account"] {
      _ = meet(account, at: place + ".quote.account", in: &statuses)
    }
    post.card = card(of: source) { warn(sourcePlace + "." + $0, $1) }
    // A boost's counts and the user's favourite and bookmark are the boosted status's, as
    // Mastodon shows them on it.
    post.engagement = engagement(of: source) { warn(sourcePlace + "." + $0, $1 + "; left out") }
    let url = status.string("url") { warn(place + "." + $0, $1 + "; left out") }
    let uri = status.string("uri") { warn(place + "." + $0, $1 + "; left out") }
    post.address = url.flatMap { $0.isEmpty ? nil : $0 } ?? uri ?? source["url"]?.string
    post.visibility = visibility(status["visibility"], place: place, in: &statuses)
    statuses.posts.append(post)
    // Made before the status was known to be kept: about its entry, unless about a user.
    about(.entry(id: id), warningsFrom: firstWarning, in: &statuses)
    if let account = repliedAccount {
      if let id = statuses.restIDs[account] {
        nameReplyAuthor(id, at: statuses.posts.count - 1, in: &statuses)
      } else {
        statuses.replyAccounts[account, default: []].append(statuses.posts.count - 1)
      }
    }
  }
}
