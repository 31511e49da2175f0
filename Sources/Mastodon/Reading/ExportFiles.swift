import Archive
import FeedModel
import TextEscaping

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The files of one export: members of an archive under its root, or files beside a bare
/// `outbox.json`.
enum ExportFiles {
  /// An archive (zip, tar.gz, tar or folder); `root` is the folder of its `outbox.json`.
  case archive(MemberBag, root: String)
  /// The folder of a bare `outbox.json`, ending in `/` (or empty).
  case directory(String)

  /// The largest JSON or CSV file read.
  static let sizeLimit = 1 << 30

  /// The whole content of the export's file `name`, or `nil` when it has none.
  ///
  /// `watch` is shown the bytes read so far, and the whole size, as an archive member grows
  /// (see ``Archive/MemberBag/read(_:limit:watch:)``); when it returns false, the read stops and
  /// the result is `nil` too.
  ///
  /// - Throws: ``DocumentError`` when the file is there but cannot be read.
  func read(
    _ name: String, file: String,
    watch: (_ soFar: UnsafeRawBufferPointer, _ size: Int) -> Bool = { _, _ in true }
  ) throws(DocumentError) -> [UInt8]? {
    switch self {
    case .archive(let bag, let root):
      guard let member = bag.member(named: root + name) else { return nil }
      do {
        return try bag.read(member, limit: Self.sizeLimit) { watch($0, member.size) }
      } catch {
        var failure = DocumentError(error, file: file)
        failure.placeIsInFolder = isFolder && failure.place != nil
        throw failure
      }
    case .directory(let directory):
      return try Self.readFile(directory + name)
    }
  }

  /// What reading one of the export's optional files (`actor.json`, `likes.json`…) found.
  enum Lookup {
    /// The file's whole content.
    case found([UInt8])
    /// The export has no such file.
    case missing
    /// The file is there but cannot be read, for the reason given, such as
    /// `encrypted members are not supported`: a warning, where the outbox's would be an error.
    case unreadable(String)
    /// The file is the member the archive is cut short in, which the archive's own warning
    /// names (`…; the archive is cut short in this member: it and any after it are left out`).
    case cutShort
  }

  /// Whether the files are an archive cut short, so that a file not found may be one that
  /// came after the cut.
  var isCutShort: Bool {
    if case .archive(let bag, _) = self { return bag.truncation != nil }
    return false
  }

  /// The export's optional file `name`: its content, or that it is missing or cannot be read.
  func readOptional(_ name: String) -> Lookup {
    switch self {
    case .archive(let bag, let root):
      guard let member = bag.member(named: root + name) else {
        return bag.truncation?.member == root + name ? .cutShort : .missing
      }
      do {
        return .found(try bag.read(member, limit: Self.sizeLimit))
      } catch {
        return .unreadable(
          error.kind == .cannotOpen ? "cannot open: \(error.message)" : error.message)
      }
    case .directory(let directory):
      return Self.readOptionalFile(directory + name)
    }
  }

  /// The regular file at `path`, read as an optional file of the export.
  static func readOptionalFile(_ path: String) -> Lookup {
    do {
      return try readFile(path).map(Lookup.found) ?? .missing
    } catch {
      return .unreadable(error.problem)
    }
  }

  /// Whether the files are those of a folder, whose paths follow its name after `/` in
  /// messages, rather than members of an archive file.
  var isFolder: Bool {
    switch self {
    case .archive(let bag, _): bag.format == .folder
    case .directory: false
    }
  }

  /// The name to give in messages for the export's file `name`: its member name in an
  /// archive, `nil` for a file of its own (whose name is the input's).
  func place(of name: String) -> String? {
    switch self {
    case .archive(_, let root): root + name
    case .directory: name
    }
  }

  /// Where the export's pictures are read from.
  var media: any MediaSource {
    switch self {
    case .archive(let bag, let root): ArchiveMedia(bag: bag, root: root)
    case .directory(let directory): DirectoryMedia(directory: directory)
    }
  }

  /// The content of the regular file at `path`, or `nil` when there is none.
  static func readFile(_ path: String) throws(DocumentError) -> [UInt8]? {
    var status = stat()
    guard path.withPathCString({ stat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFREG
    else { return nil }
    return try ByteInput.regularFile(path: path).readAll(limit: sizeLimit)
  }

  /// The folder part of `path`, ending in `/`, or empty for a bare file name.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }
}

extension DocumentError {
  /// An archive error as a document error: the member becomes the place, and the kind keeps
  /// its exit status (66 for what cannot be opened, 65 otherwise).
  init(_ error: ArchiveError, file: String) {
    switch error.kind {
    case .cannotOpen:
      let message =
        error.member.map { "\($0.escapingControlCharacters): \(error.message)" } ?? error.message
      self.init(kind: .cannotOpen, file: file, place: nil, message: message)
    case .malformed, .tooLarge:
      self.init(kind: .invalid, file: file, place: error.member, message: error.message)
    case .notAnArchive where error.isCompressedJSON:
      self.init(
        kind: .invalid, file: file, place: nil,
        message: "gzip-compressed JSON, not an archive: decompress it first "
          + "(gunzip -c it and open what that writes: gunzip -c feed.json.gz | listtui -)")
    case .notAnArchive:
      self = .unrecognized(file: file)
    }
  }
}
