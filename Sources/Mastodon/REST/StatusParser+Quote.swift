import FeedModel
import JSON

extension StatusParser {
  /// What a status's `quote` says it quotes, or nil when it quotes nothing.
  ///
  /// Mastodon 4.5 writes `{"state": "accepted", "quoted_status": {…}}`, with the whole
  /// quoted status only while the quote is accepted and the post can be shown (a quote inside a
  /// quoted status has `quoted_status_id` instead); Fedibird and Pleroma write the quoted
  /// status itself. Anything else, such as a bare string, quotes nothing readable and is
  /// ignored.
  static func quote(_ value: JSONValue?) -> Quote? {
    guard let value, value.members != nil else { return nil }
    if value["state"] == nil, value["account"] != nil { return quote(of: value, state: nil) }
    let state = value["state"]?.nonEmptyString.flatMap { $0 == "accepted" ? nil : $0 }
    if let quoted = value["quoted_status"], quoted.members != nil {
      return quote(of: quoted, state: state)
    }
    let id = value["quoted_status_id"]?.string ?? value["quoted_status_id"]?.int.map(String.init)
    // An accepted quote without its post nor the post's id: the post is gone.
    return Quote(entryID: id, state: state ?? (id == nil ? "deleted" : nil))
  }

  /// The quoted status of a quote, when it is there whole: the quote itself in the older
  /// shape, else its `quoted_status`.
  static func quotedStatus(_ value: JSONValue?) -> JSONValue? {
    guard let value, value.members != nil else { return nil }
    if value["state"] == nil, value["account"] != nil { return value }
    return value["quoted_status"].flatMap { $0.members == nil ? nil : $0 }
  }

  /// The quote of a whole quoted status: its address, author, text, warning and date.
  private static func quote(of status: JSONValue, state: String?) -> Quote {
    let emoji = Set((status["emojis"]?.objects ?? []).compactMap { $0["shortcode"]?.string })
    let html = status["content"]?.string
    return Quote(
      address: status["url"]?.nonEmptyString ?? status["uri"]?.nonEmptyString,
      entryID: status["id"]?.string ?? status["id"]?.int.map(String.init),
      author: status["account"].flatMap { RESTAccount.id(of: $0) }?.rawValue,
      text: html.map {
        FeedAssembler.comment(of: .html($0, emoji: emoji, hidesQuoteFallback: true))
      },
      contentWarning: status["spoiler_text"]?.nonEmptyString,
      postedAt: status["created_at"]?.nonEmptyString, state: state)
  }
}
