import FeedModel
import ListKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An entry's poll: one line per option with a bar of its share, then how many voted and when
/// it ends or ended.
///
/// The poll is laid out once per width (its shares worked out, each option wrapped), and a
/// frame draws only the options in view: a key costs the same for a poll of a thousand options
/// as for one of two.
final class PollSectionController: ModelSectionController<PollModel> {
  /// The moment a poll's end is compared with, in seconds since 1970.
  private let now: Int
  /// The poll laid out at the width last measured, until the poll changes.
  private var layout: Layout?

  /// A controller that compares poll ends with `now` (by default, the time it is made).
  init(now: Int = Int(time(nil))) {
    self.now = now
    super.init()
  }

  override var kind: SectionKind { .poll }
  override func canSelect(item index: Int) -> Bool { true }

  override func didUpdate(model: PollModel) { layout = nil }

  override func height(forItem index: Int, width: Int) -> Int {
    guard let poll = model?.poll else { return 1 }
    if layout?.width != width { layout = Layout(poll: poll, width: width, now: now) }
    return layout?.height ?? 1
  }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    render(item: index, lines: 0..<buffer.height, into: &buffer, context: context)
  }

  /// The options in view, each whole, wrapped under its start, then the summary, wrapped.
  override func render(
    item index: Int, lines: Range<Int>, into buffer: inout Buffer, context: RenderContext
  ) {
    guard let poll = model?.poll else { return }
    // Not measured at this width: laid out for this frame alone, as drawing changes nothing.
    let layout =
      self.layout.flatMap { $0.width == buffer.width ? $0 : nil }
      ?? Layout(poll: poll, width: buffer.width, now: now)
    var option = layout.option(atLine: lines.lowerBound)
    while option < layout.options.count, layout.starts[option] < lines.upperBound {
      layout.rows.drawWrapped(
        option: option, lines: layout.options[option], into: &buffer,
        top: layout.starts[option] - lines.lowerBound, context: context)
      option += 1
    }
    let summaryTop = layout.starts[layout.options.count]
    for (offset, line) in layout.summary.enumerated()
    where lines.contains(summaryTop + offset) {
      buffer.write(
        line, x: 0, y: summaryTop + offset - lines.lowerBound, style: context.theme.secondary)
    }
  }

  /// A poll laid out at a width.
  private struct Layout {
    let width: Int
    let rows: PollRows
    /// Each option's text and count, wrapped.
    let options: [[String]]
    /// The line each option starts at, and last, the line the summary starts at.
    let starts: [Int]
    /// The summary, wrapped.
    let summary: [String]

    init(poll: Poll, width: Int, now: Int) {
      self.width = width
      rows = PollRows(poll: poll)
      options = rows.wrappedOptions(width: width)
      var starts = [0]
      starts.reserveCapacity(options.count + 1)
      for lines in options { starts.append(starts[starts.count - 1] + lines.count) }
      self.starts = starts
      summary = rows.summary(now: now).wrapped(toWidth: width)
    }

    /// The options' lines and the summary's, a line at least.
    var height: Int { starts[starts.count - 1] + max(1, summary.count) }

    /// The option a line of the options is in: the last that starts at or before it.
    func option(atLine line: Int) -> Int {
      var low = 0
      var high = options.count
      while low < high {
        let middle = (low + high) >> 1
        if starts[middle + 1] <= line { low = middle + 1 } else { high = middle }
      }
      return low
    }
  }
}
