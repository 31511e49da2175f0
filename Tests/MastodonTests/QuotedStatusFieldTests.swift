import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("A quoted status's attachments, sensitivity and poll: read as a status's own are")
struct QuotedStatusFieldTests {
  /// The snapshot of one status by Alice quoting `quoted`, a status by Bob with `extra`
  /// members.
  private func snapshot(quoting extra: String) throws -> DocumentSnapshot {
    let bob = #"{"id":"2","username":"bob","acct":"bob@other.example"}"#
    let alice = #"{"id":"1","username":"alice","acct":"alice"}"#
    let quoted = #"{"id":"7","content":"","account":\#(bob)\#(extra)}"#
    let json =
      #"[{"id":"1","created_at":"2024-01-01T10:00:00Z","content":"<p>Hi</p>","#
      + #""account":\#(alice),"quote":{"state":"accepted","quoted_status":\#(quoted)}}]"#
    let builder = DocumentBuilder()
    try MastodonReader.read(
      statuses: ByteInput(bytes: Array(json.utf8), name: "t.json"), into: builder)
    return builder.finish()
  }

  @Test("Its pictures, sensitive flag and poll are kept with the quote")
  func kept() throws {
    let quote = try snapshot(
      quoting: #","sensitive":true,"media_attachments":[{"type":"image","url":"https://o/1.jpg","#
        + #""description":"A cat"}],"poll":{"options":[{"title":"Yes","votes_count":1}]}"#
    ).document.feed.first?.quote
    #expect(quote?.media.map(\.fileName) == ["1.jpg"])
    #expect(quote?.media.first?.description == "A cat")
    #expect(quote?.isSensitive == true)
    #expect(quote?.poll?.options.map(\.title) == ["Yes"])
  }

  @Test("A field of the wrong type is left out with a warning naming its place in the quote")
  func wrongTypes() throws {
    let snapshot = try snapshot(
      quoting: #","sensitive":"yes","media_attachments":"none","poll":[]"#)
    let warnings = snapshot.warnings.map(\.description)
    #expect(
      warnings == [
        "statuses[0].quote.quoted_status.media_attachments: expected an array, found a string; left out",
        "statuses[0].quote.quoted_status.sensitive: expected a boolean, found a string; the media are hidden",
        "statuses[0].quote.quoted_status.poll: expected an object, found an array; left out",
      ])
    let quote = snapshot.document.feed.first?.quote
    #expect(quote?.media == [])
    #expect(quote?.isSensitive == true)
    #expect(quote?.poll == nil)
  }
}
