import ArchiveTestSupport
import FeedApp
import FeedModel
import Testing

@Suite("A piped archive says how much of it is copied before it is read")
struct PipedArchiveProgressTests {
  @Test("Parts of the copy go out, counting its bytes, before the posts")
  func copyFirst() throws {
    var export = Exports.alice()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>hello</p>")
    var state: UInt64 = 1
    let noise = (0..<3_000_000).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
    export.media = [("media_attachments/files/1/original/big.jpg", noise)]
    let zip = export.zipBytes()
    var parts: [DocumentSnapshot] = []
    let builder = DocumentBuilder { parts.append($0) }
    builder.publishInterval = .zero
    try DocumentLoader.read(.bytes(zip, name: "<stdin>"), into: builder)
    let copy = parts.prefix { $0.progress.phase == .copy }.map(\.progress.bytesRead)
    #expect(copy.count >= 2, "\(copy)")
    #expect(copy == copy.sorted() && copy.last == zip.count, "\(copy)")
    #expect(parts.last?.progress.phase == .entries)
    #expect(parts.last?.document.feed.count == 1)
  }

  @Test("A piped outbox is counted in bytes as it comes in, before its posts")
  func pipedOutbox() throws {
    var export = Exports.alice()
    for id in 1...4_000 {
      export.note(
        id: id, published: "2023-01-01T10:00:00Z",
        html: "<p>" + String(repeating: "word ", count: 40) + "</p>")
    }
    let outbox = Array(export.outbox.utf8)
    var parts: [DocumentSnapshot] = []
    let builder = DocumentBuilder { parts.append($0) }
    builder.publishInterval = .zero
    try DocumentLoader.read(.bytes(outbox, name: "<stdin>"), into: builder)
    // The parts before any post: first the bytes as they come in, up to the whole outbox.
    let before = parts.prefix { $0.document.feed.isEmpty }.map(\.progress.bytesRead)
    let end = try #require(before.firstIndex(of: outbox.count), "\(before)")
    let reading = before[...end]
    #expect(reading.count >= 2 && reading.elementsEqual(reading.sorted()), "\(reading)")
    #expect(parts.last?.document.feed.count == 4_000)
  }
}
