import ArchiveTestSupport
import FeedApp
import FeedModel
import Foundation
import Testing

@Suite("Gzipped JSON reads as the JSON it inflates to, with the file's share and places")
struct GzippedInputTests {
  /// A generator that gives the same numbers every run.
  private struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Words, some of them not ASCII, and some that need escaping in JSON.
  private static let words = [
    "tea", "kettle", "Grüße", "日本語", "🐈‍⬛", "a\\\"quote\\\"", "tab\\t", "line\\nbreak", "é",
    "ok",
  ]

  /// Random text of up to `count` words.
  private static func text(_ count: Int, _ random: inout Seeded) -> String {
    (0..<Int.random(in: 1...count, using: &random)).map { _ in
      words.randomElement(using: &random) ?? ""
    }.joined(separator: " ")
  }

  /// A random listtui document, some of whose entries name users it does not have.
  private static func listtuiDocument(_ random: inout Seeded) -> String {
    let users = (0..<Int.random(in: 1...4, using: &random)).map {
      #"{"id":"u\#($0)","nickname":"n\#($0)","name":"\#(text(3, &random))"}"#
    }
    let entries = (0..<Int.random(in: 0...300, using: &random)).map { index in
      let user = Int.random(in: 0...users.count, using: &random)
      return #"{"id":"e\#(index)","user":"u\#(user)","comment":"\#(text(30, &random))"}"#
    }
    return #"{"me":"u0","users":[\#(users.joined(separator: ","))],"#
      + #""feed":[\#(entries.joined(separator: ",\n"))]}"# + "\n"
  }

  /// A random array of statuses, newest first, some replies to others.
  private static func statuses(_ random: inout Seeded) -> String {
    let count = Int.random(in: 0...200, using: &random)
    let statuses = (0..<count).map { index in
      let id = count - index
      let reply =
        id > 1 && Bool.random(using: &random)
        ? #","in_reply_to_id":"\#(Int.random(in: 1..<id, using: &random))""# : ""
      return APIStatuses.status(
        id, "2024-03-\(10 + id % 18)T12:00:00Z", "<p>\(text(30, &random))</p>", extra: reply)
    }
    return "[" + statuses.joined(separator: ",\n") + "]\n"
  }

  /// A random outbox of Alice's.
  private static func outbox(_ random: inout Seeded) -> String {
    var export = Exports.alice()
    for id in 1...Int.random(in: 1...100, using: &random) {
      export.note(
        id: id, published: "2023-01-\(10 + id % 18)T10:00:00Z", html: "<p>\(text(30, &random))</p>")
    }
    return export.outbox
  }

  /// `bytes` cut into gzip members at `count` random places, each compressed on its own.
  private static func gzip(_ bytes: [UInt8], members count: Int, _ random: inout Seeded) -> [UInt8]
  {
    let cuts = (0..<count).map { _ in Int.random(in: 0...bytes.count, using: &random) }
    let bounds = [0] + cuts.sorted() + [bytes.count]
    return zip(bounds, bounds.dropFirst()).flatMap {
      Gzip.compress(Array(bytes[$0..<$1]), level: Int32.random(in: 1...9, using: &random))
    }
  }

  /// The document loaded from `bytes` named `name` and its warnings, or the error.
  private struct Outcome: Equatable {
    /// The document, or nil when loading failed.
    var document: Document?
    /// The warnings, a line each, or the error.
    var text: String
  }

  /// What loading `bytes` named `name` comes to.
  private static func outcome(_ bytes: [UInt8], name: String, sizeLimit: Int = 1 << 30) -> Outcome {
    do {
      let snapshot = try DocumentLoader.load(.bytes(bytes, name: name), sizeLimit: sizeLimit)
      return Outcome(
        document: snapshot.document,
        text: snapshot.warnings.map(\.description).joined(separator: "\n"))
    } catch {
      return Outcome(document: nil, text: "error \(error.kind): \(error.description)")
    }
  }

  @Test("Random documents, gzipped in random members, load as the plain text does")
  func sameAsPlain() throws {
    var random = Seeded(state: 7)
    for round in 0..<60 {
      let text =
        switch round % 3 {
        case 0: Self.listtuiDocument(&random)
        case 1: Self.statuses(&random)
        default: Self.outbox(&random)
        }
      let plain = Array(text.utf8)
      let compressed = Self.gzip(plain, members: Int.random(in: 0...5, using: &random), &random)
      let expected = Self.outcome(plain, name: "t.json")
      #expect(expected.document != nil, "round \(round): \(expected.text)")
      #expect(Self.outcome(compressed, name: "t.json.gz") == expected, "round \(round)")
    }
  }

  @Test("Cut or damaged text fails at the same place of the inflated text, so named")
  func samePlaces() throws {
    var random = Seeded(state: 11)
    for round in 0..<60 {
      var plain = Array(
        (round.isMultiple(of: 2) ? Self.listtuiDocument(&random) : Self.statuses(&random)).utf8)
      let place = Int.random(in: 0..<plain.count, using: &random)
      if Bool.random(using: &random) {
        plain = Array(plain[..<place])
      } else {
        plain[place] = UInt8(ascii: "}")
      }
      let compressed = Self.gzip(plain, members: Int.random(in: 0...3, using: &random), &random)
      var expected = Self.outcome(plain, name: "t.json")
      expected.text = expected.text.replacingOccurrences(of: "t.json", with: "t.json.gz (inflated)")
      #expect(Self.outcome(compressed, name: "t.json.gz") == expected, "round \(round)")
    }
  }

  @Test("A truncated or corrupt gzip names the file and the compressed byte, as invalid (65)")
  func brokenGzip() {
    let plain = Array(
      (#"{"users":[{"id":"u","nickname":"nora"}],"feed":["#
        + (0..<300).map { #"{"id":"e\#($0)","user":"u","comment":"entry \#($0)"}"# }
        .joined(separator: ",") + "]}").utf8)
    let compressed = Gzip.compress(plain)
    var badCRC = compressed
    badCRC[badCRC.count - 6] ^= 0x55
    let outcomes = [
      Array(compressed.prefix(200)), badCRC, compressed + Array("junk".utf8),
    ].map { Self.outcome($0, name: "t.json.gz").text }
    #expect(
      outcomes == [
        "error invalid: t.json.gz: truncated gzip data (it ends at compressed byte 200, inside a member)",
        "error invalid: t.json.gz: corrupt gzip data at compressed byte \(compressed.count - 4) "
          + "(incorrect data check)",
        "error invalid: t.json.gz: corrupt gzip data at compressed byte \(compressed.count) "
          + "(not another gzip member after the end of the last)",
      ])
  }

  @Test("Text past the size limit stops there, naming the inflated text")
  func sizeLimit() {
    let plain = Array(("[" + String(repeating: " ", count: 100_000) + "]").utf8)
    #expect(
      Self.outcome(Gzip.compress(plain), name: "t.json.gz", sizeLimit: 50_000).text
        == "error invalid: t.json.gz (inflated): too large (more than 50000 bytes; the limit is 50000)"
    )
  }

  @Test("Loading says its share of the gzip file, climbing to 100%")
  func progressOfTheFile() throws {
    var random = Seeded(state: 3)
    // Numbers that compress poorly, so that the gzip file is read in many blocks.
    let entries = (0..<30_000).map {
      #"{"id":"e\#($0)","user":"u","comment":"\#(UInt64.random(in: 0...UInt64.max, using: &random))"}"#
    }
    let document = Array(
      (#"{"users":[{"id":"u","nickname":"nora"}],"feed":["# + entries.joined(separator: ",\n")
        + "]}\n").utf8)
    let compressed = Gzip.compress(document)
    var seen: [LoadProgress] = []
    let builder = DocumentBuilder { seen.append($0.progress) }
    builder.publishEvery = 100
    try DocumentLoader.read(.bytes(compressed, name: "t.json.gz"), into: builder)
    #expect(seen.count > 5)
    #expect(seen.allSatisfy { $0.totalBytes == compressed.count }, "\(seen.prefix(3))")
    let shares = seen.compactMap(\.percent)
    #expect(shares.contains { $0 > 0 && $0 < 100 }, "\(shares)")
    #expect(shares == shares.sorted())
    #expect(shares.last == 100)
  }

  @Test("A gzipped outbox.json reads actor.json beside it, as a bare outbox.json does")
  func outboxBesideActor() throws {
    var export = Exports.alice()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>hello</p>")
    let folder = try TemporaryFolder()
    let path = try export.writeFolder("export", in: folder)
    let outbox = (path as NSString).appendingPathComponent("outbox.json")
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: outbox)))
    try FileManager.default.removeItem(atPath: outbox)
    let compressed = try folder.write(Gzip.compress(bytes), to: "export/outbox.json.gz")
    let snapshot = try DocumentLoader.load(.file(path: compressed))
    let owner = try #require(snapshot.document.me.flatMap { snapshot.document.user($0) })
    #expect(owner.fullName == "Alice Liddell")
    #expect(snapshot.document.feed.count == 1)
  }

  @Test("A tar.gz is still an archive: what it inflates to tells it from gzipped JSON")
  func tarGzipStillAnArchive() throws {
    var export = Exports.alice()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>hello</p>")
    let snapshot = try DocumentLoader.load(.bytes(export.tarGzipBytes(), name: "a.tar.gz"))
    #expect(snapshot.document.feed.count == 1)
  }
}
