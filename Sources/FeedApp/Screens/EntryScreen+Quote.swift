import FeedModel
import ListKit

extension EntryScreen {
  /// The sections that show what an entry quotes.
  ///
  /// A line names the quoted post, when it was posted, and its address (Enter opens the post
  /// when it is in the document, else its author's profile when the document knows them, else
  /// says where it is, when known); then come the quoted post's warning and text, its poll and
  /// its pictures (after `▣ sensitive media` when they are sensitive and no warning speaks for
  /// them), when the quote is accepted and the document holds them. The quoted post's date is
  /// on the line that names it, apart from the entry's own.
  ///
  /// ```text
  /// ❝ Quoting @bob@remote.example · 2024-03-09 08:00 UTC · Enter opens it
  /// https://remote.example/@bob/900
  ///
  /// bob original
  /// ```
  ///
  /// A quote that holds only the address of one of the browsing user's own posts, which the
  /// document does not hold, says the post is not in this document (gone, as a boost of it
  /// says: see ``Document/isOwnPostGone(entry:author:)``), and Enter says where it was rather
  /// than opening their own profile.
  static func quoteObjects(_ quote: Quote, document: Document) -> [any Diffable] {
    let quoted = (quote.entryID ?? quote.address).flatMap { document.feed.position(ofID: $0) }
    let entry = quoted.map { document.feed[$0] }
    let target = document.quoteTarget(of: quote)
    let isGone = quote.text == nil && document.isOwnPostGone(entry: quoted, author: quote.author)
    var text = "❝ Quoting " + target
    if let phrase = quote.statePhrase { text += " · " + phrase }
    if quote.isAccepted,
      let date = quote.postedAt.map(DisplayDate.text(for:)) ?? entry?.displayDate
    {
      text += " · " + date
    }
    let destination = isGone ? nil : document.postDestination(entry: quoted, author: quote.author)
    text += destination?.postLineHint ?? ""
    var lines = [[text]]
    if let address = quote.address, address != target { lines.append([address]) }
    // A deleted post's state already says it is gone. A line too wide breaks before it, as a
    // boost's does.
    if isGone, quote.isAccepted { lines[lines.count - 1].append("not in this document") }
    var block = TextBlockModel(kind: .quote, partLines: lines)
    block.opens = destination
    if block.opens == nil {
      block.tapMessage = quote.address.map {
        StatusMessage.notInDocument($0)
      }
    }
    guard quote.isAccepted else { return [block] }
    return [block] + quotedPostObjects(quote, entry: entry)
  }

  /// The quoted post's warning, text, poll and pictures: as the quote holds them, else as the
  /// quoted post's entry does, when the document holds it.
  private static func quotedPostObjects(_ quote: Quote, entry: FeedEntry?) -> [any Diffable] {
    let holdsPost = quote.text != nil
    guard let body = quote.text ?? entry?.comment else { return [] }
    let warning = holdsPost ? quote.contentWarning : entry?.contentWarning
    let media = holdsPost ? quote.media : entry?.media ?? []
    let isSensitive = holdsPost ? quote.isSensitive : entry?.isSensitive ?? false
    let poll = holdsPost ? quote.poll : entry?.poll
    var lines: [String] = []
    if let warning { lines.append(warning.warningLabel) }
    // A post of only pictures or a poll has no text line, as the post's own screen shows it.
    let blank = body.trimmingSpaces.isEmpty
    if !blank || (media.isEmpty && poll == nil) { lines.append(blank ? "(no text)" : body) }
    if isSensitive, warning == nil, !media.isEmpty { lines.append(sensitiveMediaLabel) }
    var objects: [any Diffable] = []
    if !lines.isEmpty {
      objects.append(
        TextBlockModel(
          kind: .quotedText, title: nil, text: lines.joined(separator: "\n"), collapsible: false))
    }
    if let poll { objects.append(PollModel(poll: poll, diffID: "quoted poll")) }
    if !media.isEmpty { objects.append(MediaListModel(media: media, diffID: "quoted media")) }
    return objects
  }
}
