import FeedModel
import ListKit

/// A poll's options, one line each: a bar of the option's share, the share (right aligned),
/// the option and its count.
///
/// The share is of the votes, or of the voters when several choices are allowed (as Mastodon
/// shows it, so the shares may add up to more than 100%). While the results are hidden, an
/// option shows an empty bar and `–`; so does every option when a count cannot be read, and the
/// share is of the votes, whose total is then not known.
///
/// ```text
/// ▕██████▍   ▏ 64% Yes (16)
/// ▕███▋      ▏ 36% No (9)
/// ▕          ▏  0% Maybe (0)
/// ```
struct PollRows {
  let poll: Poll
  /// Each option's share, or nil while it is not known (see `Poll/shares`).
  private let shares: [Double?]
  /// The shares, as shown: a percentage, or `–` while results are hidden.
  private let percents: [String]
  /// Where an option's text starts: after the bar, its edges, and the right-aligned share.
  private let labelColumn: Int

  /// The rows of a poll; its shares are worked out once, here.
  init(poll: Poll) {
    self.poll = poll
    shares = poll.shares
    percents = shares.map { $0.map(Self.percent) ?? "–" }
    labelColumn = Self.barWidth + 2 + 1 + (percents.map(\.count).max() ?? 0) + 1
  }

  /// The width of the bar, inside its two edges.
  static let barWidth = 10

  /// Draws the first `rows` options from line `top`, one line each.
  func draw(into buffer: inout Buffer, top: Int, rows: Int, context: RenderContext) {
    draw(into: &buffer, top: top, options: rows, wrapping: false, context: context)
  }

  /// Draws every option from line `top`, its text and count wrapped under its start, as the
  /// entry screen shows them: ``height(width:)`` lines.
  func drawWrapped(into buffer: inout Buffer, top: Int, context: RenderContext) {
    draw(into: &buffer, top: top, options: poll.options.count, wrapping: true, context: context)
  }

  /// The lines the options take wrapped at `width`.
  func height(width: Int) -> Int {
    poll.options.map { wrappedLabel(of: $0, width: width).count }.reduce(0, +)
  }

  /// The fewest columns an option's text wraps in beside its bar; with less, it goes under it.
  static let narrowestLabel = 12

  /// An option's text wrapped as ``drawWrapped(into:top:context:)`` draws it: beside the bar
  /// and share, or, on a screen too narrow for that, on the lines under them, whole width.
  private func wrappedLabel(of option: Poll.Option, width: Int) -> [String] {
    let room = width - labelColumn
    if room >= Self.narrowestLabel {
      let lines = label(of: option).wrapped(toWidth: room)
      return lines.isEmpty ? [""] : lines
    }
    return [""] + label(of: option).wrapped(toWidth: max(1, width - 2)).map { "  " + $0 }
  }

  /// An option's text and count: `Coffee (5)`; with a width, only as much of the text as a
  /// line that wide shows is read (an option can be megabytes long).
  private func label(of option: Poll.Option, forWidth width: Int? = nil) -> String {
    let title = width.map { option.title.lineExcerpt(forWidth: $0) } ?? option.title
    return title.asOneLine + (option.votes.map { " (\($0))" } ?? "")
  }

  private func draw(
    into buffer: inout Buffer, top: Int, options: Int, wrapping: Bool, context: RenderContext
  ) {
    let column = percents.map(\.count).max() ?? 0
    var y = top
    for (offset, option) in poll.options.prefix(options).enumerated() {
      let bar = "▕" + Self.bar(shares[offset] ?? 0, width: Self.barWidth) + "▏"
      let used = buffer.write(bar, x: 0, y: y, style: context.theme.accent)
      let padding = String(repeating: " ", count: column - percents[offset].count)
      let start = used + buffer.write(" " + padding + percents[offset] + " ", x: used, y: y)
      guard wrapping else {
        let room = max(0, buffer.width - start)
        buffer.write(
          label(of: option, forWidth: room).truncated(toWidth: room), x: start, y: y)
        y += 1
        continue
      }
      let lines = wrappedLabel(of: option, width: buffer.width)
      // Beside the bar, or under it from its first line's end when the screen is narrow.
      let x = lines.first == "" && lines.count > 1 ? 0 : start
      for line in lines {
        buffer.write(line.truncated(toWidth: max(0, buffer.width - x)), x: x, y: y)
        y += 1
      }
    }
  }

  /// The line under a poll on the entry screen: how many voted, whether several choices are
  /// allowed, and when it ends or ended (by `now`, seconds since 1970).
  ///
  /// `12 voters · 20 votes · several choices · ended 2024-01-09 10:00 UTC`; `results hidden`
  /// or `votes unknown` in place of the votes when they are not known.
  func summary(now: Int) -> String {
    var parts: [String] = []
    // The voters the shares are of: at least an option's votes, as the warning says.
    let voters = poll.votersCount.map { max($0, poll.votesBeyondVoters ?? 0) }
      .flatMap { $0 > 0 ? $0 : nil }
    if let voters, poll.allowsMultiple || poll.hidesResults || poll.hasUnknownVotes {
      parts.append(Self.count(voters, "voter"))
    }
    if poll.hidesResults {
      parts.append("results hidden")
    } else if poll.hasUnknownVotes {
      // A count the document holds could not be read: the total is not known.
      parts.append("votes unknown")
    } else {
      parts.append(Self.count(poll.totalVotes, "vote"))
    }
    if poll.allowsMultiple { parts.append("several choices") }
    if poll.hasEnded(now: now) {
      parts.append(poll.endsAt.map { "ended " + DisplayDate.text(for: $0) } ?? "closed")
    } else if let end = poll.endsAt {
      parts.append("ends " + DisplayDate.text(for: end))
    }
    return parts.joined(separator: " · ")
  }

  /// `1 vote`, `2 votes`.
  private static func count(_ number: some BinaryInteger, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// A share as a whole percentage, `64%`; past 999,999%, which counts that disagree this
  /// much can give, `>999999%`.
  static func percent(_ share: Double) -> String {
    let value = (share * 100).rounded()
    guard value.isFinite, value < 1_000_000 else { return ">999999%" }
    return "\(Int(max(0, value)))%"
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
