import Mastodon
import Testing

@Suite("Recognising Mastodon inputs by content")
struct RecognitionTests {
  @Test("Archives, outboxes and statuses arrays are recognised; other JSON is not")
  func prefixes() {
    let yes = [
      [0x50, 0x4B, 0x03, 0x04], [0x1F, 0x8B, 0x08, 0x00],
      Array(
        #"{"@context":"https://www.w3.org/ns/activitystreams","type":"OrderedCollection"}"#.utf8),
      Array("\u{FEFF}  {\"id\":\"outbox.json\",\"orderedItems\":[".utf8),
      Array(" [ {\"id\":\"1\"".utf8), Array("[]".utf8),
    ]
    let no = [
      Array(#"{"me":"u1","users":[]}"#.utf8), Array("[1, 2]".utf8), Array("hello".utf8), [],
    ]
    #expect(yes.allSatisfy { MastodonReader.recognizes($0) })
    #expect(!no.contains { MastodonReader.recognizes($0) })
  }

  @Test("Paths: an export folder and its outbox are recognised, other folders are not")
  func paths() throws {
    #expect(try MastodonReader.recognizes(path: fixture("export")))
    #expect(try MastodonReader.recognizes(path: fixture("export/outbox.json")))
    #expect(try MastodonReader.recognizes(path: fixture("statuses.json")))
    #expect(try !MastodonReader.recognizes(path: fixture("export/media_attachments")))
    #expect(try !MastodonReader.recognizes(path: fixture("following_accounts.csv")))
  }
}
