extension MastodonExport {
  private static let publicAudience = "https://www.w3.org/ns/activitystreams#Public"

  /// Adds a post (`Create` of a `Note`, or of a `Question` with a poll) with every field
  /// Mastodon's serializer writes; returns its URI.
  @discardableResult
  public mutating func note(
    id: Int, published: String, html: String, summary: String? = nil, sensitive: Bool = false,
    inReplyTo: String? = nil, mentions: [Mention] = [], attachments: [Attachment] = [],
    emoji: [String] = [], poll: Poll? = nil, language: String? = "en"
  ) -> String {
    let uri = statusURI(id)
    let cc = ["\(actorURI)/followers"] + mentions.map(\.uri)
    let audience =
      #""to":["\#(Self.publicAudience)"],"cc":[\#(cc.map { Self.json($0) }.joined(separator: ","))]"#
    let content = Self.json(html)
    var object = #"{"id":"\#(uri)","type":"\#(poll == nil ? "Note" : "Question")","#
    object += #""summary":\#(Self.jsonOrNull(summary)),"inReplyTo":\#(Self.jsonOrNull(inReplyTo)),"#
    object += #""published":"\#(published)","url":"https://\#(host)/@\#(username)/\#(id)","#
    object += #""attributedTo":"\#(actorURI)",\#(audience),"sensitive":\#(sensitive),"#
    object += #""atomUri":"\#(uri)","inReplyToAtomUri":\#(Self.jsonOrNull(inReplyTo)),"#
    object += #""conversation":"tag:\#(host),2023:objectId=\#(id):objectType=Conversation","#
    object += #""content":\#(content),"#
    if let language { object += #""contentMap":{"\#(language)":\#(content)},"# }
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
      let voters = poll.options.reduce(0) { $0 + $1.votes }
      object += #","endTime":"\#(poll.endTime)","votersCount":\#(voters),"#
      object += #""\#(poll.multiple ? "anyOf" : "oneOf")":[\#(options.joined(separator: ","))]"#
    }
    object += "}"
    items.append(
      #"{"id":"\#(uri)/activity","type":"Create","actor":"\#(actorURI)","published":"\#(published)","#
        + #"\#(audience),"object":\#(object)}"#)
    return uri
  }

  /// Adds a boost of the post at `uri` by the account at `author`: only its address, as
  /// Mastodon writes every boost but those of one's own followers-only posts.
  public mutating func boost(id: Int, published: String, of uri: String, by author: String) {
    items.append(
      #"{"id":"\#(statusURI(id))/activity","type":"Announce","actor":"\#(actorURI)","#
        + #""published":"\#(published)","to":["\#(Self.publicAudience)"],"#
        + #""cc":[\#(Self.json(author)),"\#(actorURI)/followers"],"object":\#(Self.json(uri)),"#
        + #""atomUri":"\#(statusURI(id))/activity"}"#)
  }

  /// Adds an activity written by hand, such as a type the reader does not know.
  public mutating func raw(_ json: String) { items.append(json) }

  private static func attachment(_ attachment: Attachment) -> String {
    #"{"type":"Document","mediaType":\#(json(attachment.mediaType)),"url":\#(json(attachment.url)),"#
      + #""name":\#(jsonOrNull(attachment.alt)),"blurhash":"UGF5?xYk^6#M@-5c,1J5@[or[Q6.","#
      + #""width":640,"height":480}"#
  }

  private func emojiTag(_ code: String) -> String {
    #"{"id":"https://\#(host)/emojis/\#(code)","type":"Emoji","name":":\#(code):","#
      + #""updated":"2020-01-01T00:00:00Z","icon":{"type":"Image","mediaType":"image/png","#
      + #""url":"https://\#(host)/system/custom_emojis/images/000/000/001/original/\#(code).png"}}"#
  }
}
