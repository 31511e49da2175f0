import Archive
import FeedModel
import JSON
import Mastodon

/// The kinds of input the app opens, told apart by their first bytes, never by a file's name.
enum DocumentFormat: Equatable {
  /// The listtui JSON format: an object with `me`, `users`, `history`, `feed`, `promos`.
  case listtui
  /// A Mastodon archive: a zip, a `.tar.gz` or a `.tar` (or a folder, recognised before
  /// reading).
  case mastodonArchive
  /// A Mastodon `outbox.json`: an ActivityStreams collection.
  case mastodonOutbox
  /// A JSON array of Mastodon API statuses.
  case mastodonStatuses
  /// A gzip file that holds no tar (a gzipped JSON document, say): its inflated text is read
  /// as an input of its own.
  case gzip
  /// Another Mastodon REST API answer that is an object: a status, search results, a
  /// context, notifications or the server's error (see `MastodonReader.read(restObject:into:)`).
  case mastodonObject
  /// Nothing but blank space, after a byte order mark if there is one; `isEmpty` when there is
  /// not even that.
  case blank(isEmpty: Bool)
  /// Nothing the app knows.
  case unknown

  /// Whether the input is one JSON document, read whole into memory as a document model
  /// (a listtui document, an outbox or a statuses array), rather than an archive.
  var isJSON: Bool {
    switch self {
    case .listtui, .mastodonOutbox, .mastodonStatuses, .mastodonObject: true
    case .mastodonArchive, .gzip, .blank, .unknown: false
    }
  }

  /// The most bytes read past any leading blank space to tell a format: 1 MiB.
  static let sniffSize = 1 << 20

  /// The format of an input, read from its start only as far as it takes to tell.
  ///
  /// Blank space before a JSON document is passed over however long it is. When the input is
  /// the regular file at `path`, more than ``sniffSize`` of it is passed over by a reading of
  /// its own, keeping none of it, and the input is left as it was; from a pipe, it is kept for
  /// the reader, which reads it next.
  static func detect(
    _ input: ByteInput, path: String? = nil
  ) throws(DocumentError) -> DocumentFormat {
    var blank = 0
    while true {
      let (prefix, isAtEnd) = try input.peekMore()
      blank = Self.blankLength(of: prefix, from: blank)
      if blank == prefix.count, !isAtEnd {
        if prefix.count < sniffSize { continue }
        if let path { return try detect(pastBlankIn: path) }
        continue
      }
      let isComplete = isAtEnd || prefix.count - blank >= sniffSize
      if let format = DocumentFormat(prefix: prefix, isComplete: isComplete) { return format }
    }
  }

  /// The format of an input that begins with these bytes, or nil if more are needed to tell;
  /// `isComplete` when no more will come.
  init?(prefix: [UInt8], isComplete: Bool) {
    if prefix.count < 4, !isComplete, [0x50, 0x1F].contains(prefix.first ?? 0) { return nil }
    if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04])
      || prefix.starts(with: [0x50, 0x4B, 0x05, 0x06])
    {
      self = .mastodonArchive
      return
    }
    if prefix.starts(with: [0x1F, 0x8B]) {
      guard let format = Self.gzipFormat(prefix, isComplete: isComplete) else { return nil }
      self = format
      return
    }
    if Self.isTar(prefix) {
      self = .mastodonArchive
      return
    }
    // JSON in UTF-16 or UTF-32 is read as none: the loader says which it is.
    if prefix.count >= 4 || isComplete, DocumentLoader.wideEncoding(of: prefix) != nil {
      self = .unknown
      return
    }
    let start = Self.blankLength(of: prefix, from: 0)
    guard start < prefix.count else {
      if !isComplete { return nil }
      self = .blank(
        isEmpty: prefix.count == (prefix.starts(with: JSONReader.byteOrderMark) ? 3 : 0))
      return
    }
    self.init(json: prefix, at: start, isComplete: isComplete)
  }

  /// The format of a JSON text whose first byte that is not blank is at `start`, or nil if
  /// more bytes are needed to tell.
  init?(json prefix: [UInt8], at start: Int, isComplete: Bool) {
    switch prefix[start] {
    case UInt8(ascii: "["): self = .mastodonStatuses
    case UInt8(ascii: "{"):
      guard let format = Self.objectFormat(prefix, isComplete: isComplete) else { return nil }
      self = format
    default:
      // A tar file (a `.tar.gz` saved unpacked) tells itself only at byte 257.
      if prefix.count < 263, !isComplete { return nil }
      self = .unknown
    }
  }

  /// The format of a gzip file that begins with these bytes, told by what they inflate to: a
  /// tar (a Mastodon archive before 4.2) or anything else; nil if more bytes are needed.
  private static func gzipFormat(_ prefix: [UInt8], isComplete: Bool) -> DocumentFormat? {
    let (inflated, failed) = GzipStream.inflatedPrefix(of: prefix, count: tarMagicEnd)
    if inflated.count < tarMagicEnd, !failed, !isComplete, prefix.count < sniffSize { return nil }
    // Corrupt at once, or too short for a tar: the inflating reader says which.
    return isTar(inflated) ? .mastodonArchive : .gzip
  }

  /// Where a tar's `ustar` magic ends: the bytes needed to tell a tar.
  private static let tarMagicEnd = 263

  /// Whether bytes start like a tar file: `ustar` in the first header (POSIX and GNU).
  private static func isTar(_ prefix: [UInt8]) -> Bool {
    prefix.count >= 263 && prefix[257..<262].elementsEqual("ustar".utf8)
  }

  /// The format of a JSON object by its top-level members' names, whatever their order, or nil
  /// if more bytes are needed to tell.
  ///
  /// A listtui document's member (`me`, `users`, `history`, `feed`, `promos`) or an
  /// ActivityStreams collection's (`@context`, `orderedItems`, `items`, `totalItems`, `first`)
  /// tells at once. Otherwise the object is read to its end (or to ``sniffSize``): one with a
  /// member of a Mastodon REST answer (`account`, `statuses`, `ancestors`, `error`…) is one;
  /// else one that starts with `id` or `type` is an outbox, and any other a listtui document
  /// (whose reader says it is none).
  private static func objectFormat(_ prefix: [UInt8], isComplete: Bool) -> DocumentFormat? {
    prefix.withUnsafeBufferPointer { bytes -> DocumentFormat? in
      var reader = JSONReader(bytes)
      var names: [String] = []
      do throws(DecodingFailure) {
        var object = try reader.beginObject()
        while let name = try reader.nextMemberName(in: &object) {
          if listtuiMembers.contains(name) { return .listtui }
          if activityStreamsMembers.contains(name) { return .mastodonOutbox }
          names.append(name)
          try reader.skipValue()
        }
      } catch {
        // Cut short: wait for more; malformed: the reader chosen will say where.
        if case .malformed(let offset, _) = error, offset >= bytes.count, !isComplete { return nil }
      }
      if names.contains(where: MastodonReader.restObjectMembers.contains) { return .mastodonObject }
      return ["id", "type"].contains(names.first) ? .mastodonOutbox : .listtui
    }
  }

  /// The top-level members of a listtui document.
  private static let listtuiMembers: Set<String> = ["me", "users", "history", "feed", "promos"]

  /// The members only an ActivityStreams collection has at its top level.
  private static let activityStreamsMembers: Set<String> = [
    "@context", "orderedItems", "items", "totalItems", "first",
  ]
}
