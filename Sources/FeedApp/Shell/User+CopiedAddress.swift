import FeedModel

extension User {
  /// What `y` copies for the user: their profile's web address (an actor's `url`, an API
  /// account's `url` or `uri`), else an actor's URI as their id, else their account's address
  /// (`@alice@example.social`); nil when the document gives none of them.
  var copiedAddress: String? {
    func isWeb(_ text: String) -> Bool {
      let scheme = ClipboardAddress.scheme(of: text)
      return scheme == "https" || scheme == "http"
    }
    if let web = aliases.first(where: isWeb) { return web }
    if isWeb(id.rawValue) { return id.rawValue }
    return address.flatMap { $0.trimmingSpaces.isEmpty ? nil : $0 }
  }
}
