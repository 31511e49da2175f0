import FeedModel
import Testing

@testable import ListtuiFormat

/// Reading a document a few bytes at a time, so that a block ends at every place it can: the
/// result must be the one read whole, warnings included.
@Suite("A document read in blocks of any size reads as it does whole")
struct BlockBoundaryTests {
  /// The document and the warnings, as their descriptions, of `bytes` read `blockSize` at a time.
  func read(_ bytes: [UInt8], blockSize: Int) throws -> (Document, [String]) {
    let builder = DocumentBuilder()
    try ListtuiReader.read(
      ByteInput(bytes: bytes, name: "t.json"), into: builder, blockSize: blockSize)
    let snapshot = builder.finish()
    return (snapshot.document, snapshot.warnings.map(\.description))
  }

  /// A document of users, entries and promos, with numbers, nulls, escapes and a repeated id
  /// now and then, so that values of every kind end where a block might.
  static func document(_ random: inout SplitMix) -> String {
    func pick(_ choices: [String]) -> String { choices.randomElement(using: &random) ?? "" }
    let users = (0..<Int.random(in: 1...4, using: &random)).map { user in
      #"{"id":"u\#(user)","nickname":"\#(pick(["a", "ボー", "x\\ny"]))","stats":[{"label":"posts","count":\#(Int.random(in: 0...999, using: &random))}]}"#
    }
    let entries = (0..<Int.random(in: 0...8, using: &random)).map { _ in
      let id = Int.random(in: 0...5, using: &random)
      let poll =
        Bool.random(using: &random)
        ? #","poll":{"options":[{"title":"yes","votes":\#(Int.random(in: 0...99, using: &random))}],"voters":12}"#
        : ""
      let extra = pick([
        "", #","sensitive":true"#, #","contentWarning":null"#, #","image":"p.png""#, poll,
      ])
      return
        #"{"id":"e\#(id)","user":"u0","comment":"\#(pick(["hi", "", #"\u00e9t\u00e9 \"q\""#]))"\#(extra)}"#
    }
    let promos = (0..<Int.random(in: 0...2, using: &random)).map { promo in
      #"{"id":"p\#(promo)","title":"T","body":"B","position":\#(Int.random(in: 0...9, using: &random))}"#
    }
    let space = pick(["", " ", "\n  "])
    return "{\(space)\"me\":\"u0\",\"users\":[\(users.joined(separator: ",\(space)"))],"
      + "\"feed\":[\(space)\(entries.joined(separator: ",\(space)"))\(space)],"
      + "\"history\":[\"u0\"],\"promos\":[\(promos.joined(separator: ","))]\(space)}\(space)"
  }

  @Test("300 seeded documents, each read whole and in blocks of 1 to 40 bytes")
  func blocksOfAnySize() throws {
    var random = SplitMix(seed: 0xB10C)
    for _ in 0..<300 {
      let bytes = Array(Self.document(&random).utf8)
      let whole = try read(bytes, blockSize: 1 << 20)
      for blockSize in [1, 2, 3, Int.random(in: 4...40, using: &random)] {
        let inBlocks = try read(bytes, blockSize: blockSize)
        #expect(
          inBlocks.0 == whole.0,
          "\(blockSize)-byte blocks of \(String(decoding: bytes, as: UTF8.self))")
        #expect(
          inBlocks.1 == whole.1,
          "\(blockSize)-byte blocks of \(String(decoding: bytes, as: UTF8.self))")
      }
    }
  }

  @Test("An entry whose } ends a block is read once, with no duplicate warning")
  func entryEndingABlock() throws {
    let head = #"{"users":[{"id":"u","nickname":"u"}],"feed":[{"id":"a","user":"u","comment":""#
    let first = head + String(repeating: "x", count: 100) + #""}"#
    let text = first + #",{"id":"b","user":"u","comment":"second"}]}"#
    let (document, warnings) = try read(Array(text.utf8), blockSize: first.utf8.count)
    #expect(warnings == [])
    #expect(Array(document.feed).map(\.id) == ["a", "b"])
  }
}
