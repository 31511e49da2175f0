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

  /// Reads the central directory of `file`.
  init(file: ReadOnlyFile, limits: ArchiveLimits) throws(ArchiveError) {
    self.file = file
    self.entries = try ZipDirectory.entries(of: file, limits: limits)
    self.records = entries.map { MemberRecord(name: $0.name, size: $0.size) }
  }

  func read(at index: Int, limit: Int) throws(ArchiveError) -> [UInt8] {
    let entry = entries[index]
    let name = entry.name
    if entry.isEncrypted {
      throw ArchiveError(
        kind: .malformed, archive: file.name, member: name,
        message: "encrypted members are not supported")
    }
    guard entry.method == 0 || entry.method == 8 else {
      throw ArchiveError(
        kind: .malformed, archive: file.name, member: name,
        message: "unsupported compression method \(Self.methodName(entry.method))")
    }
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
      bytes = stored
    } else {
      bytes = try ZipInflation(file: file, entry: entry, dataOffset: dataOffset).run()
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

  /// A zip compression method as a message names it: its number, and its name when it is a
  /// known one (`12 (bzip2)`), from the zip format's APPNOTE.
  static func methodName(_ method: UInt16) -> String {
    let names: [UInt16: String] = [
      1: "shrink", 6: "implode", 9: "deflate64", 12: "bzip2", 14: "LZMA", 93: "zstd",
      95: "xz", 96: "JPEG", 97: "WavPack", 98: "PPMd", 99: "AES encryption",
    ]
    return names[method].map { "\(method) (\($0))" } ?? "\(method)"
  }
}
