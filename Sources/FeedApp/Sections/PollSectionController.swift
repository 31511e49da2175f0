import FeedModel
import ListKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An entry's poll: one line per option with a bar of its share, then how many voted and when
/// it ends or ended.
final class PollSectionController: ModelSectionController<PollModel> {
  /// The moment a poll's end is compared with, in seconds since 1970.
  private let now: Int

  /// A controller that compares poll ends with `now` (by default, the time it is made).
  init(now: Int = Int(time(nil))) {
    self.now = now
    super.init()
  }

  override var kind: SectionKind { .poll }
  override func canSelect(item index: Int) -> Bool { true }

  override func height(forItem index: Int, width: Int) -> Int {
    guard let poll = model?.poll else { return 1 }
    let rows = PollRows(poll: poll)
    return rows.height(width: width) + max(1, rows.summary(now: now).wrapped(toWidth: width).count)
  }

  /// Every option whole, wrapped under its start, then the summary, wrapped.
  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    guard let poll = model?.poll else { return }
    let rows = PollRows(poll: poll)
    rows.drawWrapped(into: &buffer, top: 0, context: context)
    let top = rows.height(width: buffer.width)
    for (offset, line) in rows.summary(now: now).wrapped(toWidth: buffer.width).enumerated() {
      buffer.write(line, x: 0, y: top + offset, style: context.theme.secondary)
    }
  }
}
