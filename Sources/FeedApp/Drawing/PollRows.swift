import FeedModel
import ListKit

/// A poll's options, one line each: a bar of the option's share of the votes, the share (right
/// aligned), the option and its count.
///
/// ```text
/// ▕██████▍   ▏ 64% Yes (16)
/// ▕███▋      ▏ 36% No (9)
/// ▕          ▏  0% Maybe (0)
/// ```
struct PollRows {
  let poll: Poll

  /// The width of the bar, inside its two edges.
  static let barWidth = 10

  /// Draws the first `rows` options from line `top`.
  func draw(into buffer: inout Buffer, top: Int, rows: Int, context: RenderContext) {
    let total = poll.totalVotes
    let shares = poll.options.map { total > 0 ? Double(max(0, $0.votes)) / Double(total) : 0 }
    let percents = shares.map { "\(Int(($0 * 100).rounded()))%" }
    let column = percents.map(\.count).max() ?? 0
    for (offset, option) in poll.options.prefix(rows).enumerated() {
      let bar = "▕" + Self.bar(shares[offset], width: Self.barWidth) + "▏"
      let used = buffer.write(bar, x: 0, y: top + offset, style: context.theme.accent)
      let padding = String(repeating: " ", count: column - percents[offset].count)
      let label = " " + padding + percents[offset] + " " + option.title + " (\(option.votes))"
      buffer.write(label.truncated(toWidth: max(0, buffer.width - used)), x: used, y: top + offset)
    }
  }

  /// A bar of eighth blocks filling a share of a width.
  static func bar(_ share: Double, width: Int) -> String {
    let eighths = Int((min(1, max(0, share)) * Double(width * 8)).rounded())
    let blocks = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    var text = String(repeating: "█", count: eighths / 8)
    if eighths % 8 > 0 { text += blocks[eighths % 8] }
    return text + String(repeating: " ", count: max(0, width - text.count))
  }
}
