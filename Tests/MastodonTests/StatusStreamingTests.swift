import FeedModel
import JSON
import Mastodon
import Testing

@Suite("A statuses array is read as it arrives")
struct StatusStreamingTests {
  /// A status by `account` at `minute` past ten on 2 January 2023, replying to `replyTo`.
  static func status(
    _ id: Int, minute: Int, account: String = "alice", replyTo: Int? = nil
  ) -> String {
    let reply = replyTo.map { #""in_reply_to_id": "\#($0)", "in_reply_to_account_id": "1","# } ?? ""
    return """
      {"id": "\(id)", "created_at": "2023-01-02T10:\(String(format: "%02d", minute)):00Z", \(reply)
       "content": "<p>post \(id)</p>", "visibility": "public",
       "url": "https://example.social/@\(account)/\(id)",
       "account": {"id": "\(account == "alice" ? 1 : 2)", "username": "\(account)",
                   "acct": "\(account)", "display_name": "\(account)", "note": ""},
       "media_attachments": [], "mentions": []}
      """
  }

  @Test("Statuses newest first are handed out as they are parsed, with the share of bytes read")
  func partsAsParsed() throws {
    // Newest first; the newest replies to the oldest, an own post further down the array.
    var statuses = [Self.status(50, minute: 50, replyTo: 1)]
    statuses += (2..<50).reversed().map {
      Self.status($0, minute: $0, account: $0 % 3 == 0 ? "bob" : "alice")
    }
    statuses.append(Self.status(1, minute: 1))
    let bytes = Array(("[" + statuses.joined(separator: ",\n") + "]").utf8)
    var parts: [DocumentSnapshot] = []
    let builder = DocumentBuilder { parts.append($0) }
    builder.publishEvery = 10
    // Alice's home timeline, Bob's posts among hers: hers as `--user alice` names her.
    builder.ownerName = "alice"
    try MastodonReader.read(
      statuses: ByteInput(bytes: bytes, name: "statuses.json"), into: builder)
    builder.finish()
    let whole = try #require(parts.last)
    #expect(parts.count == 6)
    let first = parts[0]
    #expect(first.document.feed.count == 10)
    #expect((first.progress.percent ?? 100) < 30, "\(first.progress)")
    #expect(first.document.me == UserID("@alice"))
    // Each part is the start of the whole feed, so nothing moves as the rest arrives.
    for part in parts.dropLast() {
      let shown = Array(part.document.feed).map(\.id)
      #expect(Array(whole.document.feed).map(\.id).starts(with: shown))
    }
    #expect(Array(whole.document.feed).map(\.id) == (1...50).reversed().map(String.init))
    // Only once the oldest is in can the reply be linked to it.
    #expect(Array(first.document.feed)[0].reply?.entryID == nil)
    #expect(Array(whole.document.feed)[0].reply?.entryID == "1")
    #expect(whole.document.history.isEmpty)
  }

  @Test("A reply to a status and an account the timeline never shows names no post, not an id")
  func replyToUnknown() throws {
    let reply = Self.status(2, minute: 2).replacingOccurrences(
      of: #""content""#,
      with: #""in_reply_to_id": "777", "in_reply_to_account_id": "999", "content""#)
    let bytes = Array(("[" + reply + "," + Self.status(1, minute: 1, replyTo: 2) + "]").utf8)
    let builder = DocumentBuilder()
    try MastodonReader.read(
      statuses: ByteInput(bytes: bytes, name: "statuses.json"), into: builder)
    let feed = Array(builder.finish().document.feed)
    #expect(
      feed.map(\.reply) == [
        Reply(address: ""),
        Reply(address: "https://example.social/@alice/2", author: "@alice", entryID: "2"),
      ])
  }

  @Test("Nesting deeper than 512 levels fails at the 513th, without reading the rest")
  func deepNesting() throws {
    let input = ByteInput(
      bytes: Array(repeating: Array("[\n".utf8), count: 4 << 20).flatMap { $0 }, name: "<stdin>")
    let error = documentError { () throws(DocumentError) in
      try MastodonReader.read(statuses: input, into: DocumentBuilder())
    }
    #expect(error?.description == "<stdin>:513:1: malformed JSON: nesting deeper than 512 levels")
    #expect(input.bytesRead <= 2 << 20, "read \(input.bytesRead) bytes")
  }

  @Test("A syntax error far into the array names its line and column in the whole input")
  func lateSyntaxError() throws {
    let statuses = (0..<20_000).map { Self.status(20_000 - $0, minute: 0) }
    let text = "[" + statuses.joined(separator: ",\n") + ",\n{\"id\": oops}]"
    let bytes = Array(text.utf8)
    let offset = try #require(bytes.firstRange(of: Array("oops".utf8))?.lowerBound)
    let position = bytes.withUnsafeBufferPointer { TextPosition(offset: offset, in: $0) }
    let error = documentError { () throws(DocumentError) in
      try MastodonReader.read(
        statuses: ByteInput(bytes: bytes, name: "s.json"), into: DocumentBuilder())
    }
    #expect(error?.description == "s.json:\(position): malformed JSON: expected a value")
  }

  /// The error a throwing call threw, or nil.
  func documentError(_ body: () throws(DocumentError) -> Void) -> DocumentError? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }
}
