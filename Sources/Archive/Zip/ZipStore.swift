/// The members of a zip file, read with zlib straight from the file.
///
/// Opening reads the central directory, and the target of each symbolic link (a member whose
/// Unix mode says it is one), which is followed within the archive as a tar's is (see
/// ``MemberLinks``). Reading a member reads its local header, then
/// exactly its stored bytes, inflating them into a buffer of the declared size, and checks the
/// CRC-32. Nothing is extracted.
struct ZipStore: MemberStore {
  /// The zip file.
  let file: ReadOnlyFile
  /// The regular-file entries in directory order.
  let entries: [ZipEntry]
  /// Names and sizes of ``entries``.
  let records: [MemberRecord]
  /// The links, devices and fifos left out, and why.
  let leftOut: [LeftOutMember]
  /// The names left out, then the members that cannot be read whatever their bytes, and why.
  let warnings: [ArchiveError]
  /// The names of the folder entries, in directory order.
  let folders: [String]

  /// The longest link target read, in bytes: a path longer than the system's longest is none.
  static let maxLinkTarget = 4096

  /// Reads the central directory of `file`, and the targets of its links.
  init(file: ReadOnlyFile, limits: ArchiveLimits) throws(ArchiveError) {
    self.file = file
    let table = try ZipDirectory.entries(of: file, limits: limits)
    var links: [MemberLink] = []
    var unreadableLinks: [LeftOutMember] = []
    for (link, entriesBefore) in table.links {
      do throws(ArchiveError) {
        let bytes = try Self.read(link, in: file, limit: Self.maxLinkTarget) { _ in true } ?? []
        let target = ZipDirectory.decodeName(bytes[...], isUTF8: link.flags & 0x800 != 0)
        links.append(
          MemberLink(
            name: link.name, target: target, isSymbolic: true, entriesBefore: entriesBefore))
      } catch {
        unreadableLinks.append(
          LeftOutMember(
            name: link.name, reason: "unreadable link",
            message: "symbolic link whose target cannot be read: \(error.message); left out"))
      }
    }
    let resolution = MemberLinks.resolve(
      entries: table.entries, links: links, specialFiles: table.specialFiles, isCutShort: false)
    let entries = resolution.entries
    self.entries = entries
    self.folders = table.folders
    self.records = entries.map { MemberRecord(name: $0.name, size: $0.size) }
    self.leftOut = unreadableLinks + resolution.leftOut
    // The last of a name is the member; an earlier copy is never read.
    var last: [String: Int] = [:]
    for (index, entry) in entries.enumerated() { last[entry.name] = index }
    self.warnings =
      leftOut.map { $0.warning(archive: file.name) }
      + entries.indices.compactMap { index in
        last[entries[index].name] == index ? Self.unreadable(entries[index], in: file) : nil
      }
  }

  /// Why `entry` cannot be read whatever its bytes: it is encrypted, or compressed with a
  /// method this reader does not inflate; `nil` when it may be read.
  static func unreadable(_ entry: ZipEntry, in file: ReadOnlyFile) -> ArchiveError? {
    if entry.isEncrypted {
      return ArchiveError(
        kind: .malformed, archive: file.name, member: entry.name,
        message: ArchiveError.encryptedMessage, unsupported: .encryption)
    }
    let method = ZipCompressionMethod(entry.method)
    guard method.isSupported else {
      return ArchiveError(
        kind: .malformed, archive: file.name, member: entry.name,
        message: method.unsupportedMessage, unsupported: method.unsupportedStorage)
    }
    return nil
  }

  func read(at index: Int, limit: Int) throws(ArchiveError) -> [UInt8] {
    try read(at: index, limit: limit) { _ in true } ?? []
  }

  func read(
    at index: Int, limit: Int, watch: (_ soFar: UnsafeRawBufferPointer) -> Bool
  ) throws(ArchiveError) -> [UInt8]? {
    try Self.read(entries[index], in: file, limit: limit, watch: watch)
  }

  /// The content of `entry` of the zip `file`, as ``read(at:limit:watch:)`` reads a member.
  private static func read(
    _ entry: ZipEntry, in file: ReadOnlyFile, limit: Int,
    watch: (_ soFar: UnsafeRawBufferPointer) -> Bool
  ) throws(ArchiveError) -> [UInt8]? {
    let name = entry.name
    if let unreadable = unreadable(entry, in: file) { throw unreadable }
    if entry.size > limit {
      throw .tooLarge(archive: file.name, member: name, size: entry.size, limit: limit)
    }
    let dataOffset = try dataOffset(of: entry, in: file)
    let bytes: [UInt8]
    if entry.method == 0 {
      guard entry.compressedSize == entry.size else {
        throw .corrupt(
          archive: file.name, member: name,
          "stored size \(entry.compressedSize) differs from the declared \(entry.size)")
      }
      guard let stored = try file.bytes(at: dataOffset, count: entry.size, member: name) else {
        throw .corrupt(archive: file.name, member: name, "data runs past the end of the file")
      }
      guard stored.withUnsafeBytes(watch) else { return nil }
      bytes = stored
    } else {
      let inflation = ZipInflation(file: file, entry: entry, dataOffset: dataOffset)
      guard let inflated = try inflation.run(watch: watch) else { return nil }
      bytes = inflated
    }
    guard CRC32.checksum(bytes) == entry.crc else {
      throw .corrupt(archive: file.name, member: name, "CRC-32 mismatch")
    }
    return bytes
  }

  /// Where `entry`'s data starts: after its local header, name and extra field.
  private static func dataOffset(
    of entry: ZipEntry, in file: ReadOnlyFile
  ) throws(ArchiveError) -> Int {
    guard
      let header = try file.bytes(at: entry.localHeaderOffset, count: 30, member: entry.name),
      LittleEndianBytes(header).uint32(0) == 0x0403_4B50
    else {
      throw .corrupt(
        archive: file.name, member: entry.name,
        "no local header at offset \(entry.localHeaderOffset)")
    }
    let fields = LittleEndianBytes(header)
    let start = entry.localHeaderOffset + 30 + Int(fields.uint16(26)) + Int(fields.uint16(28))
    guard start <= file.size, entry.compressedSize <= file.size - start else {
      throw .corrupt(archive: file.name, member: entry.name, "data runs past the end of the file")
    }
    return start
  }
}
