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
///
/// On the Linux console the bar is of full and half blocks between box lines:
/// `│██████▌   │ 64% Yes (16)`.
struct PollRows {
  let poll: Poll
  /// Each option's share, or nil while it is not known (see `Poll/shares`).
  private let shares: [Double?]
  /// The shares, as shown: a percentage, or `–` while results are hidden.
  private let percents: [String]
  /// The width of the widest share, which the shares are right aligned in.
  private let percentColumn: Int
  /// Where an option's text starts: after the bar, its edges, and the right-aligned share.
  private let labelColumn: Int

  /// The rows of a poll; its shares are worked out once, here.
  init(poll: Poll) {
    self.poll = poll
    shares = poll.shares
    percents = shares.map { $0.map(Self.percent) ?? "–" }
    percentColumn = percents.map(\.count).max() ?? 0
    labelColumn = Self.barWidth + 2 + 1 + percentColumn + 1
  }

  /// The width of the bar, inside its two edges.
  static let barWidth = 10

  /// Draws the first options from line `top`, one line each, in `rows` lines: all of them
  /// when they fit, else all but the last line's worth, and on that line how many more there
  /// are (`+996 more options`), which the entry's screen shows, and whether the filter's
  /// `highlights` match one of them, which the row does not show.
  func draw(
    into buffer: inout Buffer, top: Int, rows: Int, highlights: [String] = [],
    context: RenderContext
  ) {
    let more = poll.options.count > rows ? poll.options.count - (rows - 1) : 0
    for (offset, option) in poll.options.prefix(more > 0 ? rows - 1 : rows).enumerated() {
      let y = top + offset
      let start = drawBar(of: offset, into: &buffer, y: y, context: context)
      let room = max(0, buffer.width - start)
      var text = label(of: option, forWidth: room).truncated(toWidth: room)
      // A match past the cut shows the words around it, as the post's line does.
      if !highlights.isEmpty, Highlighter.columns(of: highlights, in: text).isEmpty,
        let window = EntryRow.matchWindow(
          of: label(of: option, forWidth: EntryRow.matchSearchLimit / 64), words: highlights,
          width: room)
      {
        text = window
      }
      buffer.write(text, x: start, y: y)
      Highlighter.apply(
        context.theme.highlight, to: highlights, in: text, x: start, y: y, buffer: &buffer)
    }
    if more > 0 {
      // The hint only whole, where it fits; that a hidden option matches comes first.
      let hidden = poll.options.dropFirst(rows - 1)
      let matches =
        !highlights.isEmpty
        && hidden.contains { !Highlighter.columns(of: highlights, in: $0.title).isEmpty }
      let more = "+\(more) more options"
      let count = more + (matches ? " · a match among them" : "")
      let hinted = count + " · Enter shows them all"
      let line = (hinted.displayWidth <= buffer.width ? hinted : count)
        .truncated(toWidth: buffer.width)
      buffer.write(line, x: 0, y: top + rows - 1, style: context.theme.secondary)
      if matches {
        // Lit as a match is, so the eye finds why the filter chose this row.
        let start = more.displayWidth + 3
        buffer.applyStyle(
          context.theme.highlight,
          to: Rect(x: start, y: top + rows - 1, width: "a match among them".displayWidth, height: 1)
        )
      }
    }
  }

  /// The most lines a poll takes in a feed row: a poll of more options shows the first of
  /// them and a line saying how many more there are.
  static let feedRowLimit = 5

  /// Draws one option from line `top` (which may be above the buffer): its bar and share, and
  /// its text and count as ``wrappedOptions(width:)`` gave them at the buffer's width, wrapped
  /// under its start, as the entry screen shows them.
  func drawWrapped(
    option offset: Int, lines: [String], into buffer: inout Buffer, top: Int,
    context: RenderContext
  ) {
    let start = drawBar(of: offset, into: &buffer, y: top, context: context)
    // Beside the bar, or under it from its first line's end when the screen is narrow.
    let x = lines.first == "" && lines.count > 1 ? 0 : start
    for (line, text) in lines.enumerated() where (0..<buffer.height).contains(top + line) {
      buffer.write(text.truncated(toWidth: max(0, buffer.width - x)), x: x, y: top + line)
    }
  }

  /// Each option's text and count wrapped at `width`, in order: a line at least each; an
  /// option the browsing user voted for ends in ``ownVoteMark``, as Mastodon marks it.
  func wrappedOptions(width: Int) -> [[String]] {
    let own = Set(poll.ownVotes)
    return poll.options.enumerated().map { offset, option in
      wrappedLabel(of: option, isOwnVote: own.contains(offset), width: width)
    }
  }

  /// The mark after an option the browsing user voted for, on the entry screen.
  static let ownVoteMark = "✓"

  /// The fewest columns an option's text wraps in beside its bar; with less, it goes under it.
  static let narrowestLabel = 12

  /// An option's text wrapped as the entry screen shows it, with the mark of the browsing
  /// user's vote: beside the bar
  /// and share, or, on a screen too narrow for that, on the lines under them, whole width.
  private func wrappedLabel(of option: Poll.Option, isOwnVote: Bool, width: Int) -> [String] {
    let room = width - labelColumn
    let text = label(of: option) + (isOwnVote ? " " + Self.ownVoteMark : "")
    if room >= Self.narrowestLabel {
      let lines = text.wrapped(toWidth: room)
      return lines.isEmpty ? [""] : lines
    }
    return [""] + text.wrapped(toWidth: max(1, width - 2)).map { "  " + $0 }
  }

  /// An option's text and count: `Coffee (5)`; with a width, only as much of the text as a
  /// line that wide shows is read (an option can be megabytes long).
  private func label(of option: Poll.Option, forWidth width: Int? = nil) -> String {
    let title = width.map { option.title.lineExcerpt(forWidth: $0) } ?? option.title
    return title.asOneLine + (option.votes.map { " (\($0))" } ?? "")
  }

  /// Draws an option's bar and share on line `y`; returns the column its text starts at.
  private func drawBar(
    of offset: Int, into buffer: inout Buffer, y: Int, context: RenderContext
  )
    -> Int
  {
    let glyphs = context.theme.glyphs
    let edges = glyphs == .console ? ("│", "│") : ("▕", "▏")
    let bar =
      edges.0 + Self.bar(shares[offset] ?? 0, width: Self.barWidth, glyphs: glyphs) + edges.1
    let used = buffer.write(bar, x: 0, y: y, style: context.theme.accent)
    let padding = String(repeating: " ", count: percentColumn - percents[offset].count)
    return used + buffer.write(" " + padding + percents[offset] + " ", x: used, y: y)
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

  /// A bar of eighth blocks filling a share of a width; on the Linux console, whose fonts have
  /// no eighths, of full and half blocks (`█▌`), to the nearest half column.
  static func bar(_ share: Double, width: Int, glyphs: GlyphSet = .unicode) -> String {
    let steps = glyphs == .console ? 2 : 8
    let filled = Int((min(1, max(0, share)) * Double(width * steps)).rounded())
    let blocks = glyphs == .console ? ["", "▌"] : ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    var text = String(repeating: "█", count: filled / steps)
    if filled % steps > 0 { text += blocks[filled % steps] }
    return text + String(repeating: " ", count: max(0, width - text.count))
  }
}
