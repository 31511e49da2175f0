#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FeedFilter {
  /// Appends the positions from `start` to the feed's end that match.
  static func scan(
    _ feed: Feed, from start: Int, query: FeedQuery, authors: AuthorMatches,
    into positions: inout [Int32]
  ) {
    guard start < feed.count else { return }
    var chunkNumber = start >> Feed.chunkShift
    var index = start & (Feed.chunkCapacity - 1)
    while chunkNumber < feed.chunks.count {
      let chunk = feed.chunks[chunkNumber]
      let base = chunkNumber << Feed.chunkShift
      chunk.text.withUnsafeBufferPointer { text in
        chunk.records.withUnsafeBufferPointer { records in
          while index < records.count {
            if matches(records[index], text: text, query: query, authors: authors) {
              positions.append(Int32(base + index))
            }
            index += 1
          }
        }
      }
      chunkNumber += 1
      index = 0
    }
  }

  /// Appends the candidate positions that match.
  static func scan(
    _ feed: Feed, candidates: [Int32], query: FeedQuery, authors: AuthorMatches,
    into positions: inout [Int32]
  ) {
    var next = 0
    while next < candidates.count {
      let chunkNumber = Int(candidates[next]) >> Feed.chunkShift
      let chunk = feed.chunks[chunkNumber]
      let base = chunkNumber << Feed.chunkShift
      chunk.text.withUnsafeBufferPointer { text in
        chunk.records.withUnsafeBufferPointer { records in
          while next < candidates.count, Int(candidates[next]) >> Feed.chunkShift == chunkNumber {
            let position = Int(candidates[next])
            if matches(records[position - base], text: text, query: query, authors: authors) {
              positions.append(candidates[next])
            }
            next += 1
          }
        }
      }
    }
  }

  /// Whether an entry matches every word, in its text or its author's names.
  @inline(__always)
  static func matches(
    _ record: EntryRecord, text: UnsafeBufferPointer<UInt8>, query: FeedQuery,
    authors: AuthorMatches
  ) -> Bool {
    let search = UnsafeBufferPointer(rebasing: text[record.searchRange])
    for (number, word) in query.words.enumerated() {
      if authors.matches(word: number, author: Int(record.author)) { continue }
      let found = word.withUnsafeBufferPointer { find($0, in: search) }
      if !found { return false }
    }
    return true
  }

  /// Whether a run of bytes occurs in another.
  @inline(__always)
  static func find(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    guard !needle.isEmpty else { return true }
    guard needle.count <= haystack.count, let base = haystack.baseAddress,
      let word = needle.baseAddress
    else { return false }
    // memchr finds each candidate for the first byte at memory speed; memcmp checks the rest.
    var start = base
    var remaining = haystack.count
    let first = Int32(needle[0])
    while remaining >= needle.count {
      guard let hit = memchr(start, first, remaining - needle.count + 1) else { return false }
      let candidate = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
      if memcmp(candidate, word, needle.count) == 0 { return true }
      let skipped = candidate - start + 1
      start += skipped
      remaining -= skipped
    }
    return false
  }
}

/// Which authors of a feed match each word of a query, by their nickname, full name or address.
///
/// In a feed of one author (an archive of one's own posts), no author matches: a word of that
/// name would match every entry, and tell none apart.
struct AuthorMatches {
  /// For each word, one flag per author of the feed.
  private let flags: [[Bool]]

  init(_ query: FeedQuery, feed: Feed, document: Document) {
    guard feed.authors.count > 1 else {
      flags = query.words.map { _ in [] }
      return
    }
    let names = feed.authors.map { id -> [UInt8] in
      guard let user = document.user(id) else { return SearchFolding.fold(id.rawValue) }
      let joined = [user.nickname, user.fullName ?? "", user.address ?? ""].joined(separator: "\n")
      return SearchFolding.fold(joined)
    }
    flags = query.words.map { word in names.map { $0.contains(subsequence: word) } }
  }

  /// Whether the author at an index matches a word.
  @inline(__always)
  func matches(word: Int, author: Int) -> Bool {
    author < flags[word].count && flags[word][author]
  }
}
