/// One regular-file record of a zip's central directory, with the sizes and offset resolved
/// (ZIP64 included).
struct ZipEntry: Hashable, Sendable, LinkableEntry {
  /// The member's normalised name.
  var name: String
  /// The general-purpose flags; bit 0 means encrypted.
  var flags: UInt16
  /// The compression method: 0 stored, 8 deflated; others are not supported.
  var method: UInt16
  /// The CRC-32 of the uncompressed content.
  var crc: UInt32
  /// The size of the stored (compressed) data.
  var compressedSize: Int
  /// The declared uncompressed size.
  var size: Int
  /// Where the member's local header starts in the file.
  var localHeaderOffset: Int

  /// Whether the member is encrypted, which this reader does not support.
  var isEncrypted: Bool { flags & 1 != 0 }

  func renamed(_ name: String) -> ZipEntry {
    var entry = self
    entry.name = name
    return entry
  }
}
