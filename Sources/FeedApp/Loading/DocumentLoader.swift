import FeedModel
import ListtuiFormat
import Mastodon

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a document of any format the app knows, chosen by its content, and reads it into a
/// builder as it arrives; or loads it whole, strictly.
///
/// ```swift
/// let snapshot = try DocumentLoader.load(.file(path: "feed.json"))
/// ```
public enum DocumentLoader {
  /// The largest JSON document read from a file, standard input or a pipe: 1 GiB, as for an
  /// archive's `outbox.json`.
  ///
  /// A document takes four to five times its size in memory once read, so a larger one is
  /// refused, before anything is read when its size is known (a regular file, given by its path
  /// or as standard input), else once more
  /// than this has come in: `feed.json: too large (1073741825 bytes; the limit is 1073741824)`,
  /// an invalid input (exit status 65). Archives have limits of their own, per member.
  public static let jsonSizeLimit = 1 << 30

  /// Reads a document into a builder, publishing parts as they are ready, and finishes it.
  ///
  /// - Throws: ``FeedModel/DocumentError``: `cannotOpen` when the input cannot be read,
  ///   `malformed` or `invalid` when it is not a document the app knows.
  ///
  /// - Parameter sizeLimit: the largest JSON document read, ``jsonSizeLimit`` unless given.
  public static func read(
    _ source: DocumentSource, into builder: DocumentBuilder, sizeLimit: Int = jsonSizeLimit
  ) throws(DocumentError) {
    try read(source, into: builder, sizeLimit: sizeLimit, standardInput: STDIN_FILENO)
  }

  /// Reads a document into a builder as ``read(_:into:sizeLimit:)`` does, with standard input
  /// open on the descriptor `standardInput`.
  static func read(
    _ source: DocumentSource, into builder: DocumentBuilder, sizeLimit: Int,
    standardInput: Int32
  ) throws(DocumentError) {
    let input: ByteInput
    var path: String?
    var relay: CountingRelay?
    switch source {
    case .file(let file):
      if FileMediaSource.isDirectory(file) {
        try MastodonReader.read(path: file, displayName: file, into: builder)
        builder.finish()
        return
      }
      // A pipe given as a path (`<(ssh host cat archive.zip)`, a FIFO) is read as standard
      // input is: an archive in it is first copied to a file it can be read from.
      if FileMediaSource.entry(at: file) == .file {
        input = try ByteInput.file(path: file)
        path = file
      } else {
        (input, relay) = try pipeInput(path: file)
      }
      if builder.media == nil { builder.media = FileMediaSource(documentPath: file) }
    case .standardInput:
      (input, relay) = try pipeInput(path: nil, standardInput: standardInput)
      if builder.media == nil { builder.media = FileMediaSource(directory: ".") }
    case .text(let text, let name):
      input = ByteInput(bytes: Array(text.utf8), name: name)
    case .bytes(let bytes, let name):
      input = ByteInput(bytes: bytes, name: name)
    }
    do throws(DocumentError) {
      let format = try DocumentFormat.detect(input, path: path)
      if format.isJSON {
        if let size = input.totalBytes, size > sizeLimit {
          throw DocumentError(
            kind: .invalid, file: input.name, place: nil,
            message: "too large (\(size) bytes; the limit is \(sizeLimit))")
        }
        relay?.limit(to: sizeLimit)
      }
      try read(input, format: format, path: path, into: builder, sizeLimit: sizeLimit)
    } catch {
      // Cut off at the limit, the reader saw an end and may have said so: the limit says why.
      throw relay?.overLimitError(name: input.name) ?? relay?.readError(name: input.name) ?? error
    }
    if let error = relay?.overLimitError(name: input.name) ?? relay?.readError(name: input.name) {
      throw error
    }
    builder.finish()
  }

  /// Reads an input of a known format into a builder; `path` is the regular file it is, if it
  /// is one, and `sizeLimit` the largest JSON document inflated from a gzip.
  static func read(
    _ input: ByteInput, format: DocumentFormat, path: String?, into builder: DocumentBuilder,
    sizeLimit: Int
  ) throws(DocumentError) {
    switch (format, path) {
    case (.gzip, _):
      try readInflated(input, path: path, into: builder, sizeLimit: sizeLimit)
    case (.listtui, _):
      try ListtuiReader.read(input, into: builder)
    case (.mastodonArchive, let path?), (.mastodonOutbox, let path?),
      (.mastodonStatuses, let path?):
      try MastodonReader.read(path: path, displayName: input.name, into: builder)
    case (.mastodonStatuses, nil):
      try MastodonReader.read(statuses: input, into: builder)
    case (.mastodonArchive, nil):
      // A zip's directory is at its end: the archive is copied to a file it can be read from,
      // with no name, so that no way out leaves it behind; what is beside it is looked for in
      // the current directory, as for an outbox.
      let spool = try SpoolFile(copying: input) { copied in
        builder.noteProgress(bytesRead: copied, totalBytes: input.totalBytes, phase: .copy)
        builder.publishProgressIfDue()
      }
      try MastodonReader.read(
        archive: spool.descriptor, displayName: input.name, beside: "", into: builder)
    case (.mastodonObject, _):
      try MastodonReader.read(restObject: input, into: builder)
    case (.mastodonOutbox, nil):
      try MastodonReader.read(outbox: input, beside: "", into: builder)
    case (.blank(let isEmpty), _):
      // Nothing but a byte order mark and blank space: say so, rather than "not a document".
      throw DocumentError(
        kind: .invalid, file: input.name, place: nil,
        message: isEmpty ? "empty: no document to show" : "only blank space: no document to show")
    case (.unknown, _):
      let peeked = try input.peek(4096)
      if let encoding = Self.wideEncoding(of: peeked) {
        throw DocumentError(
          kind: .invalid, file: input.name, place: nil,
          message: "written in \(encoding), not UTF-8: convert it first "
            + "(iconv -f \(encoding) -t UTF-8)")
      }
      throw DocumentError.unrecognized(file: input.name)
    }
  }

  /// The source to read for `source`: a folder becomes the folder of the Mastodon export in
  /// it (itself, or the one folder directly inside it holding `outbox.json`), so that its name
  /// says which export is shown; any other source is itself.
  ///
  /// - Throws: ``FeedModel/DocumentError`` (invalid) for a folder with no export, or several.
  public static func resolve(_ source: DocumentSource) throws(DocumentError) -> DocumentSource {
    guard case .file(let path) = source, FileMediaSource.isDirectory(path) else { return source }
    let export = try ExportFolder.locate(in: path, displayName: path)
    return export == path ? source : .file(path: export)
  }

  /// Loads a whole document before returning it: the strict path of `--dump`.
  ///
  /// `media`, if given, is where its pictures are read from, in place of the files beside it;
  /// `ownerName`, whom a saved timeline is taken to be of (see
  /// ``FeedModel/DocumentBuilder/ownerName``); `sizeLimit` is the largest JSON document read,
  /// ``jsonSizeLimit`` unless given.
  public static func load(
    _ source: DocumentSource, media: (any MediaSource)? = nil, ownerName: String? = nil,
    sizeLimit: Int = jsonSizeLimit
  ) throws(DocumentError) -> DocumentSnapshot {
    var result: DocumentSnapshot?
    let builder = DocumentBuilder { snapshot in if snapshot.isComplete { result = snapshot } }
    builder.media = media
    builder.ownerName = ownerName
    builder.firstPartEntries = Int.max
    builder.publishInterval = .seconds(3600)
    try read(source, into: builder, sizeLimit: sizeLimit)
    guard let result else {
      throw DocumentError(kind: .invalid, file: source.displayName, place: nil, message: "empty")
    }
    return result
  }
}
