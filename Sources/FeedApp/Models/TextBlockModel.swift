import ListKit

/// A titled block of text: a profile's about or email, or an entry's comment.
struct TextBlockModel: Diffable, Equatable {
  var kind: SectionKind
  var title: String?
  var text: String
  var collapsible: Bool
  var diffID: SectionKind { kind }
}
