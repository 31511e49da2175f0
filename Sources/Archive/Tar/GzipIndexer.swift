import CLibz

/// The first pass over a tar.gz: inflates it once, end to end, finding each tar member and
/// recording access points, but keeping no member data.
///
/// The whole gzip stream is checked on the way (zlib verifies each member's CRC-32 and
/// length), so later reads from access points need no checks of their own. Concatenated
/// gzip members are followed; anything after the last one that is not gzip is ignored. A file
/// cut short keeps the members whole before the cut.
struct GzipIndexer {
  /// The tar.gz file.
  let file: ReadOnlyFile
  /// The caps to enforce.
  let limits: ArchiveLimits

  /// The first access points are this far apart in the uncompressed stream.
  static let initialSpan = 1 << 20
  /// The most access points kept; past it, every other one is dropped and the span doubles,
  /// so the windows never take more than 16 MiB.
  static let maxPoints = 512

  /// What indexing found: the tar members, the access points, and where the file is cut
  /// short, if it is.
  struct Index {
    /// The regular files whole in the stream, in stream order.
    var entries: [TarEntry]
    /// The links before the cut, if any, in stream order.
    var links: [MemberLink]
    /// The folders, devices and fifos before the cut, if any, in stream order.
    var specialFiles: [SpecialMember]
    /// Where inflation can restart, in stream order.
    var points: [GzipAccessPoint]
    /// Why the stream ends early, if it does.
    var truncation: ArchiveError?
  }

  /// The tar members and access points of the whole stream; `progress` is told how many of
  /// the file's bytes are read, about once every ``ArchiveReader/progressStep`` of them.
  func run(progress: (_ bytesRead: Int, _ totalBytes: Int) -> Void) throws(ArchiveError) -> Index {
    guard let inflater = Inflater(.gzip) else {
      throw .corrupt(archive: file.name, member: nil, "zlib out of memory")
    }
    let windowSize = GzipAccessPoint.windowSize
    let window = UnsafeMutableRawBufferPointer.allocate(byteCount: windowSize, alignment: 16)
    window.initializeMemory(as: UInt8.self, repeating: 0)
    defer { window.deallocate() }
    let input = FileInput(file, from: 0)
    var scanner = TarScanner(memberCount: limits.memberCount)
    var points: [GzipAccessPoint] = []
    var span = Self.initialSpan
    var lastPoint = 0
    var used = 0
    var totalOut = 0
    var nextReport = ArchiveReader.progressStep
    while true {
      let available = try input.available(member: scanner.current)
      if available.isEmpty { return try end(&scanner, points: points) }
      if used == windowSize { used = 0 }
      let step = inflater.inflate(
        available, into: UnsafeMutableRawBufferPointer(rebasing: window[used...]),
        stopAtBlocks: true)
      input.consume(step.consumed)
      if input.position >= nextReport {
        progress(input.position, file.size)
        nextReport = input.position + ArchiveReader.progressStep
      }
      do throws(TarFailure) {
        try scanner.consume(UnsafeRawBufferPointer(rebasing: window[used..<(used + step.produced)]))
      } catch {
        throw error.error(archive: file.name)
      }
      used += step.produced
      totalOut += step.produced
      try checkExpansion(output: totalOut, input: input.position, member: scanner.current)
      switch step.status {
      case Z_STREAM_END:
        guard try nextMemberFollows(at: input.position) else {
          return try end(&scanner, points: points)
        }
        inflater.reset(.gzip)
      case Z_OK, Z_BUF_ERROR:
        guard step.consumed > 0 || step.produced > 0 else {
          throw corrupt(scanner.current, "inflating made no progress")
        }
      default:
        throw corrupt(scanner.current, inflater.failureReason(step.status))
      }
      let type = inflater.dataType
      if type & 128 != 0, type & 64 == 0, totalOut == 0 || totalOut - lastPoint > span {
        var saved = Array(window[used...])
        saved.append(contentsOf: window[..<used])
        points.append(
          GzipAccessPoint(
            output: totalOut, input: input.position, bits: Int(type & 7), window: saved))
        lastPoint = totalOut
        if points.count == Self.maxPoints {
          points = points.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
          span *= 2
        }
      }
    }
  }

  /// The index of a stream that ends here: whole, or cut short after some whole members.
  private func end(
    _ scanner: inout TarScanner, points: [GzipAccessPoint]
  ) throws(ArchiveError) -> Index {
    do throws(TarFailure) {
      let truncation = try scanner.end(at: scanner.offset)?.error(archive: file.name)
      return Index(
        entries: scanner.entries, links: scanner.links, specialFiles: scanner.specialFiles,
        points: points, truncation: truncation)
    } catch {
      throw error.error(archive: file.name)
    }
  }

  private func corrupt(_ member: String?, _ reason: String) -> ArchiveError {
    .corrupt(archive: file.name, member: member, reason)
  }

  /// Fails once the stream has expanded past ``ArchiveLimits/maxExpansion``.
  private func checkExpansion(output: Int, input: Int, member: String?) throws(ArchiveError) {
    guard output > limits.expansionGrace, output / max(1, input) > limits.maxExpansion else {
      return
    }
    throw ArchiveError(
      kind: .tooLarge, archive: file.name, member: member,
      message: "too large (inflates more than \(limits.maxExpansion) times its compressed size)")
  }

  /// Whether another gzip member starts at `offset`.
  private func nextMemberFollows(at offset: Int) throws(ArchiveError) -> Bool {
    guard let magic = try file.bytes(at: offset, count: 2, member: nil) else { return false }
    return magic == [0x1F, 0x8B]
  }
}
