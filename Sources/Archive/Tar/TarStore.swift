/// The members of an uncompressed tar file, read straight from their offsets.
///
/// Opening reads the headers only, seeking past each member's data. A file cut short keeps the
/// members whole before the cut.
struct TarStore: MemberStore {
  /// The tar file.
  let file: ReadOnlyFile
  /// The regular files, in stream order.
  let entries: [TarEntry]
  /// Names and sizes of ``entries``.
  let records: [MemberRecord]
  /// Where the file is cut short, if it is.
  let truncation: ArchiveError?
  /// The links, devices and fifos left out, and why.
  let leftOut: [LeftOutMember]
  /// The same, as warnings.
  let warnings: [ArchiveError]

  /// Reads the headers of `file`, telling `progress` how far into it they are.
  init(
    file: ReadOnlyFile, limits: ArchiveLimits,
    progress: (_ bytesRead: Int, _ totalBytes: Int) -> Void
  ) throws(ArchiveError) {
    self.file = file
    var scanner = TarScanner(memberCount: limits.memberCount)
    var failure: TarFailure?
    var nextReport = ArchiveReader.progressStep
    while !scanner.isEnded, failure == nil {
      _ = scanner.skipAhead()
      if scanner.offset >= nextReport, scanner.offset <= file.size {
        progress(scanner.offset, file.size)
        nextReport = scanner.offset + ArchiveReader.progressStep
      }
      let count = min(TarHeader.blockSize, file.size - min(file.size, scanner.offset))
      guard count > 0, let block = try file.bytes(at: scanner.offset, count: count, member: nil)
      else { break }
      block.withUnsafeBytes { bytes in
        do throws(TarFailure) { try scanner.consume(bytes) } catch { failure = error }
      }
    }
    do throws(TarFailure) {
      if let failure { throw failure }
      truncation = try scanner.end(at: file.size)?.error(archive: file.name)
    } catch {
      throw error.error(archive: file.name)
    }
    let links = MemberLinks.resolve(
      entries: scanner.entries, links: scanner.links, specialFiles: scanner.specialFiles,
      isCutShort: truncation != nil)
    entries = links.entries
    leftOut = links.leftOut
    warnings = links.warnings(archive: file.name)
    records = entries.map { MemberRecord(name: $0.name, size: $0.size) }
  }

  func read(at index: Int, limit: Int) throws(ArchiveError) -> [UInt8] {
    try read(at: index, limit: limit) { _ in true } ?? []
  }

  /// The member's bytes, read a part at a time with `watch` shown each, as a zip's are.
  func read(
    at index: Int, limit: Int, watch: (_ soFar: UnsafeRawBufferPointer) -> Bool
  ) throws(ArchiveError) -> [UInt8]? {
    let entry = entries[index]
    if entry.size > limit {
      throw .tooLarge(archive: file.name, member: entry.name, size: entry.size, limit: limit)
    }
    return try file.bytes(
      at: entry.dataOffset, count: entry.size, member: entry.name,
      short: .corrupt(archive: file.name, member: entry.name, "unexpected end of data"),
      watch: watch)
  }
}
