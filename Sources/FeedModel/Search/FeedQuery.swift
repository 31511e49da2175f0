/// What the filter looks for: words separated by spaces, each of which must appear, in any
/// order, in an entry's text or its author's names, ignoring case.
///
/// ```swift
/// FeedQuery("park RADIO").words  // ["park", "radio"], folded
/// ```
public struct FeedQuery: Hashable, Sendable {
  /// The query as typed.
  public let text: String
  /// The words, folded for searching, without repeats.
  public let words: [[UInt8]]

  /// A query from what was typed.
  public init(_ text: String) {
    self.text = text
    var words: [[UInt8]] = []
    for word in text.split(whereSeparator: \.isWhitespace) {
      let folded = SearchFolding.fold(String(word))
      if !folded.isEmpty, !words.contains(folded) { words.append(folded) }
    }
    self.words = words
  }

  /// Whether the query matches everything: it has no words.
  public var isEmpty: Bool { words.isEmpty }

  /// The words as text, for highlighting.
  public var wordStrings: [String] { words.map { String(decoding: $0, as: UTF8.self) } }

  /// Whether every entry this query matches is also matched by `other`: each of `other`'s words
  /// lies within one of this query's words.
  ///
  /// Then this query's matches can be found among `other`'s.
  public func narrows(_ other: FeedQuery) -> Bool {
    other.words.allSatisfy { word in words.contains { $0.contains(subsequence: word) } }
  }
}

extension Array where Element == UInt8 {
  /// Whether the bytes contain another run of bytes.
  func contains(subsequence needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard needle.count <= count else { return false }
    return withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { FeedFilter.find($0, in: haystack) }
    }
  }
}
