import TextEscaping

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Walks a folder depth-first in sorted order, collecting its regular files (see
/// ``FolderStore``).
struct FolderWalker {
  /// Thrown when the folder holds more files than the limit.
  struct TooMany: Error {}

  /// The folder's real path, without a trailing `/`.
  let root: String
  /// The most files to collect.
  let limit: Int
  /// The files found: names below the root and sizes.
  private(set) var records: [MemberRecord] = []
  /// The path to open for each of ``records``.
  private(set) var paths: [String] = []

  /// A walker of the folder whose real path is `root`.
  init(root: String, limit: Int) {
    self.root = root
    self.limit = limit
  }

  /// Collects the files under `directory`, whose name below the root is `relative`.
  mutating func walk(_ directory: String, relative: String, depth: Int) throws(TooMany) {
    guard depth <= FolderStore.maxDepth else { return }
    for name in Self.names(in: directory) {
      let path = directory == "/" ? "/" + name : directory + "/" + name
      let member = relative + name
      var status = stat()
      guard path.withPathCString({ lstat($0, &status) }) == 0 else { continue }
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        try walk(path, relative: member + "/", depth: depth + 1)
      case S_IFREG:
        try add(member, size: Int(status.st_size), path: path)
      case S_IFLNK:
        guard let target = insideTarget(of: path),
          target.withPathCString({ stat($0, &status) }) == 0,
          status.st_mode & S_IFMT == S_IFREG
        else { continue }
        try add(member, size: Int(status.st_size), path: target)
      default:
        continue
      }
    }
  }

  private mutating func add(_ name: String, size: Int, path: String) throws(TooMany) {
    guard records.count < limit else { throw TooMany() }
    records.append(MemberRecord(name: name, size: size))
    paths.append(path)
  }

  /// The real path of the link at `path` when it lies inside the root, else `nil`.
  private func insideTarget(of path: String) -> String? {
    guard let resolved = path.withPathCString({ realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    let target = String(
      decodingPath: UnsafeBufferPointer(start: resolved, count: strlen(resolved)).lazy.map {
        UInt8(bitPattern: $0)
      })
    let prefix = root == "/" ? "/" : root + "/"
    return target.hasPrefix(prefix) ? target : nil
  }

  /// The entries of `directory` except `.` and `..`, sorted by their bytes; a name that is not
  /// UTF-8 keeps its bytes (see `String(decodingPath:)`).
  private static func names(in directory: String) -> [String] {
    guard let stream = directory.withPathCString({ opendir($0) }) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decodingPath: raw.prefix { $0 != 0 })
      }
      guard name != ".", name != ".." else { continue }
      names.append(name)
    }
    return names.sorted { $0.pathBytes.lexicographicallyPrecedes($1.pathBytes) }
  }
}
