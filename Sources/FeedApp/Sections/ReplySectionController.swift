import FeedModel
import ListKit

/// The line saying what an entry replies to: `↩ in reply to @ainame@example.social`.
///
/// Enter opens the post replied to when it is in the feed, else the profile of its author when
/// the document knows them; otherwise says where the post is.
final class ReplySectionController: ModelSectionController<ReplyModel> {
  private let state: DocumentState
  private weak var navigator: (any AppNavigator)?

  init(state: DocumentState, navigator: (any AppNavigator)?) {
    self.state = state
    self.navigator = navigator
    super.init()
  }

  override var kind: SectionKind { .reply }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    guard let reply = model?.reply else { return }
    let hint = destination(of: reply)?.postLineHint ?? ""
    let line = "↩ in reply to " + state.document.replyTarget(of: reply) + hint
    buffer.write(line.truncated(toWidth: buffer.width), x: 0, y: 0, style: context.theme.secondary)
  }

  override func didSelect(item index: Int) {
    guard let reply = model?.reply else { return }
    if let route = destination(of: reply) {
      navigator?.open(route)
    } else {
      navigator?.show(.notInDocument(reply.address))
    }
  }

  /// Where Enter goes (see `Document.postDestination(entry:author:)`).
  private func destination(of reply: Reply) -> Route? {
    let document = state.document
    return document.postDestination(
      entry: reply.entryID.flatMap { document.feed.position(ofID: $0) }, author: reply.author)
  }
}
