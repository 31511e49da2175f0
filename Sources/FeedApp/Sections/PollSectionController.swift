import FeedModel
import ListKit

/// An entry's poll: one line per option with a bar of its share of the votes, then the total.
final class PollSectionController: ModelSectionController<PollModel> {
  override var kind: SectionKind { .poll }
  override func canSelect(item index: Int) -> Bool { true }

  override func height(forItem index: Int, width: Int) -> Int {
    (model?.poll.options.count ?? 0) + 1
  }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    guard let poll = model?.poll else { return }
    PollRows(poll: poll).draw(into: &buffer, top: 0, rows: poll.options.count, context: context)
    var total = "\(poll.totalVotes) vote\(poll.totalVotes == 1 ? "" : "s")"
    if poll.allowsMultiple { total += " · several choices allowed" }
    if let end = poll.endsAt { total += " · ends " + DisplayDate.text(for: end) }
    buffer.write(
      total.truncated(toWidth: buffer.width), x: 0, y: poll.options.count,
      style: context.theme.secondary)
  }
}
