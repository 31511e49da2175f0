import FeedModel
import JSON

/// The unknown member names a reader has met, by the kind of object they were in, each looked
/// at once for a misspelling of one of that kind's own (`posted_at` for an entry's `postedAt`).
///
/// A document of 100,000 entries that all write `posted_at` gets one warning, at the first of
/// them, not 100,000; and a member name the format does not use, however often it comes, costs
/// one look-up in a set after the first time. A decoder only asks (``hasChecked(_:)``): the
/// reader records the names it looked at (``record(_:)``) once the element they are in is read
/// whole, since an element cut off at the end of a block is read again with the next.
final class UnknownMemberNames {
  /// A member name in one kind of object: the kind is the type of its fields.
  struct Key: Hashable {
    let kind: ObjectIdentifier
    let name: String
  }

  /// At most this many names are looked at: a hostile document of a million made-up names
  /// costs no more than this many entries in the set.
  static let limit = 10_000

  private var checked: Set<Key> = []

  /// Whether `key` was looked at already, or there is no more room to look.
  func hasChecked(_ key: Key) -> Bool {
    checked.count >= Self.limit || checked.contains(key)
  }

  /// Records names looked at in an element read whole.
  func record(_ keys: [Key]) {
    for key in keys where checked.count < Self.limit { checked.insert(key) }
  }
}

extension DocumentDecoder {
  /// Notes a member name that is none of `Field`'s: the first time a name comes in this kind of
  /// object, warns when it is a near miss of one of them, as the top level does:
  /// `feed[3]: unknown member "posted_at" (did you mean "postedAt"?)`.
  mutating func noteUnknownMember<Field: JSONField>(_ name: String, of fields: Field.Type) {
    guard let unknownNames else { return }
    let key = UnknownMemberNames.Key(kind: ObjectIdentifier(Field.self), name: name)
    guard !unknownNames.hasChecked(key), !namesChecked.contains(key) else { return }
    namesChecked.append(key)
    let known = Field.allCases.map { "\($0.name)" }
    guard let meant = MemberSuggestion.suggestion(for: name, among: known) else { return }
    warnings.append(
      DocumentWarning(
        place: path.text ?? "",
        message: "unknown member \(name.quotedForMessage) (did you mean \(meant.quotedForMessage)?)"
      ))
  }

  /// The text of a member name the reader scanned.
  func memberName(_ scanned: JSONReader.ScannedString) -> String {
    switch scanned {
    case .input(let range):
      String(decoding: UnsafeBufferPointer(rebasing: reader.bytes[range]), as: UTF8.self)
    case .scratch: String(decoding: reader.scratch, as: UTF8.self)
    }
  }
}
