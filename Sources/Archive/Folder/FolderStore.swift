import TextEscaping

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The regular files under a folder, such as an extracted archive, read only when asked for.
///
/// The walk happens once, when opening. Members are the folder's regular files, named by
/// their path below it and listed in sorted order. A symbolic link to a regular file counts
/// when its target lies inside the folder; one that leads outside it, to nothing, round a
/// loop, to a folder, a device or a fifo is not followed, and is left out with a warning, as
/// an archive's link is. Unreadable subfolders are passed over.
struct FolderStore: MemberStore {
  /// The folder's name as given.
  let root: String
  /// Names and sizes, in walk order.
  let records: [MemberRecord]
  /// The path to open for each record: the file itself, or a link's target inside the folder.
  let paths: [String]
  /// The links not followed, and why.
  let leftOut: [LeftOutMember]
  /// The same, as warnings.
  let warnings: [ArchiveError]

  /// How deep the walk goes.
  static let maxDepth = 64

  /// Walks the folder at `path`.
  init(path: String, limits: ArchiveLimits) throws(ArchiveError) {
    root = path
    guard let resolved = path.withPathCString({ realpath($0, nil) }) else {
      throw .system(archive: path, member: nil, code: errno)
    }
    let real = String(
      decodingPath: UnsafeBufferPointer(start: resolved, count: strlen(resolved)).lazy.map {
        UInt8(bitPattern: $0)
      })
    free(resolved)
    var walker = FolderWalker(root: real, limit: limits.memberCount)
    guard let directory = real.withPathCString({ opendir($0) }) else {
      throw .system(archive: path, member: nil, code: errno)
    }
    closedir(directory)
    do throws(FolderWalker.TooMany) {
      try walker.walk(real, relative: "", depth: 0)
    } catch {
      throw ArchiveError(
        kind: .malformed, archive: path,
        message: "too many members (more than \(limits.memberCount))")
    }
    records = walker.records
    paths = walker.paths
    leftOut = walker.leftOut
    warnings = leftOut.map { $0.warning(archive: path) }
  }

  func read(at index: Int, limit: Int) throws(ArchiveError) -> [UInt8] {
    try read(at: index, limit: limit) { _ in true } ?? []
  }

  /// The file's bytes, read a part at a time with `watch` shown each, as a zip member's are.
  func read(
    at index: Int, limit: Int, watch: (_ soFar: UnsafeRawBufferPointer) -> Bool
  ) throws(ArchiveError) -> [UInt8]? {
    let name = records[index].name
    let file: ReadOnlyFile
    do {
      file = try ReadOnlyFile(path: paths[index], noFollow: true)
    } catch {
      throw ArchiveError(
        kind: error.kind, archive: root, member: name, message: error.message,
        systemCode: error.systemCode)
    }
    if file.size > limit {
      throw .tooLarge(archive: root, member: name, size: file.size, limit: limit)
    }
    return try file.bytes(
      at: 0, count: file.size, member: name,
      short: ArchiveError(
        kind: .cannotOpen, archive: root, member: name, message: "the file shrank while read"),
      watch: watch)
  }
}
