import TextEscaping

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Opens archives as a ``MemberBag``: a zip, a tar.gz, an uncompressed tar or a folder,
/// recognised by content (magic bytes, or being a directory), never by file name.
///
/// ```swift
/// do {
///   let bag = try ArchiveReader.open(path: path)
///   print(bag.format, bag.members.count)
/// } catch {
///   print(error)  // archive.zip: truncated or corrupt (no end of central directory record)
///   exit(error.exitStatus)
/// }
/// ```
public enum ArchiveReader {
  /// About how many of an archive's bytes are read between two reports to the `progress` of
  /// ``open(path:limits:progress:)``: 1 MiB.
  public static let progressStep = 1 << 20

  /// The kind of archive at `path`, or `nil` for a file that is none of them (such as a JSON
  /// document, for the caller to read another way).
  ///
  /// - Throws: ``ArchiveError/Kind/cannotOpen`` when `path` is missing or unreadable.
  public static func format(ofItemAt path: String) throws(ArchiveError) -> ArchiveFormat? {
    if try isDirectory(path) { return .folder }
    return try sniff(ReadOnlyFile(path: path))
  }

  /// Opens the archive at `path`, reading its table of contents (for a tar.gz, inflating it
  /// once; for a folder, walking it), but no member.
  ///
  /// A tar or tar.gz cut short after its first member opens with the members whole before the
  /// cut, and says where it ends in ``MemberBag/truncation``.
  ///
  /// - Parameter progress: told, on the calling thread, how many of the file's bytes have been
  ///   read of how many, about every ``progressStep``, while a tar.gz is inflated or a tar's
  ///   headers are read (a zip's directory and a folder's walk take no such pass).
  /// - Throws: ``ArchiveError/Kind/cannotOpen`` when `path` is missing or unreadable, and
  ///   ``ArchiveError/Kind/malformed`` when it is not an archive, or a truncated or corrupt one.
  public static func open(
    path: String, limits: ArchiveLimits = ArchiveLimits(),
    progress: (_ bytesRead: Int, _ totalBytes: Int) -> Void = { _, _ in }
  ) throws(ArchiveError) -> MemberBag {
    if try isDirectory(path) {
      let store = try FolderStore(path: path, limits: limits)
      return MemberBag(name: path, format: .folder, limits: limits, store: store)
    }
    return try open(ReadOnlyFile(path: path), limits: limits, progress: progress)
  }

  /// Opens the archive in a regular file already open for reading, such as a temporary copy
  /// removed from its folder as soon as it was made, so that nothing is left behind however the
  /// process ends.
  ///
  /// The bag reads through a duplicate of `descriptor`, which stays the caller's to close.
  /// `name` stands for the archive in messages; `progress` is told how far opening has got, as
  /// for ``open(path:limits:progress:)``.
  ///
  /// - Throws: ``ArchiveError/Kind/cannotOpen`` when `descriptor` is not open on a regular file,
  ///   and ``ArchiveError/Kind/malformed`` when it holds no archive, or a truncated or corrupt
  ///   one.
  public static func open(
    descriptor: Int32, name: String, limits: ArchiveLimits = ArchiveLimits(),
    progress: (_ bytesRead: Int, _ totalBytes: Int) -> Void = { _, _ in }
  ) throws(ArchiveError) -> MemberBag {
    try open(ReadOnlyFile(duplicating: descriptor, name: name), limits: limits, progress: progress)
  }

  /// Opens the archive in an open regular file, by its first bytes.
  private static func open(
    _ file: ReadOnlyFile, limits: ArchiveLimits,
    progress: (_ bytesRead: Int, _ totalBytes: Int) -> Void
  ) throws(ArchiveError) -> MemberBag {
    let store: any MemberStore
    let format = try sniff(file)
    switch format {
    case .zip: store = try ZipStore(file: file, limits: limits)
    case .tarGzip: store = try GzipTarStore(file: file, limits: limits, progress: progress)
    case .tar: store = try TarStore(file: file, limits: limits, progress: progress)
    case .folder, nil:
      throw ArchiveError(
        kind: .malformed, archive: file.name,
        message: "not an archive (expected a zip, a tar.gz, a tar or a folder)")
    }
    return MemberBag(name: file.name, format: format ?? .zip, limits: limits, store: store)
  }

  private static func isDirectory(_ path: String) throws(ArchiveError) -> Bool {
    var status = stat()
    guard path.withPathCString({ stat($0, &status) }) == 0 else {
      throw .system(archive: path, member: nil, code: errno)
    }
    return status.st_mode & S_IFMT == S_IFDIR
  }

  /// The format of a regular file, from its first bytes.
  private static func sniff(_ file: ReadOnlyFile) throws(ArchiveError) -> ArchiveFormat? {
    let head = try file.bytes(at: 0, count: min(file.size, 512), member: nil) ?? []
    if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) || head.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
      return .zip
    }
    if head.starts(with: [0x1F, 0x8B, 0x08]) { return .tarGzip }
    guard head.count == TarHeader.blockSize else { return nil }
    let isTar = !TarHeader.isEndBlock(head) && (try? TarHeader(head)) != nil
    return isTar ? .tar : nil
  }
}
