import Synchronization

/// Appends entries to a feed in its compact form, and gives out versions of the feed that
/// share every full chunk.
///
/// Owned by one thread, the loader's; the ``Feed`` values it gives out are immutable.
struct FeedWriter {
  /// Chunks already full.
  private var sealed: [FeedChunk] = []
  /// The records of the chunk being filled.
  private var records: [EntryRecord] = []
  /// The text of the chunk being filled.
  private var text: [UInt8] = []
  /// The extras of the chunk being filled.
  private var extras: [EntryExtras] = []
  /// The lineage of the chunk being filled.
  private var lineage = FeedWriter.nextLineage()
  /// The chunk being filled, as last given out, while nothing was added since.
  private var published: FeedChunk?
  /// The author ids, each once, and their indexes.
  private var authors = AuthorTable()
  /// The ids written, to find repeats.
  private var ids = FeedIDTable()

  private static let lineages = Atomic<Int>(0)

  private static func nextLineage() -> Int {
    lineages.add(1, ordering: .relaxed).newValue
  }

  /// The number of entries written.
  var count: Int { sealed.count << Feed.chunkShift + records.count }

  /// The feed as written so far.
  var feed: Feed {
    mutating get {
      var chunks = sealed
      if !records.isEmpty {
        let open =
          published
          ?? FeedChunk(records: records, text: text, extras: extras, lineage: lineage)
        published = open
        chunks.append(open)
      }
      return Feed(chunks: chunks, authors: authors.ids, count: count)
    }
  }

  /// Appends the entry a draft holds unless an entry with its id was written before; then
  /// returns that entry's position and writes nothing.
  mutating func appendUnique(_ draft: EntryDraft) -> Int? {
    var table = FeedIDTable()
    swap(&table, &ids)
    defer { swap(&table, &ids) }
    let position = count
    let earlier = draft.id.withUnsafeBufferPointer { id in
      table.firstPosition(ofIDHash: IDHash.hash(id), recording: position) { earlier in
        withID(at: earlier) { $0.elementsEqual(id) }
      }
    }
    if earlier == nil { append(draft) }
    return earlier
  }

  /// Says that an entry with this id is coming, so that its place in the table of ids is
  /// fetched while the rest of it is read.
  func prefetch(id: UnsafeBufferPointer<UInt8>) {
    ids.prefetch(idHash: IDHash.hash(id))
  }

  /// Makes room for about `count` entries.
  mutating func reserve(_ count: Int) {
    ids.reserve(count)
  }

  /// Appends an entry.
  mutating func append(_ entry: FeedEntry) {
    var draft = EntryDraft()
    draft.set(entry)
    append(draft)
  }

  /// Appends the entry a draft holds; its fields must fit a record (see ``EntryDraft/problem``
  /// and ``EntryDraft/isDateTooLong``).
  mutating func append(_ draft: EntryDraft) {
    published = nil
    // The common entry, with no field beyond the five byte buffers, takes the short way.
    let plain = !draft.hasExtras
    let imageBytes = plain ? draft.image : draft.storedImage
    let start = text.count
    text.append(contentsOf: draft.id)
    text.append(contentsOf: draft.comment)
    text.append(contentsOf: imageBytes)
    text.append(contentsOf: draft.date)
    let searchLength = draft.appendFoldedSearchText(to: &text, plain: plain)
    var extrasIndex: Int32 = -1
    if !plain, let entryExtras = draft.extras {
      extrasIndex = Int32(extras.count)
      extras.append(entryExtras)
    }
    records.append(
      EntryRecord(
        start: UInt32(start), commentLength: UInt32(draft.comment.count),
        searchLength: searchLength, author: authors.index(of: draft.user), extras: extrasIndex,
        idLength: UInt16(draft.id.count), imageLength: UInt16(imageBytes.count),
        dateLength: UInt8(draft.date.count),
        flags: plain ? (imageBytes.isEmpty ? [] : .hasMedia) : draft.flags,
        visibility: draft.visibility))
    if records.count == Feed.chunkCapacity { seal() }
  }

  /// Closes the chunk being filled and starts another.
  private mutating func seal() {
    sealed.append(FeedChunk(records: records, text: text, extras: extras, lineage: lineage))
    records = []
    text = []
    extras = []
    records.reserveCapacity(Feed.chunkCapacity)
    text.reserveCapacity(sealed.last.map { $0.text.count + $0.text.count / 8 } ?? 0)
    lineage = FeedWriter.nextLineage()
    published = nil
  }

  /// The id bytes of the entry at a position among those written.
  func withID<Result>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    let chunkNumber = position >> Feed.chunkShift
    let index = position & (Feed.chunkCapacity - 1)
    if chunkNumber < sealed.count {
      let chunk = sealed[chunkNumber]
      return chunk.text.withUnsafeBufferPointer {
        body(UnsafeBufferPointer(rebasing: $0[chunk.records[index].idRange]))
      }
    }
    return text.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[records[index].idRange]))
    }
  }
}
