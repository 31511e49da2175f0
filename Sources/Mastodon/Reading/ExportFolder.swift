import FeedModel

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
  /// - Throws: ``DocumentError`` (invalid) when no folder there has an `outbox.json`, or when
  ///   several do (naming them, to open one).
  public static func locate(
    in path: String, displayName: String
  ) throws(DocumentError) -> String {
    if hasOutbox(path) { return path }
    let folder = path.hasSuffix("/") ? path : path + "/"
    let exports = childFolders(of: path).filter { hasOutbox(folder + $0) }
    switch exports.count {
    case 0:
      throw DocumentError(
        kind: .invalid, file: displayName, place: nil,
        message: "no outbox.json in this folder, nor in a folder directly inside it")
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

  /// Whether the folder at `path` holds an `outbox.json` that is a regular file.
  static func hasOutbox(_ path: String) -> Bool {
    var status = stat()
    let outbox = path.hasSuffix("/") ? path + "outbox.json" : path + "/outbox.json"
    return stat(outbox, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }

  /// The names of the folders (or links to folders) directly inside `path`, sorted.
  private static func childFolders(of path: String) -> [String] {
    guard let stream = opendir(path) else { return [] }
    defer { closedir(stream) }
    let folder = path.hasSuffix("/") ? path : path + "/"
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String? in
        String(validating: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard let name, name != ".", name != ".." else { continue }
      var status = stat()
      guard stat(folder + name, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
      names.append(name)
    }
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
