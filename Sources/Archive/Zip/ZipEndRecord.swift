/// Where a zip's central directory is and how many records it holds, from the end of
/// central directory record (and its ZIP64 version when the plain one overflows).
struct ZipEndRecord: Hashable, Sendable {
  /// The number of central directory records.
  var count: Int
  /// The central directory's offset in the file.
  var directoryOffset: Int
  /// The central directory's size in bytes.
  var directorySize: Int

  /// The longest a zip comment may be.
  private static let maxComment = 0xFFFF
  /// The size of the end of central directory record without its comment.
  private static let recordSize = 22

  /// Finds and reads the end record of `file`, searching back from the end past a comment.
  static func find(in file: ReadOnlyFile) throws(ArchiveError) -> ZipEndRecord {
    let tailCount = min(file.size, recordSize + maxComment)
    let tailStart = file.size - tailCount
    guard let tail = try file.bytes(at: tailStart, count: tailCount, member: nil) else {
      throw .corrupt(archive: file.name, member: nil, "the file is shorter than its size")
    }
    var position = tail.count - recordSize
    while position >= 0 {
      let fields = LittleEndianBytes(tail, base: position)
      if fields.uint32(0) == 0x0605_4B50,
        position + recordSize + Int(fields.uint16(20)) <= tail.count
      {
        return try read(fields, at: tailStart + position, in: file)
      }
      position -= 1
    }
    throw .corrupt(archive: file.name, member: nil, "no end of central directory record")
  }

  private static func read(
    _ fields: LittleEndianBytes, at offset: Int, in file: ReadOnlyFile
  ) throws(ArchiveError) -> ZipEndRecord {
    let count = fields.uint16(10)
    let size = fields.uint32(12)
    let start = fields.uint32(16)
    if count == 0xFFFF || size == 0xFFFF_FFFF || start == 0xFFFF_FFFF {
      return try readZIP64(before: offset, in: file)
    }
    if fields.uint16(4) != 0 || fields.uint16(6) != 0 || fields.uint16(8) != count {
      throw ArchiveError(
        kind: .malformed, archive: file.name,
        message: "split (multi-part) zip archives are not supported")
    }
    return ZipEndRecord(count: Int(count), directoryOffset: Int(start), directorySize: Int(size))
  }

  /// The ZIP64 end record, found through the locator just before the plain end record.
  private static func readZIP64(
    before offset: Int, in file: ReadOnlyFile
  ) throws(ArchiveError) -> ZipEndRecord {
    guard let locator = try file.bytes(at: offset - 20, count: 20, member: nil),
      LittleEndianBytes(locator).uint32(0) == 0x0706_4B50
    else {
      throw .corrupt(archive: file.name, member: nil, "no ZIP64 end of central directory locator")
    }
    let recordOffset = LittleEndianBytes(locator).uint64(8)
    guard recordOffset < UInt64(file.size),
      let record = try file.bytes(at: Int(recordOffset), count: 56, member: nil),
      LittleEndianBytes(record).uint32(0) == 0x0606_4B50
    else {
      throw .corrupt(archive: file.name, member: nil, "no ZIP64 end of central directory record")
    }
    let fields = LittleEndianBytes(record)
    let limit = UInt64(file.size)
    let count = fields.uint64(32)
    let size = fields.uint64(40)
    let start = fields.uint64(48)
    guard count <= limit, size <= limit, start <= limit else {
      throw .corrupt(archive: file.name, member: nil, "ZIP64 directory larger than the file")
    }
    return ZipEndRecord(count: Int(count), directoryOffset: Int(start), directorySize: Int(size))
  }
}
