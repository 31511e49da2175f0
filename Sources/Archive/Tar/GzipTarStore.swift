import CLibz

/// The members of a tar.gz, read on demand from the nearest access point.
///
/// Opening inflates the whole file once (see ``GzipIndexer``), keeping only the tar index and
/// up to 512 access points of 32 KiB each. Reading a member restarts inflation at the last
/// access point before it, passes over the bytes in between and inflates exactly the member:
/// at most one span (1 MiB, more in very large archives) of extra work per read, and any
/// number of reads may run at once.
struct GzipTarStore: MemberStore {
  /// The tar.gz file.
  let file: ReadOnlyFile
  /// The regular files, in stream order.
  let entries: [TarEntry]
  /// Where inflation can restart, in stream order.
  let points: [GzipAccessPoint]
  /// Names and sizes of ``entries``.
  let records: [MemberRecord]
  /// Where the file is cut short, if it is.
  let truncation: ArchiveError?
  /// The links, devices and fifos left out, and why.
  let leftOut: [LeftOutMember]
  /// The same, as warnings.
  let warnings: [ArchiveError]

  /// Indexes `file` in one pass, telling `progress` how far it has got.
  init(
    file: ReadOnlyFile, limits: ArchiveLimits,
    progress: (_ bytesRead: Int, _ totalBytes: Int) -> Void
  ) throws(ArchiveError) {
    self.file = file
    let index = try GzipIndexer(file: file, limits: limits).run(progress: progress)
    (points, truncation) = (index.points, index.truncation)
    let links = MemberLinks.resolve(
      entries: index.entries, links: index.links, specialFiles: index.specialFiles,
      isCutShort: truncation != nil)
    entries = links.entries
    leftOut = links.leftOut
    warnings = links.warnings(archive: file.name)
    records = entries.map { MemberRecord(name: $0.name, size: $0.size) }
  }

  func read(at index: Int, limit: Int) throws(ArchiveError) -> [UInt8] {
    try read(at: index, limit: limit) { _ in true } ?? []
  }

  /// The member's bytes, inflated a part at a time with `watch` shown each, as a zip's are.
  func read(
    at index: Int, limit: Int, watch: (_ soFar: UnsafeRawBufferPointer) -> Bool
  ) throws(ArchiveError) -> [UInt8]? {
    let entry = entries[index]
    if entry.size > limit {
      throw .tooLarge(archive: file.name, member: entry.name, size: entry.size, limit: limit)
    }
    guard entry.size > 0 else {
      return watch(UnsafeRawBufferPointer(start: nil, count: 0)) ? [] : nil
    }
    guard let point = lastPoint(atOrBefore: entry.dataOffset) else {
      throw corrupt(entry.name, "no access point")
    }
    var failure: ArchiveError?
    var stopped = false
    let bytes = [UInt8](unsafeUninitializedCapacity: entry.size) { buffer, initialized in
      do throws(ArchiveError) {
        stopped = try !inflate(
          entry, from: point, into: UnsafeMutableRawBufferPointer(buffer), watch: watch)
        initialized = stopped ? 0 : entry.size
      } catch {
        failure = error
        initialized = 0
      }
    }
    if let failure { throw failure }
    return stopped ? nil : bytes
  }

  /// The access point with the greatest output offset not past `offset`.
  private func lastPoint(atOrBefore offset: Int) -> GzipAccessPoint? {
    var low = 0
    var high = points.count
    while low < high {
      let middle = (low + high) / 2
      if points[middle].output <= offset { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? points[low - 1] : nil
  }

  private func corrupt(_ member: String, _ reason: String) -> ArchiveError {
    .corrupt(archive: file.name, member: member, reason)
  }

  /// Inflates from `point`, dropping output up to the member, then fills `output` with it a
  /// part (``ZipInflation/partSize``) at a time, showing `watch` the bytes so far after each;
  /// false when `watch` stopped it.
  private func inflate(
    _ entry: TarEntry, from point: GzipAccessPoint, into output: UnsafeMutableRawBufferPointer,
    watch: (_ soFar: UnsafeRawBufferPointer) -> Bool
  ) throws(ArchiveError) -> Bool {
    guard let inflater = Inflater(.raw) else { throw corrupt(entry.name, "zlib out of memory") }
    if point.bits > 0 {
      guard let byte = try file.bytes(at: point.input - 1, count: 1, member: entry.name) else {
        throw corrupt(entry.name, "unexpected end of data")
      }
      inflater.prime(bits: point.bits, value: Int(byte[0]) >> (8 - point.bits))
    }
    inflater.setDictionary(point.window)
    let input = FileInput(file, from: point.input)
    let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 16)
    defer { scratch.deallocate() }
    var toSkip = entry.dataOffset - point.output
    var filled = 0
    var watched = 0
    var framing = Inflater.Framing.raw
    while filled < entry.size {
      let available = try input.available(member: entry.name)
      guard !available.isEmpty else { throw corrupt(entry.name, "unexpected end of data") }
      let target =
        toSkip > 0
        ? UnsafeMutableRawBufferPointer(rebasing: scratch[..<min(toSkip, scratch.count)])
        : UnsafeMutableRawBufferPointer(
          rebasing: output[filled..<min(entry.size, (filled / partSize + 1) * partSize)])
      let step = inflater.inflate(available, into: target)
      input.consume(step.consumed)
      if toSkip > 0 { toSkip -= step.produced } else { filled += step.produced }
      if filled - watched >= partSize || (filled == entry.size && filled > watched) {
        watched = filled
        guard watch(UnsafeRawBufferPointer(rebasing: output[..<filled])) else { return false }
      }
      switch step.status {
      case Z_STREAM_END where filled < entry.size:
        // The end of one gzip member. Raw inflation stops before its 8-byte trailer, which
        // gzip framing reads (and checks) itself; then the next member's header follows.
        if framing == .raw { input.seek(to: input.position + 8) }
        framing = .gzip
        inflater.reset(.gzip)
      case Z_STREAM_END, Z_OK, Z_BUF_ERROR:
        guard step.consumed > 0 || step.produced > 0 else {
          throw corrupt(entry.name, "inflating made no progress")
        }
      default:
        throw corrupt(entry.name, inflater.failureReason(step.status))
      }
    }
    return true
  }

  /// The most bytes inflated between two looks of a watcher, as in a zip.
  private var partSize: Int { ZipInflation.partSize }
}
