import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

/// Fields Mastodon writes in one shape (`sensitive` a boolean, `inReplyTo` an address or
/// `null`, `icon` an `Image`, `movedTo` an address) and other servers in another: every real
/// shape is read, and anything else is named in a warning.
@Suite("A field of a shape no server writes is named in a warning; every real shape is read")
struct WrongShapeTests {
  private func load(items: [String], actor: String) throws -> DocumentSnapshot {
    let folder = try TemporaryFolder()
    var export = MastodonExport()
    for item in items { export.raw(item) }
    _ = try export.writeFolder("export", in: folder)
    try folder.write(actor, to: "export/actor.json")
    return try MastodonTests.load(folder.file("export"), name: "export")
  }

  /// A `Create` of a note on the 1st to 9th of March, with `fields` added to the note.
  private func note(_ day: Int, _ fields: String) -> String {
    #"{"type":"Create","actor":"https://a.example/users/zoe","published":"2023-03-0\#(day)T00:00:00Z","to":["https://www.w3.org/ns/activitystreams#Public"],"object":{"type":"Note","id":"https://a.example/users/zoe/statuses/\#(day)","attributedTo":"https://a.example/users/zoe","content":"<p>\#(day)</p>"\#(fields)}}"#
  }

  private let zoe =
    #"{"id":"https://a.example/users/zoe","type":"Person","preferredUsername":"zoe""#

  @Test("outbox.json: sensitive as text or a number, inReplyTo as a number or a bare object")
  func outbox() throws {
    let snapshot = try load(
      items: [
        note(1, #","sensitive":"yes""#), note(2, #","sensitive":1"#),
        note(3, #","inReplyTo":12"#), note(4, #","inReplyTo":{"type":"Note"}"#),
      ],
      actor: zoe + "}")
    #expect(
      snapshot.warnings.map(\.description) == [
        "outbox.json: orderedItems[0].object.sensitive: expected a boolean, found a string; "
          + "the media are hidden",
        "outbox.json: orderedItems[1].object.sensitive: expected a boolean, found a number; "
          + "the media are hidden",
        "outbox.json: orderedItems[2].object.inReplyTo: expected the address of a post, found a number; "
          + "not shown as a reply",
        "outbox.json: orderedItems[3].object.inReplyTo: expected the address of a post, "
          + "found an object without an address; not shown as a reply",
      ])
    let feed = Array(snapshot.document.feed)
    #expect(feed.map(\.comment) == ["4", "3", "2", "1"])
    #expect(feed.map(\.isSensitive) == [false, false, true, true])
    #expect(feed.map(\.reply) == [nil, nil, nil, nil])
  }

  @Test("outbox.json: sensitive true, false or null; inReplyTo an address, a post or a Link")
  func outboxShapes() throws {
    let parent = "https://b.example/users/max/statuses/7"
    let snapshot = try load(
      items: [
        note(1, #","sensitive":true,"inReplyTo":null"#),
        note(2, #","sensitive":false,"inReplyTo":"\#(parent)""#),
        note(3, #","sensitive":null,"inReplyTo":{"id":"\#(parent)","type":"Note"}"#),
        note(4, #","inReplyTo":{"type":"Link","href":"\#(parent)"}"#),
      ],
      actor: zoe + "}")
    #expect(snapshot.warnings.isEmpty)
    let feed = Array(snapshot.document.feed)
    #expect(feed.map(\.isSensitive) == [false, false, false, true])
    let reply = Reply(address: parent, author: "@max@b.example")
    #expect(feed.map(\.reply) == [reply, reply, reply, nil])
  }

  @Test("actor.json: an icon of a number or an array of junk, a movedTo of a number")
  func actor() throws {
    for (icon, found) in [("5", "a number"), ("[1,true]", "an array without an address")] {
      let snapshot = try load(
        items: [note(1, "")], actor: zoe + #","icon":\#(icon),"movedTo":7}"#)
      #expect(
        snapshot.warnings.map(\.description) == [
          "actor.json: movedTo: expected an address, found a number; left out",
          "actor.json: icon: expected an image, found \(found); left out",
        ])
      let me = try #require(snapshot.document.me.flatMap(snapshot.document.user))
      #expect(me.pictureURL == nil && me.movedTo == nil)
    }
  }

  @Test("actor.json: an icon as an Image, an array of them or a string; movedTo as an object")
  func actorShapes() throws {
    let image = #"{"type":"Image","mediaType":"image/png","url":"https://a.example/a.png"}"#
    for icon in [image, "[\(image)]", #""https://a.example/a.png""#] {
      let snapshot = try load(
        items: [note(1, "")],
        actor: zoe + #","icon":\#(icon),"movedTo":{"id":"https://b.example/users/zoe2"}}"#)
      #expect(snapshot.warnings.isEmpty)
      let me = try #require(snapshot.document.me.flatMap(snapshot.document.user))
      #expect(me.pictureURL == "https://a.example/a.png" && me.movedTo == "@zoe2@b.example")
    }
  }

  @Test("statuses: sensitive as text or a number hides the media, with a warning; null does not")
  func statusesSensitive() throws {
    let status = { (id: Int, sensitive: String) in
      #"{"id":"\#(id)","created_at":"2024-01-0\#(id)T10:00:00Z","content":"<p>\#(id)</p","sensitive":\#(sensitive),"account":{"id":"1","username":"alice","acct":"alice","url":"https://a.example/@alice"}}"#
    }
    let json =
      "["
      + [status(4, #""yes""#), status(3, "1"), status(2, "null"), status(1, "true")]
      .joined(separator: ",") + "]"
    let builder = DocumentBuilder()
    try MastodonReader.read(
      statuses: ByteInput(bytes: Array(json.utf8), name: "t.json"), into: builder)
    let snapshot = builder.finish()
    #expect(
      snapshot.warnings.map(\.description) == [
        "statuses[0].sensitive: expected a boolean, found a string; the media are hidden",
        "statuses[1].sensitive: expected a boolean, found a number; the media are hidden",
      ])
    #expect(Array(snapshot.document.feed).map(\.isSensitive) == [true, true, false, true])
  }
}
