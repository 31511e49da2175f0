import Archive
import FeedModel

/// Reads Mastodon exports into a document builder: an account archive (a zip from Mastodon
/// 4.2 on, an older tar.gz, or either extracted into a folder), a bare `outbox.json`, or a
/// JSON array of REST API statuses.
///
/// ```swift
/// let builder = DocumentBuilder { snapshot in show(snapshot) }
/// try MastodonReader.read(path: "archive-20240102.zip", displayName: "archive-20240102.zip", into: builder)
/// let document = builder.finish().document
/// ```
///
/// The feed is newest first: one entry per post (`Create` of a `Note` or `Question`) and per
/// boost (`Announce`, which an archive holds only as an address: its entry says so and names
/// the boosted author). The owner's profile comes from `actor.json`, with counts of posts,
/// boosts, likes and bookmarks, and whom they follow from `following_accounts.csv` when it is
/// in the archive or beside it. The history row holds the accounts most recently mentioned or
/// replied to. HTML is converted newest first while the builder publishes parts, so the first
/// screen shows before the rest is converted. The caller finishes the builder.
public enum MastodonReader {
  /// Whether the first bytes of an input look like something this reader reads: a zip, a
  /// gzip or tar file, an ActivityStreams collection (a JSON object naming `orderedItems`,
  /// `OrderedCollection` or `@context` early on) or a JSON array of objects.
  public static func recognizes(_ prefix: [UInt8]) -> Bool {
    if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) || prefix.starts(with: [0x1F, 0x8B]) {
      return true
    }
    if prefix.count >= 262, prefix[257..<262].elementsEqual("ustar".utf8) { return true }
    let text = prefix.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    switch text.first {
    case UInt8(ascii: "["):
      let next = text.dropFirst().first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
      return next == nil || next == UInt8(ascii: "{") || next == UInt8(ascii: "]")
    case UInt8(ascii: "{"):
      return ["\"orderedItems\"", "\"OrderedCollection\"", "\"@context\""].contains {
        text.firstRange(of: Array($0.utf8)) != nil
      }
    default:
      return false
    }
  }

  /// Whether `path` is something this reader reads: an archive, a folder holding one export
  /// (see ``ExportFolder``), or a file whose first bytes it ``recognizes(_:)``.
  public static func recognizes(path: String) -> Bool {
    guard let format = try? ArchiveReader.format(ofItemAt: path) else {
      let prefix = (try? ByteInput.file(path: path).peek(4096)) ?? []
      return recognizes(prefix)
    }
    guard format == .folder else { return true }
    return (try? ExportFolder.locate(in: path, displayName: path)) != nil
  }

  /// Reads the export at `path` into `builder`: an archive or folder, a bare `outbox.json`
  /// (with `actor.json` and the rest beside it), or a file holding a statuses array.
  ///
  /// A folder is the export when it holds `outbox.json`, else the one folder directly inside
  /// it that does (see ``ExportFolder``); no deeper folder is searched.
  ///
  /// - Parameter displayName: the input's name in messages.
  /// - Throws: ``DocumentError``: ``DocumentError/Kind/cannotOpen`` when `path` cannot be
  ///   read, otherwise for a truncated or corrupt archive, one without `outbox.json`, a folder
  ///   without an export or with several, or malformed JSON (with the member and
  ///   `line:column`).
  public static func read(
    path: String, displayName: String, into builder: DocumentBuilder
  ) throws(DocumentError) {
    let format: ArchiveFormat?
    do {
      format = try ArchiveReader.format(ofItemAt: path)
    } catch {
      throw DocumentError(error, file: displayName)
    }
    guard format != nil else {
      let input = try ByteInput.file(path: path)
      if try startsAnArray(input) {
        try readStatuses(input, name: displayName, into: builder)
        return
      }
      let bytes = try input.readAll(limit: ExportFiles.sizeLimit)
      let folder = ExportFiles.folder(of: path)
      try ExportReader(files: .directory(folder), file: displayName, beside: folder)
        .read(outbox: bytes, into: builder)
      return
    }
    let export =
      format == .folder ? try ExportFolder.locate(in: path, displayName: displayName) : path
    // An export a folder down is named by its own folder, so that the path to one of its files
    // in a message is whole: `Downloads/archive-1/outbox.json:2:12`.
    let name = displayName + export.dropFirst(path.count)
    let bag: MemberBag
    do {
      bag = try ArchiveReader.open(path: export, progress: builder.noteArchiveProgress)
    } catch {
      throw DocumentError(error, file: name)
    }
    try read(bag, displayName: name, beside: ExportFiles.folder(of: path), into: builder)
  }

  /// Reads the archive in a regular file already open for reading, such as a temporary copy of
  /// an archive from standard input, removed from its folder once made; the descriptor stays
  /// the caller's.
  ///
  /// - Parameters:
  ///   - displayName: the input's name in messages.
  ///   - folder: where `following_accounts.csv` is looked for when the archive has none: a
  ///     path ending in `/`, or empty for the current directory.
  /// - Throws: ``DocumentError`` for a truncated or corrupt archive, one without
  ///   `outbox.json`, or malformed JSON (with the member and `line:column`).
  public static func read(
    archive descriptor: Int32, displayName: String, beside folder: String,
    into builder: DocumentBuilder
  ) throws(DocumentError) {
    let bag: MemberBag
    do {
      bag = try ArchiveReader.open(
        descriptor: descriptor, name: displayName, progress: builder.noteArchiveProgress)
    } catch {
      throw DocumentError(error, file: displayName)
    }
    try read(bag, displayName: displayName, beside: folder, into: builder)
  }

  /// Reads the export in an open archive or folder.
  private static func read(
    _ bag: MemberBag, displayName: String, beside folder: String, into builder: DocumentBuilder
  ) throws(DocumentError) {
    let format = bag.format
    guard let outbox = bag.member(named: "outbox.json") ?? bag.member(endingWith: "outbox.json")
    else {
      // Cut short before the outbox was whole: that is the error.
      if let truncation = bag.truncation { throw DocumentError(truncation, file: displayName) }
      // An outbox.json left out (a link outside the archive, round a loop or to a folder; a
      // fifo): why, rather than that there is none.
      if let reason = bag.warnings.first(where: {
        $0.member?.split(separator: "/").last == "outbox.json"
      }) {
        throw DocumentError(
          kind: .invalid, file: displayName, place: reason.member,
          message: reason.message + ", so the archive has no outbox.json to read")
      }
      // An outbox.json that is a folder, with files in it or not: that is what is wrong.
      let folder =
        bag.members.lazy.compactMap { Self.outboxFolder(holding: $0.name) }.first
        ?? bag.folders.first { $0.split(separator: "/").last == "outbox.json" }
      if let inside = folder {
        throw DocumentError(
          kind: .invalid, file: displayName, place: inside, message: "a folder, not a file",
          placeIsInFolder: format == .folder)
      }
      throw DocumentError(
        kind: .invalid, file: displayName, place: nil,
        message: "no outbox.json in this \(format == .folder ? "folder" : "archive")"
          + ExportFiles.archiveHint(
            bag.members.map(\.name).filter(ExportFiles.looksLikeArchive),
            holder: format == .folder ? "folder" : "archive", inside: format != .folder))
    }
    let root = String(outbox.name.dropLast("outbox.json".count))
    // Two exports zipped together: one is read, and the other is not left out in silence.
    for other in bag.members
    where other.name != outbox.name && other.name.split(separator: "/").last == "outbox.json" {
      builder.warn(other.name, "another export's outbox; only \(outbox.name) is read")
    }
    // A name twice in one archive (appended to, or zipped twice): the last copy is read.
    for (name, count) in bag.repeatedNames.sorted(by: { $0.key < $1.key }) {
      builder.warn(name, "in the archive \(count) times; the last copy is read")
    }
    // Links left out of a tar, and zip members compressed another way than deflate: named;
    // but for the export's own documents in the archive (the actor, the likes…), whose reading
    // below says what cannot be read and what that leaves out.
    for warning in bag.warnings {
      let name = warning.member ?? ""
      let isDocument =
        name.hasPrefix(root) && !name.dropFirst(root.count).contains("/")
        && (name.hasSuffix(".json") || name.hasSuffix(".csv"))
      if isDocument, bag.member(named: name) != nil { continue }
      builder.warn(name, warning.message)
    }
    // Cut short after the outbox (Mastodon writes the likes, bookmarks and actor after it):
    // what was whole before the cut is read.
    if let truncation = bag.truncation {
      // A cut between members concerns the whole archive, which the message names already.
      let (place, lost) =
        truncation.member.map { ($0, "in this member: it and any after it are") }
        ?? ("", "after its last whole member: any after it are")
      builder.warn(place, "\(truncation.message); the archive is cut short \(lost) left out")
    }
    let reader = ExportReader(files: .archive(bag, root: root), file: displayName, beside: folder)
    try reader.read(into: builder)
  }

  /// Reads an `outbox.json` that comes from standard input, with `actor.json`, the likes, the
  /// bookmarks and the media looked for in `folder`, as beside a bare `outbox.json` file.
  ///
  /// - Parameter folder: a path ending in `/`, or empty for the current directory.
  ///
  /// - Throws: ``DocumentError`` for input that cannot be read or malformed JSON.
  public static func read(
    outbox input: ByteInput, beside folder: String, into builder: DocumentBuilder
  ) throws(DocumentError) {
    // Read whole before its posts can be found: the status line counts the bytes meanwhile.
    let bytes = try input.readAll(limit: ExportFiles.sizeLimit) { read in
      builder.noteProgress(bytesRead: read, totalBytes: input.totalBytes)
      builder.publishProgressIfDue()
    }
    try ExportReader(files: .directory(folder), file: input.name, beside: folder)
      .read(outbox: bytes, into: builder)
  }

  /// Reads a JSON array of REST API statuses (from standard input or a file) into `builder`.
  ///
  /// - Throws: ``DocumentError`` for input that cannot be read or malformed JSON.
  public static func read(
    statuses input: ByteInput, into builder: DocumentBuilder
  ) throws(DocumentError) {
    try readStatuses(input, name: input.name, into: builder)
  }

  /// The path of the folder called `outbox.json` that a member's path goes through, if one
  /// does: `outbox.json` for `outbox.json/x`, `export/outbox.json` for `export/outbox.json/x`.
  private static func outboxFolder(holding name: String) -> String? {
    let components = name.split(separator: "/", omittingEmptySubsequences: false)
    guard let folder = components.dropLast().firstIndex(of: "outbox.json") else { return nil }
    return components[...folder].joined(separator: "/")
  }

  /// Whether an input's first byte after white space (and a byte order mark) is `[`.
  private static func startsAnArray(_ input: ByteInput) throws(DocumentError) -> Bool {
    var count = 64
    while true {
      let head = try input.peek(count)
      let text = head.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
      if let first = text.first { return first == UInt8(ascii: "[") }
      if head.count < count { return false }
      count *= 2
    }
  }
}

extension DocumentBuilder {
  /// Records how far opening an archive has got, and says so if a while has passed: a tar.gz
  /// of gigabytes of media before its outbox takes seconds to open.
  fileprivate func noteArchiveProgress(bytesRead: Int, totalBytes: Int) {
    noteProgress(bytesRead: bytesRead, totalBytes: totalBytes, phase: .archive)
    publishProgressIfDue()
  }
}
