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
  /// How the text is drawn.
  var style: Style = .plain
  var diffID: SectionKind { kind }
}
