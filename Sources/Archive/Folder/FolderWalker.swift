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
      guard lstat(path, &status) == 0 else { continue }
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        try walk(path, relative: member + "/", depth: depth + 1)
      case S_IFREG:
        try add(member, size: Int(status.st_size), path: path)
      case S_IFLNK:
        guard let target = insideTarget(of: path), stat(target, &status) == 0,
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
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    let target = String(cString: resolved)
    let prefix = root == "/" ? "/" : root + "/"
    return target.hasPrefix(prefix) ? target : nil
  }

  /// The entries of `directory` except `.` and `..`, sorted by their UTF-8 bytes; names that
  /// are not valid UTF-8 are left out, since they could not be named faithfully.
  private static func names(in directory: String) -> [String] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String? in
        let bytes = raw.prefix { $0 != 0 }
        return String(validating: bytes, as: UTF8.self)
      }
      guard let name, name != ".", name != ".." else { continue }
      names.append(name)
    }
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
