import FeedModel
import ListKit

/// The line saying what an entry replies to: `↩ in reply to @ainame@example.social`.
///
/// Enter opens the post replied to when it is in the feed; otherwise says where it is.
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
    let opens = reply.entryID.flatMap { state.document.feed.position(ofID: $0) } != nil
    let line =
      "↩ in reply to " + state.document.replyTarget(of: reply)
      + (opens ? " · Enter opens it" : "")
    buffer.write(line.truncated(toWidth: buffer.width), x: 0, y: 0, style: context.theme.secondary)
  }

  override func didSelect(item index: Int) {
    guard let reply = model?.reply else { return }
    if let id = reply.entryID, state.document.feed.position(ofID: id) != nil {
      navigator?.open(.entry(id))
    } else {
      navigator?.show(
        .notInDocument(reply.address))
    }
  }
}
