import ListKit

/// A titled block of text: a profile's about or email, an entry's text, a promo.
struct TextBlockModel: Diffable, Equatable {
  var kind: SectionKind
  var title: String?
  var text: String
  var collapsible: Bool
  /// Whether Enter opens the text on a screen of its own.
  var opensInFull = false
  /// Where Enter goes instead, such as the post a boost boosted.
  var opens: Route?
  /// What Enter says when it opens nothing, such as where a boosted post not in the document
  /// is.
  var tapMessage: StatusMessage?
  /// How the text is drawn.
  var style: Style = .plain
  /// Lines of short parts, such as a date, when it was edited and who may see it, shown in
  /// place of ``text``: the parts of a line are joined with ` · `, and a line too wide for the
  /// screen breaks between its parts, never within one.
  var partLines: [[String]]?
  var diffID: SectionKind { kind }
}

extension TextBlockModel {
  /// A block of ``partLines``, whose text is every line's parts joined.
  init(kind: SectionKind, partLines: [[String]]) {
    self.init(
      kind: kind, title: nil,
      text: partLines.map { $0.joined(separator: Self.partSeparator) }.joined(separator: "\n"),
      collapsible: false)
    self.partLines = partLines
  }

  private static let partSeparator = " · "

  /// The text as shown `width` columns wide: ``text``, or ``partLines`` with as many parts on
  /// each line as fit.
  func text(width: Int) -> String {
    guard let partLines else { return text }
    var lines: [String] = []
    for parts in partLines {
      var line = ""
      for part in parts {
        let joined = line.isEmpty ? part : line + Self.partSeparator + part
        if line.isEmpty || joined.displayWidth <= width {
          line = joined
        } else {
          lines.append(line)
          line = part
        }
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
