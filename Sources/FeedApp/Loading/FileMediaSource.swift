import FeedModel
import Pictures
import TextEscaping

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pictures named by a document on disk: paths relative to the document's folder, or
/// absolute; addresses such as `https://…` are never fetched.
struct FileMediaSource: MediaSource {
  /// The largest picture file read, in bytes.
  static let sizeLimit = MediaResolution.byteLimit

  /// The folder relative paths start from.
  let directory: String

  /// Pictures beside a document at a path.
  init(documentPath: String) {
    if let slash = documentPath.lastIndex(of: "/") {
      directory = slash == documentPath.startIndex ? "/" : String(documentPath[..<slash])
    } else {
      directory = "."
    }
  }

  /// Pictures relative to a folder.
  init(directory: String) { self.directory = directory }

  func resolve(_ location: String) -> MediaResolution {
    if let host = Self.remoteHost(location) { return .remote(host: host) }
    guard let path = path(of: location) else { return .missing }
    // Only a regular file is ever opened: a folder, a FIFO or a device in its place says
    // what it is, and is never waited on. A file in a folder this user may not search cannot
    // even be looked at: reading it says so, rather than calling it missing.
    switch Self.entry(at: path) {
    case .file, .denied:
      let file = path
      return .readable(key: file) { try Self.read(file) }
    case .notAFile: return .leftOut("not a file")
    case .linkLoop: return .leftOut("link loop")
    case .missing: return .missing
    }
  }

  /// What a path names, as far as `stat` tells.
  enum Entry: Equatable {
    /// A regular file, or a link to one.
    case file
    /// A folder, a FIFO, a device or a socket, or a link to one.
    case notAFile
    /// A symbolic link that leads round in a loop (`ELOOP`), or through too many links.
    case linkLoop
    /// Looking at it is refused (`EACCES`): a folder on the way may not be searched.
    case denied
    /// Nothing, or a link to nothing.
    case missing
  }

  /// What `path` names, following symbolic links; nothing is opened.
  static func entry(at path: String) -> Entry {
    var status = stat()
    guard path.withPathCString({ stat($0, &status) }) == 0 else {
      switch errno {
      case ELOOP: return .linkLoop
      case EACCES: return .denied
      default: return .missing
      }
    }
    return status.st_mode & S_IFMT == S_IFREG ? .file : .notAFile
  }

  func byteCount(of location: String) -> Int? {
    guard Self.remoteHost(location) == nil, let path = path(of: location) else { return nil }
    var status = stat()
    guard path.withPathCString({ stat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFREG
    else { return nil }
    return Int(status.st_size)
  }

  /// The path of the file a location that is no address names.
  private func path(of location: String) -> String? {
    var path = location
    if path.hasPrefix("file://") { path = String(path.dropFirst(7)) }
    guard !path.isEmpty else { return nil }
    return path.hasPrefix("/") ? path : directory + "/" + path
  }

  /// The host of an `http://` or `https://` address, or nil for anything else.
  static func remoteHost(_ location: String) -> String? {
    let lowered = location.lowercased()
    guard let scheme = ["https://", "http://"].first(where: { lowered.hasPrefix($0) }) else {
      return nil
    }
    let rest = location.dropFirst(scheme.count)
    let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    return host.split(separator: "@").last.map(String.init) ?? String(host)
  }

  /// Whether a path names a folder.
  static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return path.withPathCString { stat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// Reads a regular file of at most ``sizeLimit`` bytes, read-only, never waiting on a FIFO
  /// or a device put in its place; a larger file fails as too large, and one this user may not
  /// read as denied, not as missing.
  static func read(_ path: String) throws -> [UInt8] {
    try PictureSource.file(path, maxBytes: sizeLimit).read()
  }
}
