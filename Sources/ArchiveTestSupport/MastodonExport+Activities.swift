extension MastodonExport {
  private static let publicAudience = "https://www.w3.org/ns/activitystreams#Public"

  /// Adds a post (`Create` of a `Note`, or of a `Question` with a poll) with every field
  /// Mastodon's serializer writes; returns its URI.
  ///
  /// `visibility` is the API's name (`public`, `unlisted`, `private`, `direct`), written in
  /// `to` and `cc` as Mastodon's `ActivityPub::TagManager` addresses it. `updated` is written
  /// only when given, as Mastodon writes it only on a post that was edited. `quote` is the
  /// address of a quoted post, written in `quote`, `quoteUri` and `_misskey_quote` as Mastodon
  /// 4.5 writes it (the `RE:` fallback goes in `html`).
  @discardableResult
  public mutating func note(
    id: Int, published: String, html: String, summary: String? = nil, sensitive: Bool = false,
    inReplyTo: String? = nil, mentions: [Mention] = [], attachments: [Attachment] = [],
    emoji: [String] = [], poll: Poll? = nil, language: String? = "en",
    visibility: String = "public", updated: String? = nil, quote: String? = nil
  ) -> String {
    let uri = statusURI(id)
    let audience = audience(visibility, mentions: mentions.map(\.uri))
    let content = Self.json(html)
    var object = #"{"id":"\#(uri)","type":"\#(poll == nil ? "Note" : "Question")","#
    object += #""summary":\#(Self.jsonOrNull(summary)),"inReplyTo":\#(Self.jsonOrNull(inReplyTo)),"#
    object += #""published":"\#(published)","url":"https://\#(host)/@\#(username)/\#(id)","#
    object += #""attributedTo":"\#(actorURI)",\#(audience),"sensitive":\#(sensitive),"#
    object += #""atomUri":"\#(uri)","inReplyToAtomUri":\#(Self.jsonOrNull(inReplyTo)),"#
    object += #""conversation":"tag:\#(host),2023:objectId=\#(id):objectType=Conversation","#
    object += #""content":\#(content),"#
    if let language { object += #""contentMap":{"\#(language)":\#(content)},"# }
    if let updated { object += #""updated":\#(Self.json(updated)),"# }
    if let quote {
      let uri = Self.json(quote)
      object += #""quote":\#(uri),"quoteUri":\#(uri),"_misskey_quote":\#(uri),"#
    }
    object += #""attachment":[\#(attachments.map(Self.attachment).joined(separator: ","))],"#
    let tags =
      mentions.map {
        #"{"type":"Mention","href":\#(Self.json($0.uri)),"name":\#(Self.json($0.name))}"#
      }
      + emoji.map(emojiTag)
    object += #""tag":[\#(tags.joined(separator: ","))],"#
    object +=
      #""replies":{"id":"\#(uri)/replies","type":"Collection","first":{"type":"CollectionPage","#
    object +=
      #""next":"\#(uri)/replies?only_other_accounts=true&page=true","partOf":"\#(uri)/replies","items":[]}}"#
    if let poll {
      let options = poll.options.map {
        #"{"type":"Note","name":\#(Self.json($0.title)),"replies":{"type":"Collection","totalItems":\#($0.votes)}}"#
      }
      object += #","endTime":"\#(poll.endTime)","#
      if poll.closed { object += #""closed":"\#(poll.endTime)","# }
      if let voters = poll.voters { object += #""votersCount":\#(voters),"# }
      object += #""\#(poll.multiple ? "anyOf" : "oneOf")":[\#(options.joined(separator: ","))]"#
    }
    object += "}"
    items.append(
      #"{"id":"\#(uri)/activity","type":"Create","actor":"\#(actorURI)","published":"\#(published)","#
        + #"\#(audience),"object":\#(object)}"#)
    return uri
  }

  /// Adds a boost of the post at `uri` by the account at `author`.
  ///
  /// Only its address is written, as Mastodon writes every boost but those of one's own
  /// followers-only posts. `visibility` is the boost's own, written in `to` and `cc` as for a
  /// post.
  public mutating func boost(
    id: Int, published: String, of uri: String, by author: String, visibility: String = "public"
  ) {
    items.append(
      #"{"id":"\#(statusURI(id))/activity","type":"Announce","actor":"\#(actorURI)","#
        + #""published":"\#(published)",\#(audience(visibility, boosting: author)),"#
        + #""object":\#(Self.json(uri)),"atomUri":"\#(statusURI(id))/activity"}"#)
  }

  /// `to` and `cc` as Mastodon addresses a post of a visibility: public to the public
  /// collection (followers in `cc`), unlisted and private to the followers (unlisted with the
  /// public collection in `cc`), direct to the mentioned alone; a boost's `cc` names the
  /// boosted author first, and the mentioned follow in `cc` but for direct posts.
  private func audience(
    _ visibility: String, mentions: [String] = [], boosting author: String? = nil
  ) -> String {
    let followers = "\(actorURI)/followers"
    var to: [String]
    var cc = author.map { [$0] } ?? []
    switch visibility {
    case "public":
      to = [Self.publicAudience]
      cc.append(followers)
    case "unlisted":
      to = [followers]
      cc.append(Self.publicAudience)
    case "private":
      to = [followers]
    default:
      to = mentions
    }
    if visibility != "direct" { cc += mentions }
    let list = { (uris: [String]) in uris.map { Self.json($0) }.joined(separator: ",") }
    return #""to":[\#(list(to))],"cc":[\#(list(cc))]"#
  }

  /// Adds an activity written by hand, such as a type the reader does not know.
  public mutating func raw(_ json: String) { items.append(json) }

  private static func attachment(_ attachment: Attachment) -> String {
    #"{"type":"Document","mediaType":\#(json(attachment.mediaType)),"url":\#(json(attachment.url)),"#
      + #""name":\#(jsonOrNull(attachment.alt)),"blurhash":"UGF5?xYk^6#M@-5c,1J5@[or[Q6.""#
      + (attachment.size.map { #","width":\#($0.width),"height":\#($0.height)"# } ?? "")
      + (attachment.duration.map { #","duration":\#(json($0))"# } ?? "") + "}"
  }

  private func emojiTag(_ code: String) -> String {
    #"{"id":"https://\#(host)/emojis/\#(code)","type":"Emoji","name":":\#(code):","#
      + #""updated":"2020-01-01T00:00:00Z","icon":{"type":"Image","mediaType":"image/png","#
      + #""url":"https://\#(host)/system/custom_emojis/images/000/000/001/original/\#(code).png"}}"#
  }
}
