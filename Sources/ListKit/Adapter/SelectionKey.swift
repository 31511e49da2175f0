import ListDiff

/// What holds a list's selection, by identity: a section's object, and its header, footer or
/// one of its items; equal however rows above it come and go.
struct SelectionKey: Equatable {
  /// A part of a section, by identity.
  enum Part: Equatable {
    case header
    case footer
    /// An item, by its identity (see ``SectionController/identity(ofItem:)``).
    case item(AnyHashable)
  }

  /// The identity of the section's object.
  var section: ObjectIdentity
  /// The part of the section.
  var part: Part
}
