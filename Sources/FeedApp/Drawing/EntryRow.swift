import FeedModel
import ListKit

/// Draws one entry of the feed in the lines its ``EntryRowLayout`` gives: the byline, a reply
/// line, a quote line, a content warning, the first line of text, the poll and the picture with its caption.
struct EntryRow {
  let entry: FeedEntry
  let layout: EntryRowLayout
  let author: User?
  /// Words the filter matched, to highlight.
  let highlights: [String]
  /// The moment a poll's end is compared with, in seconds since 1970: the row says whether
  /// it is open.
  var now = 0
  /// Whether the filter searched the author's name, which is then highlighted too.
  var highlightsAuthor = true
  /// The text of the post a boost boosted, when it is in the document too, for a boost that
  /// holds nothing of it (``FeedEntry/isBareBoost``): until the document is complete, when
  /// such a boost takes what its post shows.
  var boostedText: String?
  /// How the reply line names what the entry replies to, when the document can say
  /// (`Document.replyTarget(of:)`).
  var replyTarget: String?
  /// What a boost that holds only its post's address says after it: that the archive lacks
  /// another's post's text, or that one's own post, which the archive would hold, is not in
  /// the document (deleted); nothing while that cannot be told yet.
  var boostedPostNote = " · text not in the archive"
  /// Whom a boost boosted, as the row names them (`Document.authorName(_:)`).
  var boostTarget: String?
  /// Whom a quote quotes, as the row names them (`Document.quoteTarget(of:)`).
  var quoteTarget: String?
  /// Whether a quote that holds only its post's address says that post is not in the
  /// document: one's own post, which the archive would hold (deleted); not while that cannot
  /// be told yet.
  var quotedPostIsGone = false
  /// Draws the first attachment's picture into a box, or its frame while it is not ready.
  var drawPicture: (inout Buffer, Rect, MediaAttachment, RenderContext) -> Void = {
    buffer, rect, media, context in
    buffer.drawPictureFrame(media, in: rect, context: context)
  }

  /// The post's text as far as ``matchSearchLimit`` bytes, for a row whose line shows none of
  /// the filter's words to find one in: set only while a filter is on.
  var wholeText: (() -> String)?

  /// Why the first attachment shows no picture, when pictures are off (`(missing)`), for its
  /// line to say after its name.
  var mediaNote: (MediaAttachment) -> FrameNote? = { _ in nil }

  /// What a line of the buffer's width can show of a text from the document, on one line (a
  /// warning, an alt text): it can be megabytes long, and a row reads only as far as its line
  /// needs, cut to the width once, so that measuring it again costs a line's worth.
  func line(_ text: String, _ buffer: Buffer) -> String {
    (text.oneLine(forWidth: buffer.width) ?? "").truncated(toWidth: buffer.width)
  }

  /// What a line of the buffer's width can show of a name from the document, as ``line(_:_:)``
  /// reads a text, but never joined onto one line: a name shows its controls.
  func nameLine(_ name: String, _ buffer: Buffer) -> String {
    name.lineExcerpt(forWidth: buffer.width).truncated(toWidth: buffer.width)
  }

  /// Draws the entry into a buffer of the layout's height.
  mutating func draw(into buffer: inout Buffer, context: RenderContext) {
    drawByline(into: &buffer, context: context)
    var y = 1
    if let reply = entry.reply {
      let target = nameLine(replyTarget ?? reply.author ?? reply.address, buffer)
      buffer.write(
        ("↩ in reply to " + target).truncated(toWidth: buffer.width), x: 0, y: y,
        style: context.theme.secondary)
      y += 1
    }
    if let quote = entry.quote {
      let line = quote.feedLine(
        target: nameLine(quoteTarget ?? quote.target, buffer), isGone: quotedPostIsGone,
        width: buffer.width)
      buffer.write(line, x: 0, y: y, style: context.theme.secondary)
      y += 1
    }
    // Whether the row shows one of the filter's words, which then needs no other word of where.
    var rowShowsMatch = bylineShowsMatch(buffer)
    if let warning = entry.contentWarning {
      let text = line(warning, buffer).warningLabel
      // The warning keeps its words first; the hint says as much as still fits beside it.
      // When even the shortest hint leaves too little room, the warning is cut after a word.
      // When the filter matched what the warning hides, the hint says so.
      // That hint is kept before the warning's last words, while a dozen columns of it show.
      let shortest = layout.isHidden ? " · Space shows" : " · Space hides"
      let matchHint = " · Space shows the match"
      let showsMatch =
        layout.isHidden && buffer.width - matchHint.displayWidth >= 12
        && matchesHidden(besides: text, buffer)
      let hints =
        !layout.isHidden
        ? [" · Space hides the post", shortest]
        : [" · Space shows " + Self.hiddenContents(of: entry), " · Space shows the post", shortest]
      let hint =
        showsMatch
        ? matchHint
        : hints.first { text.displayWidth + $0.displayWidth <= buffer.width } ?? shortest
      let room = max(0, buffer.width - hint.displayWidth)
      var warning = text.truncatedAtWord(toWidth: room)
      // A match past the cut shows as the part of the warning around it, as a text's does.
      if Highlighter.columns(of: highlights, in: warning).isEmpty, !highlights.isEmpty,
        let whole = entry.contentWarning,
        let window = Self.matchWindow(
          of: String(decoding: whole.utf8.prefix(Self.matchSearchLimit), as: UTF8.self),
          words: highlights, width: room - "⚠ ".displayWidth)
      {
        warning = window.warningLabel
      }
      let used = buffer.write(warning, x: 0, y: y, style: .contentWarning())
      rowShowsMatch = rowShowsMatch || !Highlighter.columns(of: highlights, in: warning).isEmpty
      Highlighter.apply(
        context.theme.highlight, to: highlights, in: warning, x: 0, y: y, buffer: &buffer)
      buffer.write(hint, x: used, y: y, style: context.theme.secondary)
      y += 1
    }
    guard !layout.isHidden else { return }
    if layout.hasTextLine {
      rowShowsMatch =
        drawComment(
          into: &buffer, y: layout.commentLine, windowed: !rowShowsMatch, context: context)
        || rowShowsMatch
    }
    if let poll = entry.poll {
      let rows = PollRows(poll: poll)
      rows.draw(
        into: &buffer, top: layout.pollTop, rows: layout.pollRows, highlights: highlights,
        context: context)
      if layout.pollRows > 0 {
        buffer.write(
          rows.feedSummary(now: now, width: buffer.width), x: 0,
          y: layout.pollSummaryLine, style: context.theme.secondary)
      }
    }
    if layout.hasMedia, let first = entry.media.first {
      // A poll's match shows, or its line says one is among the options it leaves out.
      let pollMatches =
        entry.poll?.options.contains { !Highlighter.columns(of: highlights, in: $0.title).isEmpty }
        ?? false
      drawMedia(first, into: &buffer, showsMatch: rowShowsMatch || pollMatches, context: context)
    }
  }

  /// What a content warning hides: `the post`, and then what it holds besides the text, as
  /// in `the post, a poll and 2 pictures`.
  static func hiddenContents(of entry: FeedEntry) -> String {
    var parts = ["the post"]
    if entry.poll != nil { parts.append("a poll") }
    let kinds = Set(entry.media.map(\.kind))
    if let kind = kinds.first {
      let noun =
        switch kinds.count == 1 ? kind : .unknown {
        case .image: "picture"
        case .video: "video"
        case .audio: "sound"
        case .unknown: "file"
        }
      parts.append("\(entry.media.count) \(noun)\(entry.media.count == 1 ? "" : "s")")
    }
    guard let last = parts.popLast(), !parts.isEmpty else { return "the post" }
    return parts.joined(separator: ", ") + " and " + last
  }

  /// How the feed names a user: by display name when they have an address on a network (as
  /// Mastodon does), else by nickname.
  static func name(of user: User?) -> String? {
    guard let user else { return nil }
    guard user.address?.isEmpty == false, let full = user.fullName, !full.isEmpty else {
      return user.nickname
    }
    return full
  }

  /// How many bytes of a comment a row of a width needs at most.
  ///
  /// The first line of a long post is all a row shows.
  static func commentLimit(width: Int) -> Int { String.lineExcerptLimit(width: width) }

  /// The first line of the text, with the filter's words highlighted; returns whether it
  /// shows one.
  ///
  /// When the line shows none of them but the text holds one (in a later paragraph, or past
  /// the cut), and `windowed`, the line is the part of the text around it instead
  /// (``matchWindow(of:words:width:)``).
  private func drawComment(
    into buffer: inout Buffer, y: Int, windowed: Bool, context: RenderContext
  ) -> Bool {
    if let boost = entry.boost, entry.isBareBoost, boostedText == nil {
      let line = (boost.address + boostedPostNote).truncated(toWidth: buffer.width)
      buffer.write(line, x: 0, y: y, style: context.theme.secondary)
      return false
    }
    let shown = entry.isBareBoost ? boostedText ?? "" : entry.comment
    guard let text = shown.oneLine(forWidth: buffer.width) else {
      buffer.write("(no text)", x: 0, y: y, style: context.theme.secondary)
      return false
    }
    var line = text.truncated(toWidth: buffer.width)
    var lit = Highlighter.columns(of: highlights, in: line)
    if lit.isEmpty, windowed, !highlights.isEmpty,
      let window = Self.matchWindow(
        of: entry.isBareBoost ? shown : wholeText?() ?? shown, words: highlights,
        width: buffer.width)
    {
      line = window
      lit = Highlighter.columns(of: highlights, in: line)
    }
    buffer.write(line, x: 0, y: y)
    for range in lit {
      buffer.applyStyle(
        context.theme.highlight, to: Rect(x: range.lowerBound, y: y, width: range.count, height: 1))
    }
    return !lit.isEmpty
  }

  /// The picture and its caption, or a line saying the media are hidden.
  ///
  /// Unless the row `showsMatch`, its caption says which attachment the filter matched, when
  /// the caption does not show it (``hiddenMediaMatch(shown:)``).
  private func drawMedia(
    _ media: MediaAttachment, into buffer: inout Buffer, showsMatch: Bool,
    context: RenderContext
  ) {
    let top = layout.mediaTop
    if layout.mediaHidden {
      buffer.write(
        "▣ sensitive media · Space shows it".truncated(toWidth: buffer.width), x: 0, y: top,
        style: context.theme.warning)
      return
    }
    if layout.pictureRows > 0 {
      drawPicture(
        &buffer, Rect(x: 0, y: top, width: buffer.width, height: layout.pictureRows), media,
        context)
    }
    var more = entry.media.count > 1 ? " · +\(entry.media.count - 1) more" : ""
    if entry.isSensitive, !layout.hasWarning { more += " · Space hides it" }
    guard layout.pictureRows > 0 else {
      var text = plainCaption(media, more: more, width: buffer.width)
      if !showsMatch, let hint = hiddenMediaMatch(shown: text) {
        text = plainCaption(media, more: hint + more, width: buffer.width)
        writeCaption(text, hint: hint, y: top, into: &buffer, context: context)
      } else {
        buffer.write(text, x: 0, y: top, style: context.theme.secondary)
      }
      return
    }
    let described = media.description.map { "“\(line($0, buffer))”" }
    let caption = described ?? nameLine(media.fileName, buffer)
    let hint = showsMatch ? nil : hiddenMediaMatch(shown: caption.truncated(toWidth: buffer.width))
    let counted = more
    more = (hint ?? "") + more
    // The caption keeps half the line at least, whatever follows it: what the picture is
    // matters more than how many more there are. Where the filter matched matters more: the
    // caption keeps a quarter then, less where the match's place needs it, and that place
    // goes before the count.
    let floor =
      hint.map { min(buffer.width / 4, max(0, buffer.width - $0.displayWidth)) }
      ?? buffer.width / 2
    let keep = min(caption.displayWidth, max(buffer.width - more.displayWidth, floor))
    let head = caption.truncated(toWidth: keep)
    let room = max(0, buffer.width - head.displayWidth)
    // The match's place whole, where it fits, and the count after it as far as it goes.
    let text =
      if let hint, hint.displayWidth <= room {
        head + hint + counted.truncated(toWidth: room - hint.displayWidth)
      } else {
        head + more.truncated(toWidth: room)
      }
    writeCaption(text, hint: hint, y: top + layout.pictureRows, into: &buffer, context: context)
  }

  /// Writes a media line, with the words of its `hint` (`match in picture 2`) lit as a match
  /// is, where the line holds it whole.
  private func writeCaption(
    _ text: String, hint: String?, y: Int, into buffer: inout Buffer, context: RenderContext
  ) {
    buffer.write(text, x: 0, y: y, style: context.theme.secondary)
    guard let hint, let start = text.indices.first(where: { text[$0...].hasPrefix(hint) })
    else { return }
    let words = hint.dropFirst(3).displayWidth
    buffer.applyStyle(
      context.theme.highlight,
      to: Rect(x: text[..<start].displayWidth + 3, y: y, width: words, height: 1))
  }
}

extension String {
  /// The text without spaces at either end.
  var trimmingSpaces: Substring {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? endIndex
    return start < end ? self[start..<end] : ""
  }
}
