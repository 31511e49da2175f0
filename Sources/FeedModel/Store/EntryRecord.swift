/// Where one entry's fields are in its chunk: 28 bytes per entry, whatever its length.
///
/// The text fields lie one after another in the chunk's text, from `start`: the id, the
/// comment, the first picture's location, the date as written, then the folded search text
/// (absent when it equals the comment).
struct EntryRecord: Sendable {
  /// The offset of the id's first byte in the chunk's text.
  var start: UInt32
  /// The comment's length in bytes.
  var commentLength: UInt32
  /// The folded search text's length, or ``sameAsComment``.
  var searchLength: UInt32
  /// The author, as an index into ``Feed/authors``.
  var author: UInt32
  /// The index of the entry's extra fields in the chunk, or -1.
  var extras: Int32
  /// The id's length in bytes.
  var idLength: UInt16
  /// The first picture's location's length in bytes.
  var imageLength: UInt16
  /// The date's length in bytes.
  var dateLength: UInt8
  /// What the entry has.
  var flags: EntryFlags
  /// Who may see the entry: one byte of what was padding.
  var visibility: Visibility

  /// The search length of an entry whose comment is already folded.
  static let sameAsComment = UInt32.max

  /// The offsets of each field in the chunk's text.
  var idRange: Range<Int> { Int(start)..<Int(start) + Int(idLength) }
  var commentRange: Range<Int> { idRange.upperBound..<idRange.upperBound + Int(commentLength) }
  var imageRange: Range<Int> {
    commentRange.upperBound..<commentRange.upperBound + Int(imageLength)
  }
  var dateRange: Range<Int> { imageRange.upperBound..<imageRange.upperBound + Int(dateLength) }
  var searchRange: Range<Int> {
    searchLength == Self.sameAsComment
      ? commentRange : dateRange.upperBound..<dateRange.upperBound + Int(searchLength)
  }
}
