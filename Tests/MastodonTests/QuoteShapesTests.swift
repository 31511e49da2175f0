import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("Quote posts in the shapes servers write them")
struct QuoteShapesTests {
  /// The feed of a statuses array whose statuses by Alice carry `quotes`, one each.
  private func feed(quotes: [String]) throws -> [FeedEntry] {
    let account =
      #"{"id":"1","username":"alice","acct":"alice","url":"https://example.social/@alice"}"#
    let bob =
      #"{"id":"2","username":"bob","acct":"bob@other.example","url":"https://other.example/@bob"}"#
    let statuses = quotes.enumerated().map { index, quote in
      let text = quote.replacingOccurrences(of: "BOB", with: bob)
      return #"{"id":"\#(index + 1)","created_at":"2023-01-0\#(9 - index)T10:00:00Z","#
        + #""content":"<p class=\"quote-inline\">RE: x</p><p>Hi</p>","account":\#(account),"#
        + #""quote":\#(text)}"#
    }
    let folder = try TemporaryFolder()
    let path = try folder.write("[" + statuses.joined(separator: ",") + "]", to: "statuses")
    let builder = DocumentBuilder()
    try MastodonReader.read(statuses: ByteInput.file(path: path), into: builder)
    return Array(builder.finish().document.feed)
  }

  @Test("Mastodon 4.5, Fedibird's bare status, a shallow id, a deleted post, and junk")
  func statuses() throws {
    let feed = try feed(quotes: [
      #"{"state":"accepted","quoted_status":{"id":"7","url":"https://other.example/@bob/7","content":"<p>Yo</p>","spoiler_text":"cw","created_at":"2023-01-01T00:00:00Z","account":BOB}}"#,
      #"{"id":"8","uri":"https://other.example/users/bob/statuses/8","content":"<p>Old</p>","account":BOB}"#,
      #"{"state":"accepted","quoted_status_id":"9"}"#,
      #"{"state":"accepted","quoted_status":null}"#,
      #""https://other.example/@bob/10""#,
      "null",
    ])
    #expect(
      feed.map(\.quote) == [
        Quote(
          address: "https://other.example/@bob/7", entryID: "7", author: "@bob@other.example",
          text: "Yo", contentWarning: "cw", postedAt: "2023-01-01T00:00:00Z"),
        Quote(
          address: "https://other.example/users/bob/statuses/8", entryID: "8",
          author: "@bob@other.example", text: "Old"),
        Quote(entryID: "9"),
        Quote(state: "deleted"),
        nil, nil,
      ])
    // The `RE:` fallback goes only where the quote names its post.
    #expect(
      feed.map(\.comment) == [
        "Hi", "Hi", "RE: x\n\nHi", "RE: x\n\nHi", "RE: x\n\nHi", "RE: x\n\nHi",
      ])
  }

  @Test("An archive's Note: quote, quoteUri, _misskey_quote or quoteUrl, the first given")
  func archive() throws {
    var export = MastodonExport()
    export.raw(
      #"{"id":"https://example.social/users/alice/statuses/1/activity","type":"Create","#
        + #""actor":"https://example.social/users/alice","published":"2023-01-01T10:00:00Z","#
        + #""object":{"id":"https://example.social/users/alice/statuses/1","type":"Note","#
        + #""published":"2023-01-01T10:00:00Z","content":"<p>Hi</p>","#
        + #""quoteUrl":"https://misskey.example/notes/9a"}}"#)
    let snapshot = try load(export: export)
    #expect(
      snapshot.document.feed.first?.quote
        == Quote(
          address: "https://misskey.example/notes/9a",
          entryID: "https://misskey.example/notes/9a"))
  }
}
