import ArchiveTestSupport

/// Statuses and accounts as Mastodon's REST API writes them, for arrays of statuses.
enum APIStatuses {
  /// An account as the API writes it.
  static func account(
    _ id: String, _ username: String, _ host: String, name: String
  )
    -> String
  {
    let acct = host == "example.social" ? username : username + "@" + host
    return #"{"id":"\#(id)","username":"\#(username)","acct":"\#(acct)","#
      + #""display_name":"\#(name)","url":"https://\#(host)/@\#(username)","uri":"https://\#(host)/users/\#(username)","#
      + #""created_at":"2017-04-01T00:00:00.000Z","note":"","avatar":"https://\#(host)/a.png","#
      + #""followers_count":1,"following_count":2,"statuses_count":3,"emojis":[],"fields":[]}"#
  }

  /// A status by Alice; `extra` adds or replaces fields.
  static func status(
    _ id: Int, _ date: String, _ html: String, extra: String = ""
  )
    -> String
  {
    #"{"id":"\#(id)","created_at":"\#(date)","in_reply_to_id":null,"in_reply_to_account_id":null,"#
      + #""sensitive":false,"spoiler_text":"","visibility":"public","language":"en","#
      + #""uri":"https://example.social/users/alice/statuses/\#(id)","url":"https://example.social/@alice/\#(id)","#
      + #""content":\#(MastodonExport.json(html)),"reblog":null,"#
      + #""account":\#(account("1", "alice", "example.social", name: "Alice Liddell")),"#
      + #""media_attachments":[],"mentions":[],"tags":[],"emojis":[],"poll":null\#(extra)}"#
  }

  /// A status by Bob, of other.example.
  static func bobStatus(_ id: Int, _ date: String, _ html: String, extra: String = "") -> String {
    status(
      id, date, html,
      extra: #","account":\#(account("2", "bob", "other.example", name: "Bob"))"# + extra
    )
    .replacingOccurrences(of: "example.social/@alice/\(id)", with: "other.example/@bob/\(id)")
    .replacingOccurrences(
      of: "example.social/users/alice/statuses/\(id)",
      with: "other.example/users/bob/statuses/\(id)")
  }

  /// The `RE:` paragraph Mastodon 4.5 writes first in a quote post's HTML.
  static func quoteFallback(_ url: String) -> String {
    #"<p class="quote-inline">RE: <a href="\#(url)">\#(url)</a></p>"#
  }
}
