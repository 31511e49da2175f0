/// Writes zip files field by field, so tests can make them lie: wrong sizes, wrong checksums,
/// bad offsets, odd flags.
struct RawZip {
  /// One member as it will be written.
  struct Member {
    var name: [UInt8]
    /// The bytes stored in the file (already deflated when `method` is 8).
    var stored: [UInt8]
    var method: UInt16 = 0
    var flags: UInt16 = 0
    var crc: UInt32
    var size: UInt32
    var compressedSize: UInt32
    var versionMadeBy: UInt16 = 20
    var externalAttributes: UInt32 = 0
    var extra: [UInt8] = []
    var localOffset: UInt32?

    /// A stored member with correct fields.
    static func stored(_ name: String, _ data: [UInt8]) -> Member {
      Member(
        name: Array(name.utf8), stored: data, crc: Gzip.crc(data), size: UInt32(data.count),
        compressedSize: UInt32(data.count))
    }

    /// A deflated member with correct fields.
    static func deflated(_ name: String, _ data: [UInt8]) -> Member {
      let stored = Gzip.rawDeflate(data)
      return Member(
        name: Array(name.utf8), stored: stored, method: 8, crc: Gzip.crc(data),
        size: UInt32(data.count), compressedSize: UInt32(stored.count))
    }
  }

  /// The members, in order.
  var members: [Member]

  /// The whole file: local headers and data, central directory, end record.
  var bytes: [UInt8] {
    var file: [UInt8] = []
    var offsets: [UInt32] = []
    for member in members {
      offsets.append(UInt32(file.count))
      file += le32(0x0403_4B50) + le16(20) + le16(member.flags) + le16(member.method)
      file += le16(0) + le16(0) + le32(member.crc) + le32(member.compressedSize)
      file += le32(member.size) + le16(UInt16(member.name.count)) + le16(0)
      file += member.name + member.stored
    }
    let directoryStart = file.count
    for (member, offset) in zip(members, offsets) {
      file += le32(0x0201_4B50) + le16(member.versionMadeBy) + le16(20) + le16(member.flags)
      file += le16(member.method) + le16(0) + le16(0) + le32(member.crc)
      file += le32(member.compressedSize) + le32(member.size)
      file += le16(UInt16(member.name.count)) + le16(UInt16(member.extra.count)) + le16(0)
      file += le16(0) + le16(0) + le32(member.externalAttributes)
      file += le32(member.localOffset ?? offset) + member.name + member.extra
    }
    let directorySize = file.count - directoryStart
    file += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(members.count))
    file += le16(UInt16(members.count)) + le32(UInt32(directorySize))
    file += le32(UInt32(directoryStart)) + le16(0)
    return file
  }

  /// `value` as 2 little-endian bytes.
  static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

  /// `value` as 8 little-endian bytes.
  static func le64(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8((value >> ($0 * 8)) & 0xFF) } }

  private func le16(_ value: UInt16) -> [UInt8] { Self.le16(value) }

  private func le32(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8((value >> ($0 * 8)) & 0xFF) }
  }
}
