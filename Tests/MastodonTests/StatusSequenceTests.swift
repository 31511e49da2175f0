import FeedModel
import Foundation
import JSON
import Mastodon
import Testing

@Suite("Statuses in several JSON values, one after another, open as one list")
struct StatusSequenceTests {
  /// A status numbered `id`, on one line, a second older for each number, by alice.
  static func status(_ id: Int) -> String {
    let age = 100_000 - id
    let date = String(
      format: "2023-01-%02dT%02d:%02d:%02dZ", 1 + age / 86_400, age % 86_400 / 3_600,
      age % 3_600 / 60, age % 60)
    return StatusStreamingTests.status(id, minute: 0)
      .replacingOccurrences(of: "2023-01-02T10:00:00Z", with: date)
      .replacingOccurrences(of: "\n", with: " ")
  }

  /// The feed's entry ids and the warnings' descriptions after reading `text`.
  func read(_ text: String) throws -> (ids: [String], warnings: [String]) {
    let input = ByteInput(bytes: Array(text.utf8), name: "s.json")
    let builder = DocumentBuilder()
    if text.first == "[" {
      try MastodonReader.read(statuses: input, into: builder)
    } else {
      try MastodonReader.read(restObject: input, into: builder)
    }
    let snapshot = builder.finish()
    return (Array(snapshot.document.feed).map(\.id), snapshot.warnings.map(\.description))
  }

  /// The error reading `text` threw, or nil.
  func failure(_ text: String) -> String? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test(
    "Pages saved one after another are read across reading blocks, every status once",
    arguments: [1, 7, 3_000])
  func pages(perPage: Int) throws {
    // 4,000 statuses of about 350 bytes make 1.4 MB, so the 1 MiB blocks the stream reads
    // end inside pages and between them, wherever the pages' sizes put the seams.
    let total = 4_000
    let pages = stride(from: 0, to: total, by: perPage).map { first in
      "[" + (first..<min(total, first + perPage)).map(Self.status).joined(separator: ",") + "]"
    }
    let (ids, warnings) = try read(pages.joined(separator: "\n"))
    #expect(ids == (0..<total).map(String.init))
    #expect(warnings.isEmpty, "\(warnings.prefix(3))")
  }

  @Test("Statuses, arrays and search results mix in any order, and are numbered on")
  func mixed() throws {
    let repeated = Self.status(2)
    for text in [
      "[\(Self.status(0))] \(Self.status(1)) {\"statuses\": [\(repeated)]}\n[\(repeated)]",
      "\(Self.status(0))\n\(Self.status(1))\n[\(repeated)] {\"statuses\": [\(repeated)]}",
    ] {
      let (ids, warnings) = try read(text)
      #expect(ids == ["0", "1", "2"])
      #expect(
        warnings == [
          "statuses[3].id: duplicate entry id \"2\" (first at statuses[2]); entry skipped"
        ])
    }
  }

  @Test("A value after the statuses that holds none ends the reading, naming its line")
  func refused() {
    let error = #"{"error": "Too many requests"}"#
    for first in ["[\(Self.status(0))]", Self.status(0)] {
      #expect(
        failure(first + "\n\n" + error)
          == "s.json: line 3: after the statuses, the server answered with an error: "
          + "\"Too many requests\"")
      #expect(
        failure(first + "\n" + #"{"id": 1}"#)
          == "s.json: line 2: after the statuses, a JSON value that is neither a status nor "
          + "a list of statuses")
      #expect(
        failure(first + "\n7")
          == "s.json:2:1: malformed JSON: unexpected data after the JSON value")
    }
  }
}
