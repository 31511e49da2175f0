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
  /// The links not followed, and why.
  private(set) var leftOut: [LeftOutMember] = []

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
        switch follow(path, in: directory) {
        case .success(let (target, size)): try add(member, size: size, path: target)
        case .failure(let problem):
          leftOut.append(
            problem.leftOut(
              name: member, target: Self.linkText(path) ?? "?", isSymbolic: true))
        case nil: continue
        }
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

  /// The regular file inside the root that the link at `path` leads to, with its size.
  ///
  /// Or why it is not followed, by the same rules as an archive's links: a target outside the
  /// root (written so, or reached through other links), none, a loop, a folder, a device or a
  /// fifo; `nil` for anything else, such as a socket. `directory` is the link's real folder.
  /// Nothing is opened: the target is only looked at.
  private func follow(
    _ path: String, in directory: String
  ) -> Result<(path: String, size: Int), LinkProblem>? {
    let prefix = root == "/" ? "/" : root + "/"
    let isInside = { (path: String) in path == root || path.hasPrefix(prefix) }
    if let written = Self.linkText(path), !isInside(Self.lexicallyJoined(directory, written)) {
      return .failure(.outside)
    }
    guard let resolved = path.withPathCString({ realpath($0, nil) }) else {
      return .failure(errno == ELOOP ? .loop : .nothing(isCutShort: false))
    }
    let target = String(
      decodingPath: UnsafeBufferPointer(start: resolved, count: strlen(resolved)).lazy.map {
        UInt8(bitPattern: $0)
      })
    free(resolved)
    guard isInside(target) else { return .failure(.outside) }
    var status = stat()
    guard target.withPathCString({ stat($0, &status) }) == 0 else {
      return .failure(.nothing(isCutShort: false))
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .success((target, Int(status.st_size)))
    case S_IFDIR: return .failure(.special(.folder))
    case S_IFIFO: return .failure(.special(.fifo))
    case S_IFCHR: return .failure(.special(.characterDevice))
    case S_IFBLK: return .failure(.special(.blockDevice))
    default: return nil
    }
  }

  /// The target of the link at `path` as written, or `nil` when it cannot be read.
  private static func linkText(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = path.withPathCString { readlink($0, &buffer, buffer.count - 1) }
    guard count >= 0 else { return nil }
    return String(decodingPath: buffer[..<count].lazy.map { UInt8(bitPattern: $0) })
  }

  /// `target` taken from the folder `directory`, with `.` and `..` undone by name alone.
  private static func lexicallyJoined(_ directory: String, _ target: String) -> String {
    var parts = target.hasPrefix("/") ? [] : directory.split(separator: "/")
    for part in target.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
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
