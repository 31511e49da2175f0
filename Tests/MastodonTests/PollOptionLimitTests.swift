import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("A poll of more options than Poll.optionLimit keeps the first ones, with a warning")
struct PollOptionLimitTests {
  private static let count = Poll.optionLimit + 234
  private static let warning =
    "\(count) options; the first \(Poll.optionLimit) are kept, 234 left out"

  /// An outbox of one post with a poll of `count` options, read.
  private func outbox(options count: Int) throws -> DocumentSnapshot {
    var export = MastodonExport()
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Many</p>",
      poll: .init(options: (0..<count).map { ("o\($0)", 1) }))
    return try load(export: export)
  }

  @Test("in an outbox: the first options of oneOf, and a warning at the poll's list")
  func outbox() throws {
    let snapshot = try outbox(options: Self.count)
    let poll = try #require(Array(snapshot.document.feed)[0].poll)
    #expect(poll.options.count == Poll.optionLimit)
    #expect(poll.options.last?.title == "o\(Poll.optionLimit - 1)")
    #expect(
      snapshot.warnings.map(\.description) == [
        "outbox.json: orderedItems[0].object.oneOf: " + Self.warning
      ])
  }

  @Test("in API statuses: the first options, and a warning at the poll's options")
  func statuses() throws {
    let options = (0..<Self.count).map { #"{"title":"o\#($0)","votes_count":1}"# }
    let json = #"""
      [{"id":"1","created_at":"2024-01-01T10:00:00Z","content":"<p>poll</p>",
        "account":{"id":"1","username":"alice","acct":"alice","url":"https://a.example/@alice"},
        "poll":{"id":"5","expired":true,"multiple":false,"voters_count":2,
          "options":[\#(options.joined(separator: ","))]}}]
      """#
    let builder = DocumentBuilder()
    try MastodonReader.read(
      statuses: ByteInput(bytes: Array(json.utf8), name: "t.json"), into: builder)
    let snapshot = builder.finish()
    let poll = try #require(Array(snapshot.document.feed)[0].poll)
    #expect(poll.options.count == Poll.optionLimit)
    #expect(poll.options.last?.title == "o\(Poll.optionLimit - 1)")
    #expect(snapshot.warnings.map(\.description) == ["statuses[0].poll.options: " + Self.warning])
  }

  @Test("a poll of exactly the limit keeps every option, without a warning")
  func atLimit() throws {
    let snapshot = try outbox(options: Poll.optionLimit)
    #expect(Array(snapshot.document.feed)[0].poll?.options.count == Poll.optionLimit)
    #expect(snapshot.warnings.isEmpty)
  }
}
