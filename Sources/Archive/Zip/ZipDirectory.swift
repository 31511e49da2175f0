/// Reads a zip's central directory into its regular-file entries.
///
/// Directories, symbolic links and other special files are left out. Sizes and offsets are
/// taken from the central directory (ZIP64 extra fields included), which is authoritative
/// even when members were streamed with data descriptors.
enum ZipDirectory {
  /// The largest central directory read, in bytes.
  static let maxDirectorySize = 256 << 20

  /// What a central directory lists, each in directory order.
  struct Table {
    /// The regular files.
    var entries: [ZipEntry] = []
    /// The symbolic links, whose data is their target, each with how many regular files came
    /// before it.
    var links: [(entry: ZipEntry, entriesBefore: Int)] = []
    /// The folder entries (`a/b/` as `a/b`).
    var folders: [String] = []
    /// The devices and fifos, and the folders.
    var specialFiles: [SpecialMember] = []
  }

  /// What a Unix mode's file type makes of a record.
  private enum RecordKind {
    case regular
    case link
    case special(SpecialMember.Kind)
    case other
  }

  /// The entries of the zip `file`.
  static func entries(of file: ReadOnlyFile, limits: ArchiveLimits) throws(ArchiveError) -> Table {
    let end = try ZipEndRecord.find(in: file)
    guard end.count <= limits.memberCount else {
      throw ArchiveError(
        kind: .malformed, archive: file.name,
        message: "too many members (\(end.count); the limit is \(limits.memberCount))")
    }
    guard end.directorySize <= maxDirectorySize,
      let directory = try file.bytes(
        at: end.directoryOffset, count: end.directorySize, member: nil)
    else {
      throw .corrupt(archive: file.name, member: nil, "the central directory is out of bounds")
    }
    var table = Table()
    table.entries.reserveCapacity(end.count)
    var position = 0
    for ordinal in 0..<end.count {
      let fields = LittleEndianBytes(directory, base: position)
      guard fields.has(46, at: 0), fields.uint32(0) == 0x0201_4B50 else {
        throw .corrupt(
          archive: file.name, member: nil, "central directory record \(ordinal) is damaged")
      }
      let nameCount = Int(fields.uint16(28))
      let extraCount = Int(fields.uint16(30))
      let recordSize = 46 + nameCount + extraCount + Int(fields.uint16(32))
      guard fields.has(recordSize, at: 0) else {
        throw .corrupt(
          archive: file.name, member: nil, "central directory record \(ordinal) is cut short")
      }
      if let folder = folderName(fields, nameCount: nameCount) {
        table.folders.append(folder)
        table.specialFiles.append(SpecialMember(name: folder, kind: .folder))
      } else if let entry = try entry(
        fields, nameCount: nameCount, extraCount: extraCount, in: file)
      {
        switch kind(fields) {
        case .regular: table.entries.append(entry)
        case .link: table.links.append((entry, table.entries.count))
        case .special(let kind):
          table.specialFiles.append(SpecialMember(name: entry.name, kind: kind))
        case .other: break
        }
      }
      position += recordSize
    }
    return table
  }

  /// What a record is by the Unix mode in its external attributes, when made on Unix (or
  /// macOS): any other host's, or no mode at all, is a regular file.
  private static func kind(_ fields: LittleEndianBytes) -> RecordKind {
    let host = fields.uint16(4) >> 8
    let mode = fields.uint32(38) >> 16
    guard host == 3 || host == 19, mode & 0o170000 != 0 else { return .regular }
    switch mode & 0o170000 {
    case 0o100000: return .regular
    case 0o120000: return .link
    default: return SpecialMember.Kind(mode: mode).map(RecordKind.special) ?? .other
    }
  }

  /// The name of the folder a central directory record describes, without its final `/`, or
  /// `nil` for any other record.
  private static func folderName(_ fields: LittleEndianBytes, nameCount: Int) -> String? {
    let nameBytes = fields.slice(46, count: nameCount)
    let name = ArchivePath.normalized(
      ArchivePath.zipName(decodeName(nameBytes, isUTF8: fields.uint16(8) & 0x800 != 0)))
    guard name.hasSuffix("/") else { return nil }
    let folder = String(name.dropLast())
    return folder.isEmpty ? nil : folder
  }

  /// The entry a central directory record describes, whatever its kind, or `nil` for a folder
  /// (a name ending in `/`) or an empty name.
  private static func entry(
    _ fields: LittleEndianBytes, nameCount: Int, extraCount: Int, in file: ReadOnlyFile
  ) throws(ArchiveError) -> ZipEntry? {
    let flags = fields.uint16(8)
    let nameBytes = fields.slice(46, count: nameCount)
    let name = ArchivePath.normalized(
      ArchivePath.zipName(decodeName(nameBytes, isUTF8: flags & 0x800 != 0)))
    if name.isEmpty || name.hasSuffix("/") { return nil }
    var size = UInt64(fields.uint32(24))
    var compressedSize = UInt64(fields.uint32(20))
    var offset = UInt64(fields.uint32(42))
    let extra = LittleEndianBytes(Array(fields.slice(46 + nameCount, count: extraCount)))
    var position = 0
    while extra.has(4, at: position) {
      let id = extra.uint16(position)
      let count = Int(extra.uint16(position + 2))
      if id == 0x0001 {
        var field = position + 4
        if size == 0xFFFF_FFFF, field + 8 <= position + 4 + count {
          size = extra.uint64(field)
          field += 8
        }
        if compressedSize == 0xFFFF_FFFF, field + 8 <= position + 4 + count {
          compressedSize = extra.uint64(field)
          field += 8
        }
        if offset == 0xFFFF_FFFF, field + 8 <= position + 4 + count {
          offset = extra.uint64(field)
        }
      }
      position += 4 + count
    }
    let fileSize = UInt64(file.size)
    guard compressedSize <= fileSize, offset <= fileSize, size <= UInt64(Int.max) else {
      throw .corrupt(archive: file.name, member: name, "sizes or offset out of range")
    }
    return ZipEntry(
      name: name, flags: flags, method: fields.uint16(10), crc: fields.uint32(16),
      compressedSize: Int(compressedSize), size: Int(size), localHeaderOffset: Int(offset))
  }

  /// A zip name: UTF-8 when flagged or valid, otherwise code page 437 as the format says.
  static func decodeName(_ bytes: ArraySlice<UInt8>, isUTF8: Bool) -> String {
    if isUTF8 { return String(decoding: bytes, as: UTF8.self) }
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    return CodePage437.decode(bytes)
  }
}
