import FeedModel
import ListKit

extension EntryRow {
  /// How many bytes of a post's text a row reads to find a filter's match that its line does
  /// not show: far more than a line needs, and still a bounded cost for a row being drawn.
  static let matchSearchLimit = 1 << 16

  /// Whether the byline shows one of the filter's words: in the author's names, when the
  /// filter searched them, or in whom a boost boosted.
  func bylineShowsMatch(_ buffer: Buffer) -> Bool {
    guard !highlights.isEmpty else { return false }
    var names = [entry.boost?.author ?? "", boostTarget ?? ""]
    if highlightsAuthor {
      names += [Self.name(of: author) ?? entry.user.rawValue, author?.address ?? ""]
    }
    return names.contains { !Highlighter.columns(of: highlights, in: nameLine($0, buffer)).isEmpty }
  }

  /// Whether one of the filter's words is found in what a content warning hides (the text, a
  /// poll's options, the attachments' captions and names), and in none of what the row shows
  /// besides: the warning and the names the byline shows.
  ///
  /// A word found only where no screen of the feed shows it (a user's full name, which a row
  /// names by nickname) is no match that Space would show.
  func matchesHidden(besides warning: String, _ buffer: Buffer) -> Bool {
    let name = highlightsAuthor ? Self.name(of: author) ?? entry.user.rawValue : ""
    let shown = [warning, name, author?.address ?? "", entry.boost?.author ?? ""].map {
      self.nameLine($0, buffer)
    }
    let unshown = highlights.filter { word in
      shown.allSatisfy { Highlighter.columns(of: [word], in: $0).isEmpty }
    }
    guard !unshown.isEmpty else { return false }
    let text = wholeText?() ?? entry.comment
    var hidden = [
      String(decoding: text.utf8.prefix(Self.matchSearchLimit), as: UTF8.self).asOneLine
    ]
    hidden += entry.poll?.options.map(\.title) ?? []
    hidden += entry.media.flatMap { [$0.description ?? "", $0.fileName] }.map {
      $0.lineExcerpt(forWidth: 1 << 10).asOneLine
    }
    return unshown.contains { word in
      hidden.contains { !Highlighter.columns(of: [word], in: $0).isEmpty }
    }
  }

  /// The text on one line as a window around the first of the filter's words in it, as fzf
  /// shows a long line: `…the flaky zeppelin test after…`, the match a third of the way in;
  /// nil when the text holds none.
  ///
  /// For a row whose line, cut to the width, shows no match: one in a later paragraph or past
  /// the cut.
  static func matchWindow(of text: String, words: [String], width: Int) -> String? {
    guard width > 2, !words.isEmpty,
      let line = text.oneLine(forWidth: .max)?.sanitizedForTerminal,
      let match = Highlighter.columns(of: words, in: line).min(by: { $0.lowerBound < $1.lowerBound }
      )
    else { return nil }
    let total = line.displayWidth
    // The match a third of the way in, with what comes before it; near the end, the line full.
    let before = max(1, (width - match.count) / 3)
    let start = min(match.lowerBound - before, total - width + 1)
    guard start > 0 else { return nil }
    var column = 0
    var index = line.startIndex
    while index < line.endIndex, column < start {
      column += line[index].displayWidth
      index = line.index(after: index)
    }
    return ("…" + line[index...]).truncated(toWidth: width)
  }

  /// What the media line adds when the filter matched only an attachment the row does not show
  /// whole: ` · match in picture 2` (a video, a sound, a file by its kind), for the first
  /// attachment with a match, when the row shows no match elsewhere; nil otherwise.
  ///
  /// `shown` is what the row shows of the first attachment (its caption), whose match, when it
  /// shows one, needs no word.
  func hiddenMediaMatch(shown: String) -> String? {
    guard !highlights.isEmpty, entry.media.count > 0,
      Highlighter.columns(of: highlights, in: shown).isEmpty
    else { return nil }
    let found = entry.media.firstIndex { media in
      [media.description ?? "", media.fileName].contains { text in
        !Highlighter.columns(of: highlights, in: text.lineExcerpt(forWidth: 1 << 10).asOneLine)
          .isEmpty
      }
    }
    guard let found else { return nil }
    let noun =
      switch entry.media[found].kind {
      case .image: "picture"
      case .video: "video"
      case .audio: "sound"
      case .unknown: "file"
      }
    return " · match in \(noun) \(found + 1)"
  }
}
