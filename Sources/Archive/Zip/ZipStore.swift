/// The members of a zip file, read with zlib straight from the file.
///
/// Opening reads only the central directory. Reading a member reads its local header, then
/// exactly its stored bytes, inflating them into a buffer of the declared size, and checks the
/// CRC-32. Nothing is extracted.
struct ZipStore: MemberStore {
  /// The zip file.
  let file: ReadOnlyFile
  /// The regular-file entries in directory order.
  let entries: [ZipEntry]
  /// Names and sizes of ``entries``.
  let records: [MemberRecord]
  /// The members that cannot be read whatever their bytes, and why.
  let warnings: [ArchiveError]
  /// The names of the folder entries, in directory order.
  let folders: [String]

  /// Reads the central directory of `file`.
  init(file: ReadOnlyFile, limits: ArchiveLimits) throws(ArchiveError) {
    self.file = file
    let (entries, folders) = try ZipDirectory.entries(of: file, limits: limits)
    self.entries = entries
    self.folders = folders
    self.records = entries.map { MemberRecord(name: $0.name, size: $0.size) }
    // The last of a name is the member; an earlier copy is never read.
    var last: [String: Int] = [:]
    for (index, entry) in entries.enumerated() { last[entry.name] = index }
    self.warnings = entries.indices.compactMap { index in
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
    let entry = entries[index]
    let name = entry.name
    if let unreadable = Self.unreadable(entry, in: file) { throw unreadable }
    if entry.size > limit {
      throw .tooLarge(archive: file.name, member: name, size: entry.size, limit: limit)
    }
    let dataOffset = try dataOffset(of: entry)
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
  private func dataOffset(of entry: ZipEntry) throws(ArchiveError) -> Int {
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
