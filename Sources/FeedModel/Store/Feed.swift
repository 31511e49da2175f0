/// The entries of a feed, in document order, stored compactly: a record of 28 bytes and the
/// entry's text, in chunks that are never changed once made.
///
/// So a million entries cost about what their text does, a loaded part of a feed is shared
/// by every later version of it, and asking for an entry makes only that entry. Cheap
/// questions (the author, the flags, the id) are answered without making the entry.
///
/// ```swift
/// let feed = document.feed
/// feed.count             // 1_000_000
/// feed[41].comment       // made on demand
/// feed.flags(at: 41)     // [.hasMedia]
/// ```
public struct Feed: Sendable, RandomAccessCollection, Equatable, ExpressibleByArrayLiteral {
  /// The number of entries a chunk holds; every chunk but the last is full.
  public static let chunkCapacity = 1 << chunkShift
  static let chunkShift = 12

  /// The chunks, all full but the last.
  let chunks: [FeedChunk]
  /// The author ids the entries refer to, each once.
  public let authors: [UserID]
  /// The number of entries.
  public let count: Int

  /// An empty feed.
  public init() {
    self.init(chunks: [], authors: [], count: 0)
  }

  /// A feed of entries, stored compactly.
  public init(_ entries: some Sequence<FeedEntry>) {
    var writer = FeedWriter()
    for entry in entries { writer.append(entry) }
    self = writer.feed
  }

  /// A feed of the entries in an array literal.
  public init(arrayLiteral entries: FeedEntry...) {
    self.init(entries)
  }

  init(chunks: [FeedChunk], authors: [UserID], count: Int) {
    self.chunks = chunks
    self.authors = authors
    self.count = count
  }

  /// The index of the first entry: 0.
  public var startIndex: Int { 0 }

  /// One past the index of the last entry.
  public var endIndex: Int { count }

  /// The entry at a position, made from its stored fields.
  public subscript(position: Int) -> FeedEntry { entry(at: position, commentLimit: nil) }

  /// The entry at a position, with at most `limit` bytes of its comment and "…" after them when
  /// it is longer; the whole comment when `limit` is nil.
  ///
  /// Enough for a line of a list, without decoding a long post whole for every frame.
  public func entry(at position: Int, commentLimit limit: Int?) -> FeedEntry {
    let (chunk, record) = locate(position)
    let extras = record.extras >= 0 ? chunk.extras[Int(record.extras)] : nil
    var media = extras?.media ?? []
    if extras == nil, record.imageLength > 0 {
      media = [MediaAttachment(location: chunk.string(record.imageRange), kind: .image)]
    }
    return FeedEntry(
      id: chunk.string(record.idRange),
      user: authors[Int(record.author)],
      comment: chunk.string(record.commentRange, limit: limit),
      media: media,
      postedAt: record.dateLength > 0 ? chunk.string(record.dateRange) : nil,
      editedAt: extras?.editedAt,
      contentWarning: extras?.contentWarning,
      isSensitive: record.flags.contains(.isSensitive),
      boost: extras?.boost,
      reply: extras?.reply,
      poll: extras?.poll,
      mentions: extras?.mentions ?? [],
      address: extras?.address,
      visibility: record.visibility,
      quote: extras?.quote,
      links: extras?.links ?? [], card: extras?.card, engagement: extras?.engagement)
  }

  /// The id of the entry at a position.
  public func id(at position: Int) -> String {
    let (chunk, record) = locate(position)
    return chunk.string(record.idRange)
  }

  /// The author of the entry at a position.
  public func author(at position: Int) -> UserID {
    authors[authorIndex(at: position)]
  }

  /// The author of the entry at a position, as an index into ``authors``.
  public func authorIndex(at position: Int) -> Int {
    Int(locate(position).record.author)
  }

  /// What the entry at a position has: media, a content warning, a poll, and so on.
  public func flags(at position: Int) -> EntryFlags {
    locate(position).record.flags
  }

  /// Whether the entry at a position has any text of its own: a post of only pictures, as
  /// Mastodon writes one (`"content": ""`), has none.
  public func hasComment(at position: Int) -> Bool {
    locate(position).record.commentLength > 0
  }

  /// The number of options of the poll of the entry at a position; 0 without a poll.
  public func pollOptionCount(at position: Int) -> Int {
    let (chunk, record) = locate(position)
    guard record.extras >= 0 else { return 0 }
    return chunk.extras[Int(record.extras)].poll?.options.count ?? 0
  }

  /// The position of the entry with an id, or nil.
  ///
  /// O(number of chunks): each chunk indexes its own ids.
  public func position(ofID id: String) -> Int? {
    var id = id
    return id.withUTF8 { bytes in
      for (number, chunk) in chunks.enumerated() {
        if let index = chunk.index(ofID: bytes) { return number << Feed.chunkShift + index }
      }
      return nil
    }
  }

  /// Calls `body` with the folded search text of the entry at a position.
  func withSearchText<Result>(
    at position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    let (chunk, record) = locate(position)
    return chunk.text.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[record.searchRange]))
    }
  }

  /// The chunk and record of a position.
  @inline(__always)
  func locate(_ position: Int) -> (chunk: FeedChunk, record: EntryRecord) {
    precondition(position >= 0 && position < count, "feed position \(position) out of range")
    let chunk = chunks[position >> Feed.chunkShift]
    return (chunk, chunk.records[position & (Feed.chunkCapacity - 1)])
  }

  /// Whether two feeds hold the same entries.
  ///
  /// O(1) for two versions of one stored feed; otherwise entry by entry. To ask whether two
  /// feeds are the same stored version, which never compares entries, see ``isIdentical(to:)``.
  public static func == (lhs: Feed, rhs: Feed) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.isIdentical(to: rhs) { return true }
    return lhs.indices.allSatisfy { lhs[$0] == rhs[$0] }
  }

  /// Whether two feeds are the same version of one stored feed: the same chunks and authors.
  ///
  /// O(number of chunks); never looks at entries.
  public func isIdentical(to other: Feed) -> Bool {
    count == other.count && authors.count == other.authors.count
      && chunks.count == other.chunks.count
      && zip(chunks, other.chunks).allSatisfy { $0 === $1 }
  }

  /// Whether this feed begins with all of `other`'s entries, stored in the same chunks: it is
  /// a later version of a feed that only grew.
  public func extends(_ other: Feed) -> Bool {
    guard count >= other.count, other.chunks.count <= chunks.count else { return false }
    let full = other.count >> Feed.chunkShift
    for index in 0..<full where chunks[index] !== other.chunks[index] { return false }
    guard full < other.chunks.count else { return true }
    return chunks[full].lineage == other.chunks[full].lineage
      && chunks[full].records.count >= other.chunks[full].records.count
  }
}
