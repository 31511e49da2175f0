import FeedModel

extension Quote {
  /// Whom the feed names as quoted: the author, else the post's address, else `a post`.
  var target: String { author ?? address ?? "a post" }

  /// The line a feed row shows for a quote of `target` (``target``, or as the document names
  /// the author: `Document.quoteTarget(of:)`), at most `width` columns wide:
  /// `❝ quoting @bob@example.social`, and why the quoted post is not shown when it is not:
  /// `❝ quoting @bob@example.social · pending the author's approval`; `isGone` says the post
  /// is not in the document (one's own, deleted) when the quote does not say why.
  ///
  /// Whom it quotes is what the row is for, so it stays whole: why the post is not shown
  /// gives way first, to shorter forms (`· pending`), then the word `quoting` (the `❝` says
  /// it) before that reason goes; only a name too wide for the line alone is cut.
  func feedLine(target: String? = nil, isGone: Bool = false, width: Int) -> String {
    let name = target ?? self.target
    let reasons = statePhrases.isEmpty && isGone ? Self.notInDocumentPhrases : statePhrases
    var forms = reasons.map { "❝ quoting " + name + " · " + $0 }
    if let shortest = reasons.last { forms.append("❝ " + name + " · " + shortest) }
    forms += ["❝ quoting " + name, "❝ " + name]
    return forms.first { $0.displayWidth <= width }
      ?? forms[forms.count - 1].truncated(
        toWidth: width)
  }

  /// What a row says of a quoted post the document does not hold, longest first.
  static let notInDocumentPhrases = ["not in this document", "not in document", "gone"]

  /// Why the quoted post is not shown, as ``statePhrase`` says it and then in shorter forms
  /// for a narrow row (`pending`); empty for an accepted quote.
  var statePhrases: [String] {
    guard let phrase = statePhrase else { return [] }
    let short: [String] =
      switch state {
      case "pending": ["pending approval", "pending"]
      case "rejected": ["declined"]
      case "revoked": ["removed"]
      case "deleted": ["deleted"]
      case "unauthorized": ["not visible"]
      case "blocked_account", "blocked_domain", "muted_account": ["hidden"]
      default: ["not shown"]
      }
    return [phrase] + short
  }

  /// Why the quoted post is not shown, in a few words, or nil for an accepted quote.
  ///
  /// Mastodon's states are named as its web UI puts them; another state is said as written,
  /// cut short.
  var statePhrase: String? {
    guard let state else { return nil }
    return switch state {
    case "pending": "pending the author's approval"
    case "rejected": "declined by the author"
    case "revoked": "removed by the author"
    case "deleted": "the post was deleted"
    case "unauthorized": "not visible to you"
    case "blocked_account", "blocked_domain", "muted_account": "hidden by your settings"
    default: "not shown (" + state.asOneLine.truncated(toWidth: 30) + ")"
    }
  }
}
