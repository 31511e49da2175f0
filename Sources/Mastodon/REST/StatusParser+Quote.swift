import FeedModel
import JSON

extension StatusParser {
  /// What a status's `quote` says it quotes, or nil when it quotes nothing.
  ///
  /// Mastodon 4.5 writes `{"state": "accepted", "quoted_status": {…}}`, with the whole
  /// quoted status only while the quote is accepted and the post can be shown (a quote inside a
  /// quoted status has `quoted_status_id` instead); Fedibird and Pleroma write the quoted
  /// status itself. Anything else, such as a bare string, quotes nothing readable and is
  /// ignored (the caller warns of it). `warn` is called with the place of a field of the wrong
  /// type within it, from `place` (the quote's), and the problem: that field is left out.
  static func quote(
    _ value: JSONValue?, place: String = "quote",
    warn: (_ place: String, _ problem: String) -> Void = { _, _ in }
  ) -> Quote? {
    guard let value, value.members != nil else { return nil }
    func leftOut(_ key: String, _ problem: String) {
      warn(place + "." + key, problem + "; left out")
    }
    if value["state"] == nil, value["account"] != nil {
      return quote(of: value, state: nil, warn: leftOut)
    }
    // A state or a quoted status that cannot be read says nothing of the post: not that it
    // was deleted.
    var unreadable = false
    func unread(_ key: String, _ problem: String) {
      unreadable = true
      leftOut(key, problem)
    }
    let state = value.string("state", warn: unread).flatMap {
      $0.isEmpty || $0 == "accepted" ? nil : $0
    }
    if let quoted = value.object("quoted_status", warn: unread) {
      return quote(of: quoted, state: state) { leftOut("quoted_status." + $0, $1) }
    }
    let id = restID(
      "quoted_status_id", of: value, expected: "a status id", warn: { leftOut($0, $1) })
    // An accepted quote without its post nor the post's id: the post is gone.
    let gone = id == nil ? (unreadable ? "unreadable" : "deleted") : nil
    return Quote(entryID: id, state: state ?? gone)
  }

  /// The quoted status of a quote, when it is there whole: the quote itself in the older
  /// shape, else its `quoted_status`.
  static func quotedStatus(_ value: JSONValue?) -> JSONValue? {
    guard let value, value.members != nil else { return nil }
    if value["state"] == nil, value["account"] != nil { return value }
    return value["quoted_status"].flatMap { $0.members == nil ? nil : $0 }
  }

  /// `quote` with what the quoted status of `value` (a status's `quote`, at `place`) holds
  /// beside its text: its attachments, whether they are sensitive, and its poll, read as a
  /// status's own are, with warnings at their places within it.
  static func withQuotedMedia(
    _ quote: Quote, of value: JSONValue?, place: String, in statuses: inout Statuses
  ) -> Quote {
    guard let value, let quoted = quotedStatus(value) else { return quote }
    let place = value["quoted_status"] == nil ? place : place + ".quoted_status"
    func warn(_ place: String, _ message: String) {
      statuses.warnings.append(DocumentWarning(place: place, message: message))
    }
    var quote = quote
    quote.media = quoted.objectList("media_attachments") {
      warn(place + "." + $0, $1 + "; left out")
    }.compactMap { offset, media in
      attachment(media) { warn("\(place).media_attachments[\(offset)]" + $0, $1) }
    }
    quote.isSensitive = quoted.cautiousFlag("sensitive") {
      warn(place + "." + $0, $1 + "; the media are hidden")
    }
    quote.poll = quoted.object("poll") { warn(place + "." + $0, $1 + "; left out") }.flatMap {
      poll($0, place: place + ".poll", in: &statuses)
    }
    return quote
  }

  /// The quote of a whole quoted status: its address, author, text, warning and date; `warn`
  /// is called with the key of a field of the wrong type, left out, and the problem.
  private static func quote(
    of status: JSONValue, state: String?, warn: (_ key: String, _ problem: String) -> Void
  ) -> Quote {
    let emoji = customEmoji(of: status, warn: warn)
    let html = status.string("content", warn: warn)
    func nonEmpty(_ key: String) -> String? {
      status.string(key, warn: warn).flatMap { $0.isEmpty ? nil : $0 }
    }
    let url = nonEmpty("url")
    let uri = nonEmpty("uri")
    return Quote(
      address: url ?? uri,
      entryID: status["id"].flatMap(restID),
      author: status["account"].flatMap { RESTAccount.id(of: $0) }?.rawValue,
      text: html.map {
        FeedAssembler.comment(of: .html($0, emoji: emoji, hidesQuoteFallback: true))
      },
      contentWarning: nonEmpty("spoiler_text"),
      postedAt: status.text("created_at", expected: "a date", warn: warn).flatMap {
        $0.isEmpty ? nil : $0
      }, state: state)
  }
}
