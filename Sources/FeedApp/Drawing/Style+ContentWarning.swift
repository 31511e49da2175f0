import ListKit

extension Style {
  /// How a content warning's line is drawn wherever it appears: bold, over the style of the
  /// text around it.
  ///
  /// A feed row's warning, an entry screen's, a list's gist of a post and the gist of the post
  /// a reply answers all mark it so: as loud as the text it stands for and no louder, so that
  /// a parent's warning under a reply's `↩` line, drawn dim as the rest of that quotation,
  /// reads as the parent's. The theme's `warning` (red, with colours) is for warnings and
  /// errors about the document, not for what an author wrote.
  static func contentWarning(over base: Style = .plain) -> Style {
    base.patched(with: Style(attributes: .bold))
  }
}
