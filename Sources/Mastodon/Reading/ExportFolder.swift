import FeedModel
import TextEscaping

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Finds the export in a folder: the folder itself, or the one folder directly inside it that
/// holds an `outbox.json`, as an archive extracted into a folder of its own is laid out.
///
/// Mastodon's archive has `outbox.json`, `actor.json` and `media_attachments/` at its top, so
/// an export is never deeper than that; the search reads two levels of names and never walks a
/// whole tree, so `listtui ~` or `listtui /` answers at once.
///
/// ```swift
/// try ExportFolder.locate(in: "Downloads", displayName: "Downloads")
/// // "Downloads/archive-20240105" when that is the one export there
/// ```
public enum ExportFolder {
  /// The most folder names listed when several hold an export.
  static let listedNames = 5

  /// The path of the folder holding the export: `path` itself when it has an `outbox.json`,
  /// else the one folder directly inside it that has one.
  ///
  /// A folder directly inside that cannot be read is passed over when the export is found in
  /// another; when none holds one, it is what is wrong, and is named.
  ///
  /// - Throws: ``DocumentError``: `cannotOpen` with the system's reason, naming the folder,
  ///   when `path` cannot be listed, or when no folder inside it has an `outbox.json` and one
  ///   of them cannot be read; `invalid` when no folder there has an `outbox.json`, or when
  ///   several do (naming them, to open one).
  public static func locate(
    in path: String, displayName: String
  ) throws(DocumentError) -> String {
    let own = outbox(in: path)
    if case .found = own { return path }
    let folder = path.hasSuffix("/") ? path : path + "/"
    var exports: [String] = []
    var unreadable: (name: String, code: Int32)?
    // An outbox.json that is there but no file: what is wrong, when there is no export.
    var notAFile: (place: String, what: String)?
    if case .notAFile(let what) = own { notAFile = ("outbox.json", what) }
    let children = try childEntries(of: path, displayName: displayName)
    for name in children.folders {
      switch outbox(in: folder + name) {
      case .found: exports.append(name)
      case .absent: continue
      case .notAFile(let what): if notAFile == nil { notAFile = (name + "/outbox.json", what) }
      case .unreadable(let code): if unreadable == nil { unreadable = (name, code) }
      }
    }
    switch exports.count {
    case 0:
      if let (place, what) = notAFile {
        throw DocumentError(
          kind: .invalid, file: displayName, place: place, message: "\(what), not a file",
          placeIsInFolder: true)
      }
      if let (name, code) = unreadable {
        let shown = displayName.hasSuffix("/") ? displayName : displayName + "/"
        throw cannotOpen(shown + name, code)
      }
      throw DocumentError(
        kind: .invalid, file: displayName, place: nil,
        message: "no outbox.json in this folder, nor in a folder directly inside it"
          + ExportFiles.archiveHint(children.archives, holder: "folder"))
    case 1:
      return folder + exports[0]
    default:
      var names = exports.prefix(listedNames).map(\.escapingControlCharacters)
      if exports.count > listedNames { names.append("…") }
      throw DocumentError(
        kind: .invalid, file: displayName, place: nil,
        message:
          "\(exports.count) exports in this folder (\(names.joined(separator: ", "))); "
          + "open one of them")
    }
  }

  /// What a folder holds as its `outbox.json`.
  enum Outbox: Equatable {
    /// A regular file.
    case found
    /// Nothing.
    case absent
    /// Something other than a regular file, which is never opened, as `what` names it: `a
    /// folder`, `a named pipe` (which would keep a read waiting), `a device` or `a socket`.
    case notAFile(String)
    /// The folder cannot be searched, for the system's reason: a folder whose permissions
    /// keep the user out, say.
    case unreadable(Int32)
  }

  /// What the folder at `path` holds as its `outbox.json`.
  static func outbox(in path: String) -> Outbox {
    var status = stat()
    let outbox = path.hasSuffix("/") ? path + "outbox.json" : path + "/outbox.json"
    guard outbox.withPathCString({ stat($0, &status) }) == 0 else {
      let code = errno
      return code == ENOENT || code == ENOTDIR ? .absent : .unreadable(code)
    }
    return switch status.st_mode & S_IFMT {
    case S_IFREG: .found
    case S_IFDIR: .notAFile("a folder")
    case S_IFIFO: .notAFile("a named pipe")
    case S_IFCHR, S_IFBLK: .notAFile("a device")
    case S_IFSOCK: .notAFile("a socket")
    default: .absent
    }
  }

  /// The names of the folders (or links to folders) directly inside `path`, sorted.
  ///
  /// - Throws: ``DocumentError`` (cannotOpen) naming the folder when it cannot be listed.
  private static func childEntries(
    of path: String, displayName: String
  ) throws(DocumentError) -> (folders: [String], archives: [String]) {
    guard let stream = path.withPathCString({ opendir($0) }) else {
      throw cannotOpen(displayName, errno)
    }
    defer { closedir(stream) }
    let folder = path.hasSuffix("/") ? path : path + "/"
    var names: [String] = []
    var archives: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decodingPath: raw.prefix { $0 != 0 })
      }
      guard name != ".", name != ".." else { continue }
      var status = stat()
      guard (folder + name).withPathCString({ stat($0, &status) }) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFDIR {
        names.append(name)
      } else if status.st_mode & S_IFMT == S_IFREG, ExportFiles.looksLikeArchive(name) {
        archives.append(name)
      }
    }
    let order = { (a: String, b: String) in a.pathBytes.lexicographicallyPrecedes(b.pathBytes) }
    return (names.sorted(by: order), archives.sorted(by: order))
  }

  /// The error for a folder that cannot be read, with the system's reason.
  private static func cannotOpen(_ name: String, _ code: Int32) -> DocumentError {
    let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
    return DocumentError(kind: .cannotOpen, file: name, place: nil, message: reason)
  }
}
