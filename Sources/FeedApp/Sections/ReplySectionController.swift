import FeedModel
import ListKit

/// The lines saying what an entry replies to: whom, where Enter goes, and the start of the
/// text of the post replied to when the document holds it (as Mastodon's thread view shows the
/// post above), else its address, as the quote line says what a post quotes.
///
/// ```text
/// ↩ in reply to @bob@other.example · Enter opens it
///   Soup tonight? I was thinking of making miso
///
/// ↩ in reply to @bob@other.example · Enter opens their profile
/// https://other.example/users/bob/statuses/77 · not in this document
/// ```
///
/// Enter opens the post replied to when it is in the document (by its entry id, else its
/// address; a post held only inside another's quote of it, that quote), else the profile of its author when the document knows them and they are not the
/// browsing user (a reply to one's own post that is gone); otherwise it says where the post is.
/// A post not in the document is said to be so on the screen too.
final class ReplySectionController: ModelSectionController<ReplyModel> {
  private let state: DocumentState
  private weak var navigator: (any AppNavigator)?

  init(state: DocumentState, navigator: (any AppNavigator)?) {
    self.state = state
    self.navigator = navigator
    super.init()
  }

  override var kind: SectionKind { .reply }

  override func height(forItem index: Int, width: Int) -> Int {
    lines(width: width).count + (holderPosition == nil ? 0 : 1)
  }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    let lines = lines(width: buffer.width)
    for (offset, line) in lines.enumerated() where offset < buffer.height {
      buffer.write(line, x: 0, y: offset, style: context.theme.secondary)
    }
    // The post replied to, by the start of its text, as a thread reads; its screen has its
    // address.
    // Set in under the `↩` and dim, as the line above it: quoted from the parent, its content
    // warning is the parent's, not the reply's own.
    guard let reply = model?.reply, lines.count < buffer.height else { return }
    let feed = state.document.feed
    let gist: (warning: String?, text: String)?
    if let position = Self.position(of: reply, in: state.document) {
      let parent = feed.entry(at: position, commentLimit: RepliesSectionController.commentLimit)
      gist = (parent.contentWarning, parent.comment)
    } else if let position = Self.quotingPosition(of: reply, in: state.document),
      let quote = feed.entry(at: position, commentLimit: 0).quote
    {
      gist = (quote.contentWarning, quote.text ?? "")
    } else {
      gist = nil
    }
    if let gist {
      buffer.drawGist(
        warning: gist.warning, text: gist.text, y: lines.count, indent: Self.gistIndent,
        style: context.theme.secondary, context: context)
    }
  }

  /// The feed position of the entry that shows the post replied to, when the document holds
  /// it: the post's own, else that of a quote holding it.
  private var holderPosition: Int? {
    model.flatMap { Self.holderPosition(of: $0.reply, in: state.document) }
  }

  override func didSelect(item index: Int) {
    guard let reply = model?.reply else { return }
    if let route = destination(of: reply) {
      navigator?.open(route)
    } else {
      navigator?.show(.notInDocument(reply.address))
    }
  }

  /// How far the parent's gist is set in: under the words after the `↩ `.
  static let gistIndent = 2

  /// The most of an address shown: far more than any server writes, so that a hostile one
  /// costs a bounded wrap.
  static let addressLimit = 4_096

  /// The text, `width` columns wide: a line too wide breaks between its parts, and a part
  /// too wide for a line of its own wraps.
  private func lines(width: Int) -> [String] {
    guard let reply = model?.reply else { return [""] }
    let block = TextBlockModel(
      kind: .reply, partLines: Self.partLines(of: reply, in: state.document))
    return block.text(width: width).wrapped(toWidth: max(1, width))
  }

  /// The reply's lines, in parts joined with ` · `: whom it answers and where Enter goes,
  /// then, for a post the document does not hold, its address when the first line does not
  /// already name it, and that it is not in this document.
  static func partLines(of reply: Reply, in document: Document) -> [[String]] {
    let target = document.replyTarget(of: reply)
    let hint = destination(of: reply, in: document)?.postLineHint ?? ""
    var lines = [["↩ in reply to " + target] + (hint.isEmpty ? [] : [Self.hintPart(hint)])]
    // A post the document holds is shown by its gist instead, under these lines.
    guard holderPosition(of: reply, in: document) == nil else { return lines }
    var address = reply.address
    if address.count > addressLimit { address = String(address.prefix(addressLimit)) + "…" }
    if !address.trimmingSpaces.isEmpty, reply.address != target { lines.append([address]) }
    lines[lines.count - 1].append("not in this document")
    return lines
  }

  /// A hint such as ` · Enter opens it` as a part: without its separator.
  private static func hintPart(_ hint: String) -> String {
    String(hint.drop { $0 == " " || $0 == "·" })
  }

  /// Where Enter goes.
  private func destination(of reply: Reply) -> Route? {
    Self.destination(of: reply, in: state.document)
  }

  /// Where Enter goes: see `Document.lostPostDestination(entry:author:)`, never to the
  /// browsing user's own profile, which says nothing of a post of theirs that is gone.
  static func destination(of reply: Reply, in document: Document) -> Route? {
    document.lostPostDestination(
      entry: holderPosition(of: reply, in: document), author: reply.author)
  }

  /// The feed position of the entry that shows the post replied to: the post's own (see
  /// ``position(of:in:)``), else that of the entry quoting it, when the document holds the
  /// post only inside that quote (``quotingPosition(of:in:)``).
  static func holderPosition(of reply: Reply, in document: Document) -> Int? {
    position(of: reply, in: document) ?? quotingPosition(of: reply, in: document)
  }

  /// The feed position of the entry whose quote holds the post replied to
  /// (`Reply.quotingEntryID`), when it is in the document and quotes a post.
  static func quotingPosition(of reply: Reply, in document: Document) -> Int? {
    guard let id = reply.quotingEntryID, let position = document.feed.position(ofID: id),
      document.feed.flags(at: position).contains(.isQuote)
    else { return nil }
    return position
  }

  /// The feed position of the post replied to, by its entry id, else by its address.
  static func position(of reply: Reply, in document: Document) -> Int? {
    if let id = reply.entryID, let position = document.feed.position(ofID: id) { return position }
    guard !reply.address.isEmpty else { return nil }
    return document.feed.position(ofID: reply.address)
  }
}
