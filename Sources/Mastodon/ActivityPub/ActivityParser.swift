import FeedModel
import JSON

/// Turns one activity of an outbox into a post, or a warning naming its place.
///
/// Tolerates what real exports vary in: `to`/`cc` as a string or an array, `content` or
/// `contentMap`, `attachment` and `tag` as an object or an array, `inReplyTo` as `null`, a
/// string, an object or an array of them, an `Announce` whose `object` is only a URL or the
/// whole post.
enum ActivityParser {
  /// Adds the post `item` describes to `outbox`, or a warning at `orderedItems[index]` (or
  /// the `list` named); `owner` names the archive owner's followers collection, for visibility.
  static func add(
    _ item: JSONValue, index: Int, list: String = "orderedItems", owner: Audience.Owner? = nil,
    to outbox: inout Outbox
  ) {
    let place = "\(list)[\(index)]"
    guard item.members != nil else {
      outbox.warn(place, "expected an activity object, found \(item.kind.phrase); skipped")
      return
    }
    switch item["type"]?.string {
    case "Create":
      create(item, index: index, place: place, owner: owner, into: &outbox)
    case "Announce":
      announce(item, index: index, place: place, owner: owner, into: &outbox)
    case let type?:
      outbox.warn(place + ".type", "unsupported activity type \(type.quotedForMessage); skipped")
    case nil:
      outbox.warn(place + ".type", Self.absence(item["type"]) + "; the activity is skipped")
    }
  }

  /// Why a member an activity needs is not there, for a warning at its place: `missing` when
  /// it is absent or `null`, else `expected text, found a number`.
  static func absence(_ value: JSONValue?, expected: String = "text") -> String {
    guard let value, !value.isNull else { return "missing" }
    return "expected \(expected), found \(value.kind.phrase)"
  }

  private static func create(
    _ item: JSONValue, index: Int, place: String, owner: Audience.Owner?,
    into outbox: inout Outbox
  ) {
    guard let object = item["object"], object.members != nil else {
      let value = item["object"]
      let problem =
        value?.string != nil
        ? "expected the post, found only a link" : Self.absence(value, expected: "the post")
      outbox.warn(place + ".object", problem + "; the activity is skipped")
      return
    }
    guard let type = object["type"]?.string else {
      outbox.warn(
        place + ".object.type", Self.absence(object["type"]) + "; the activity is skipped")
      return
    }
    guard type == "Note" || type == "Question" else {
      outbox.warn(
        place + ".object.type", "unsupported object type \(type.quotedForMessage); skipped")
      return
    }
    var post = note(
      object, index: index, place: place + ".object", fallbackID: item["id"]?.string ?? place,
      actor: item["actor"]?.href,
      published: item.text("published", expected: "a date") { key, problem in
        outbox.warn(place + "." + key, problem + "; left out")
      }, into: &outbox)
    if type == "Question" { post.poll = poll(object, place: place + ".object", into: &outbox) }
    // The object's audience, or the activity's when the object has none, as Mastodon reads it.
    let actor = item["actor"]?.href ?? object["attributedTo"]?.href
    post.visibility = Audience.visibility(
      to: present(object["to"]) ?? item["to"], cc: present(object["cc"]) ?? item["cc"],
      followers: Audience.followers(of: actor, owner: owner))
    outbox.posts.append(post)
  }

  /// The value, or nil when it is missing or `null`.
  private static func present(_ value: JSONValue?) -> JSONValue? {
    value?.isNull == false ? value : nil
  }

  /// The post a `Note` or `Question` object describes, without its poll; `place` is the
  /// object's, for warnings about its attachments.
  ///
  /// `published` is the activity's date, shown when the object's own cannot be read; without
  /// it, `undated` says what happens then, for the warning.
  private static func note(
    _ object: JSONValue, index: Int, place: String, fallbackID: String, actor: String?,
    published: String?, undated: String = "no date shown", into outbox: inout Outbox
  ) -> Post {
    let id = object["id"]?.string ?? fallbackID
    let author = object["attributedTo"]?.href ?? actor ?? ""
    let instead = published == nil ? undated : "the activity's date is shown"
    var own = object.text("published", expected: "a date") { key, problem in
      outbox.warn(place + "." + key, problem + "; " + instead)
    }
    if own?.isEmpty == true {
      outbox.warn(place + ".published", "an empty string is not an ISO 8601 date; " + instead)
      own = nil
    }
    var post = Post(
      index: index, id: id, key: id, author: UserID(author), published: own ?? published,
      content: .html("", emoji: []))
    var emoji: Set<String> = []
    var mentioned: [AccountStub] = []
    func leftOut(_ key: String, _ problem: String) {
      outbox.warn(place + "." + key, problem + "; left out")
    }
    for (offset, tag) in object.objectOrList("tag", warn: leftOut) {
      func tagName() -> String? { tag.string("name") { leftOut("tag[\(offset)]." + $0, $1) } }
      switch tag["type"]?.string {
      case "Emoji":
        if let name = tagName() {
          emoji.insert(String(name.drop { $0 == ":" }.reversed().drop { $0 == ":" }.reversed()))
        }
      case "Mention":
        guard let href = tag["href"]?.href else { continue }
        var name = tagName() ?? ""
        if !name.isEmpty, !AccountAddress.isAcct(name) {
          // `@@@` names no one: the address is read from the actor's URI, as with no name.
          // The mention stays: the warning says so, not that it is left out.
          outbox.warn(
            "\(place).tag[\(offset)].name",
            "not an account address: \(name.quotedForMessage); named from its href instead")
          name = ""
        }
        let address =
          name.isEmpty
          ? AccountAddress.fromActor(href)
          : AccountAddress.full(acct: name, url: href, localDomain: outbox.localDomain)
        let stub = AccountStub(
          id: UserID(href), nickname: address.map(AccountAddress.username) ?? href, address: address
        )
        outbox.meet(stub)
        post.mentions.append(stub.id)
        mentioned.append(stub)
      default:
        continue
      }
    }
    let html = object["content"]?.text ?? object["contentMap"]?.text
    if html != nil, let content = object["content"], !content.isNull, content.text == nil {
      outbox.warn(
        place + ".content", "expected text, found \(content.kind.phrase); contentMap is shown")
    }
    if html == nil {
      // The warning names the field that was read: content, else the map of its languages.
      if let content = object["content"], !content.isNull {
        outbox.warn(
          place + ".content", "expected text, found \(content.kind.phrase); no text shown")
      } else if let map = object["contentMap"], !map.isNull {
        let found = map.members != nil ? "an object without text" : map.kind.phrase
        outbox.warn(
          place + ".contentMap", "expected text by language, found \(found); no text shown")
      }
    }
    post.content = .html(html ?? "", emoji: emoji)
    post.contentWarning = (object["summary"]?.text ?? object["summaryMap"]?.text).flatMap {
      $0.isEmpty ? nil : $0
    }
    // A warning that cannot be read still warns: the post stays hidden behind it.
    if post.contentWarning == nil, object["summary"]?.text == nil,
      let summary = object["summary"] ?? object["summaryMap"], !summary.isNull,
      summary.text == nil
    {
      outbox.warn(
        place + ".summary",
        "expected text, found \(summary.kind.phrase); hidden behind a content warning")
      post.contentWarning = ""
    }
    post.isSensitive = object.cautiousFlag("sensitive") { key, problem in
      outbox.warn(place + "." + key, problem + "; the media are hidden")
    }
    // Mastodon writes `updated` only on a post that was edited.
    if let updated = object["updated"], !updated.isNull {
      post.edited = updated.string
      if post.edited == nil {
        outbox.warn(
          place + ".updated", "expected a date, found \(updated.kind.phrase); no edit shown")
      }
    }
    // Mastodon writes the address of the post replied to, or `null`; other servers the post,
    // or an array.
    if let parent = parentAddress(of: object, place: place, into: &outbox) {
      post.replyTo = replyTarget(parent, mentioned: mentioned)
      // Whom the address names is an account met, as a mention's is, though the reply may not
      // mention them (Mastodon lets its author delete the mention it writes).
      if let author = post.replyTo?.author, let address = post.replyTo?.authorAddress,
        !mentioned.contains(where: { $0.id == author })
      {
        outbox.meet(
          AccountStub(
            id: author, nickname: AccountAddress.username(of: address), address: address))
      }
    }
    post.media = attachments(object, place: place + ".attachment", into: &outbox)
    post.address = object.link("url", expected: "an address", warn: leftOut) ?? id
    if let quote = quote(of: object) { post.setQuote(quote) }
    return post
  }

  /// A boost.
  ///
  /// Its object is usually only the boosted post's address, and then the entry has no text;
  /// Mastodon inlines the whole post when its author boosts their own followers-only post, and
  /// then the entry keeps its text, media and warning.
  private static func announce(
    _ item: JSONValue, index: Int, place: String, owner: Audience.Owner?,
    into outbox: inout Outbox
  ) {
    let object = item["object"]
    let inlined = object.flatMap {
      ["Note", "Question"].contains($0["type"]?.string ?? "") ? $0 : nil
    }
    guard let target = inlined?["id"]?.string ?? object?.href else {
      outbox.warn(place + ".object", "boost without the boosted post's address; skipped")
      return
    }
    let actor = item["actor"]?.href ?? ""
    let id = item["id"]?.string ?? "\(target)#boost"
    let published = item.text("published", expected: "a date") { key, problem in
      outbox.warn(place + "." + key, problem + "; no date shown")
    }
    var post = Post(
      index: index, id: id, key: id, author: UserID(actor), published: published,
      content: .text(""))
    if let inlined {
      // The row shows the boost's date; the boost's screen says both.
      let boosted = note(
        inlined, index: index, place: place + ".object", fallbackID: target, actor: nil,
        published: nil, undated: "left out", into: &outbox)
      post.content = boosted.content
      post.contentWarning = boosted.contentWarning
      post.isSensitive = boosted.isSensitive
      post.media = boosted.media
      // A boost of a reply shows whom the post answers, as the post's own row does.
      post.replyTo = boosted.replyTo
      if inlined["type"]?.string == "Question" {
        post.poll = poll(inlined, place: place + ".object", into: &outbox)
      }
    }
    // A boost's own audience is the activity's.
    post.visibility = Audience.visibility(
      to: item["to"], cc: item["cc"], followers: Audience.followers(of: actor, owner: owner))
    let audience = (item["cc"]?.strings ?? []) + (item["to"]?.strings ?? [])
    let boosted =
      inlined?["attributedTo"]?.href
      ?? audience.first {
        !Audience.publicCollection.contains($0) && !$0.hasSuffix("/followers") && $0 != actor
      }
      ?? AccountAddress.actor(ofStatus: target)
    post.boost = Boost(
      author: boosted.map { AccountAddress.fromActor($0, ofPost: target) ?? $0 }, address: target,
      postedAt: inlined?["published"]?.nonEmptyString)
    post.boostedActor = boosted
    post.address = target
    outbox.posts.append(post)
  }

  /// The kind of an attachment, from its media type (`image/jpeg`) or else its type (`Image`).
  static func kind(mediaType: String?, type: String?) -> MediaAttachment.Kind {
    let major = mediaType?.split(separator: "/").first.map(String.init)
    return MediaAttachment.Kind(typeName: major ?? type ?? "")
  }
}
