/// Writes zip files field by field, so tests can make them lie: wrong sizes, wrong checksums,
/// bad offsets, odd flags.
public struct RawZip {
  /// A zip of `members`.
  public init(members: [Member]) { self.members = members }

  /// One member as it will be written.
  public struct Member {
    /// The name as stored (any bytes).
    public var name: [UInt8]
    /// The bytes stored in the file (already deflated when `method` is 8).
    public var stored: [UInt8]
    /// The compression method: 0 stored, 8 deflated.
    public var method: UInt16 = 0
    /// The general-purpose flags.
    public var flags: UInt16 = 0
    /// The CRC-32 written in the headers.
    public var crc: UInt32
    /// The uncompressed size written in the headers.
    public var size: UInt32
    /// The compressed size written in the headers.
    public var compressedSize: UInt32
    /// Version made by: the host system in the high byte.
    public var versionMadeBy: UInt16 = 20
    /// External attributes: a Unix mode in the high 16 bits.
    public var externalAttributes: UInt32 = 0
    /// The central directory extra field.
    public var extra: [UInt8] = []
    /// The local header offset to write instead of the real one.
    public var localOffset: UInt32?

    /// A member with every field given.
    public init(
      name: [UInt8], stored: [UInt8], method: UInt16 = 0, flags: UInt16 = 0, crc: UInt32,
      size: UInt32, compressedSize: UInt32, versionMadeBy: UInt16 = 20,
      externalAttributes: UInt32 = 0, extra: [UInt8] = [], localOffset: UInt32? = nil
    ) {
      self.name = name
      self.stored = stored
      self.method = method
      self.flags = flags
      self.crc = crc
      self.size = size
      self.compressedSize = compressedSize
      self.versionMadeBy = versionMadeBy
      self.externalAttributes = externalAttributes
      self.extra = extra
      self.localOffset = localOffset
    }

    /// A stored member with correct fields.
    public static func stored(_ name: String, _ data: [UInt8]) -> Member {
      Member(
        name: Array(name.utf8), stored: data, crc: Gzip.crc(data), size: UInt32(data.count),
        compressedSize: UInt32(data.count))
    }

    /// A deflated member with correct fields.
    public static func deflated(_ name: String, _ data: [UInt8]) -> Member {
      let stored = Gzip.rawDeflate(data)
      return Member(
        name: Array(name.utf8), stored: stored, method: 8, crc: Gzip.crc(data),
        size: UInt32(data.count), compressedSize: UInt32(stored.count))
    }
  }

  /// The members, in order.
  public var members: [Member]

  /// The whole file: local headers and data, central directory, end record.
  public var bytes: [UInt8] {
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
  public static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

  /// `value` as 8 little-endian bytes.
  public static func le64(_ value: UInt64) -> [UInt8] {
    (0..<8).map { UInt8((value >> ($0 * 8)) & 0xFF) }
  }

  private func le16(_ value: UInt16) -> [UInt8] { Self.le16(value) }

  private func le32(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8((value >> ($0 * 8)) & 0xFF) }
  }
}
