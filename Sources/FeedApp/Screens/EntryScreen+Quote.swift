import FeedModel
import ListKit

extension EntryScreen {
  /// The sections that show what an entry quotes.
  ///
  /// A line names the quoted post, when it was posted, and its address (Enter opens the post
  /// when it is in the document, else its author's profile when the document knows them, else
  /// says where it is, when known); then comes the quoted
  /// post's text when the quote is accepted and the text is known. The quoted post's date is
  /// on the line that names it, apart from the entry's own.
  ///
  /// ```text
  /// ❝ Quoting @bob@remote.example · 2024-03-09 08:00 UTC · Enter opens it
  /// https://remote.example/@bob/900
  ///
  /// bob original
  /// ```
  static func quoteObjects(_ quote: Quote, document: Document) -> [any Diffable] {
    let quoted = (quote.entryID ?? quote.address).flatMap { document.feed.position(ofID: $0) }
    let entry = quoted.map { document.feed[$0] }
    let target = document.quoteTarget(of: quote)
    var text = "❝ Quoting " + target
    if let phrase = quote.statePhrase { text += " · " + phrase }
    if quote.isAccepted,
      let date = quote.postedAt.map(DisplayDate.text(for:)) ?? entry?.displayDate
    {
      text += " · " + date
    }
    let destination = document.postDestination(entry: quoted, author: quote.author)
    text += destination?.postLineHint ?? ""
    if let address = quote.address, address != target { text += "\n" + address }
    var block = TextBlockModel(kind: .quote, title: nil, text: text, collapsible: false)
    block.opens = destination
    if block.opens == nil {
      block.tapMessage = quote.address.map {
        StatusMessage.notInDocument($0)
      }
    }
    var objects: [any Diffable] = [block]
    guard quote.isAccepted else { return objects }
    guard let body = quote.text ?? entry?.comment else { return objects }
    var lines: [String] = []
    if let warning = quote.contentWarning ?? entry?.contentWarning {
      lines.append(warning.warningLabel)
    }
    lines.append(body.trimmingSpaces.isEmpty ? "(no text)" : body)
    objects.append(
      TextBlockModel(
        kind: .quotedText, title: nil, text: lines.joined(separator: "\n"), collapsible: false))
    return objects
  }
}
