import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("Shapes that vary across Mastodon versions and servers")
struct ActivityShapesTests {
  private func load(outbox: String, actor: String? = nil) throws -> DocumentSnapshot {
    let folder = try TemporaryFolder()
    try folder.write(outbox, to: "export/outbox.json")
    if let actor { try folder.write(actor, to: "export/actor.json") }
    return try MastodonTests.load(folder.file("export"), name: "export")
  }

  @Test("A Collection's items are read as an OrderedCollection's orderedItems, and named so")
  func collectionWithItems() throws {
    let create = { (id: Int, content: String) in
      #"{"type":"Create","actor":"https://a.example/users/zoe","published":"2023-03-0\#(id)T00:00:00Z","object":{"type":"Note","id":"https://a.example/users/zoe/statuses/\#(id)","content":\#(content)}}"#
    }
    let items =
      #"{"type":"Collection","items":[\#(create(1, #""<p>one</p>""#)),\#(create(2, "7"))]}"#
    let snapshot = try load(outbox: items)
    #expect(Array(snapshot.document.feed).map(\.comment) == ["", "one"])
    #expect(
      snapshot.warnings.map(\.description) == [
        "actor.json: missing; the profile is left out",
        "outbox.json: items[1].object.content: expected text, found a number; no text shown",
      ])
    // Both: the ordered list is the one read, wherever it is.
    for both in [
      #"{"items":[\#(create(1, #""<p>one</p>""#))],"orderedItems":[\#(create(2, #""<p>two</p>""#))]}"#,
      #"{"orderedItems":[\#(create(2, #""<p>two</p>""#))],"items":[\#(create(1, #""<p>one</p>""#))]}"#,
    ] {
      #expect(Array(try load(outbox: both).document.feed).map(\.comment) == ["two"])
    }
  }

  @Test("A summary that is not text still hides the post; content that is not text is said")
  func fieldsOfTheWrongType() throws {
    let outbox = #"""
      {"orderedItems":[
        {"type":"Create","actor":"https://a.example/users/zoe","published":"2023-03-02T00:00:00Z",
         "object":{"type":"Note","id":"https://a.example/users/zoe/statuses/2","content":"<p>b</p>",
           "summary":5}},
        {"type":"Create","actor":"https://a.example/users/zoe","published":"2023-03-01T00:00:00Z",
         "object":{"type":"Note","id":"https://a.example/users/zoe/statuses/1","content":7,
           "summary":null}}
      ]}
      """#
    let snapshot = try load(outbox: outbox)
    let feed = Array(snapshot.document.feed)
    #expect(feed.map(\.contentWarning) == ["", nil])
    #expect(feed.map(\.comment) == ["b", ""])
    #expect(
      snapshot.warnings.map(\.description) == [
        "actor.json: missing; the profile is left out",
        "outbox.json: orderedItems[0].object.summary: expected text, found a number; hidden behind a content warning",
        "outbox.json: orderedItems[1].object.content: expected text, found a number; no text shown",
      ])
  }

  @Test("A Link attached (a preview card) is no media, silently; an empty contentMap is named")
  func linkAttachmentAndEmptyContentMap() throws {
    let outbox = #"""
      {"orderedItems":[
        {"type":"Create","actor":"https://a.example/users/zoe","published":"2023-03-02T00:00:00Z",
         "object":{"type":"Note","id":"https://a.example/users/zoe/statuses/2","content":"<p>b</p>",
           "attachment":[
             {"type":"Document","mediaType":"image/png","url":"https://a.example/m/1.png"},
             {"type":"Link","href":"https://news.example/article"}]}},
        {"type":"Create","actor":"https://a.example/users/zoe","published":"2023-03-01T00:00:00Z",
         "object":{"type":"Note","id":"https://a.example/users/zoe/statuses/1","contentMap":{}}},
        {"type":"Create","actor":"https://a.example/users/zoe","published":"2023-02-01T00:00:00Z",
         "object":{"type":"Note","id":"https://a.example/users/zoe/statuses/0","contentMap":3}}
      ]}
      """#
    let snapshot = try load(outbox: outbox)
    let feed = Array(snapshot.document.feed)
    #expect(feed[0].media == [MediaAttachment(location: "https://a.example/m/1.png", kind: .image)])
    #expect(feed.map(\.comment) == ["b", "", ""])
    #expect(
      snapshot.warnings.map(\.description) == [
        "actor.json: missing; the profile is left out",
        "outbox.json: orderedItems[1].object.contentMap: expected text by language, found an object without text; no text shown",
        "outbox.json: orderedItems[2].object.contentMap: expected text by language, found a number; no text shown",
      ])
  }

  @Test("A moved account, an Announce whose object is an object, attachments as Link objects")
  func variants() throws {
    let actor =
      #"{"id":"https://a.example/users/zoe","type":"Person","preferredUsername":"zoe","movedTo":"https://b.example/users/zoe2"}"#
    let outbox = #"""
      {"orderedItems":[
        {"type":"Announce","actor":"https://a.example/users/zoe","published":"2023-03-02T00:00:00Z",
         "object":{"id":"https://c.example/notes/9","type":"Note"},"to":["https://www.w3.org/ns/activitystreams#Public"]},
        {"type":"Create","actor":"https://a.example/users/zoe","published":"2023-03-01T00:00:00Z",
         "object":{"type":"Note","id":"https://a.example/users/zoe/statuses/1","inReplyTo":null,
           "content":"<p>a</p>",
           "attachment":{"type":"Image","url":{"type":"Link","href":"https://a.example/system/media_attachments/files/1/original/x.PNG"}}}}
      ]}
      """#
    let snapshot = try load(outbox: outbox, actor: actor)
    let zoe = UserID("https://a.example/users/zoe")
    #expect(snapshot.document.user(zoe)?.movedTo == "@zoe2@b.example")
    let feed = Array(snapshot.document.feed)
    #expect(feed.map(\.postedAt) == ["2023-03-02T00:00:00Z", "2023-03-01T00:00:00Z"])
    #expect(feed[0].boost == Boost(author: nil, address: "https://c.example/notes/9"))
    #expect(feed[1].reply == nil)
    #expect(
      feed[1].media == [
        MediaAttachment(
          location: "https://a.example/system/media_attachments/files/1/original/x.PNG",
          kind: .image)
      ])
    #expect(snapshot.warnings.isEmpty)
  }

  @Test("A boost of one's own followers-only post holds the post: its text is kept")
  func inlinedBoost() throws {
    let outbox = #"""
      {"orderedItems":[
        {"id":"https://a.example/users/zoe/statuses/6/activity","type":"Announce",
         "actor":"https://a.example/users/zoe","published":"2023-03-02T00:00:00Z",
         "to":["https://a.example/users/zoe/followers"],
         "object":{"id":"https://a.example/users/zoe/statuses/5","type":"Note",
           "attributedTo":"https://a.example/users/zoe","url":"https://a.example/@zoe/5",
           "summary":"food","content":"<p>Only for <b>followers</b></p>"}},
        {"id":"https://a.example/users/zoe/statuses/7/activity","type":"Announce",
         "actor":"https://a.example/users/zoe","published":"2023-03-01T00:00:00Z",
         "cc":["https://b.example/users/max"],"object":"https://b.example/users/max/statuses/1"}
      ]}
      """#
    let feed = Array(try load(outbox: outbox).document.feed)
    #expect(feed.map(\.comment) == ["Only for followers", ""])
    #expect(feed.map(\.contentWarning) == ["food", nil])
    #expect(
      feed.map(\.boost) == [
        Boost(author: "@zoe@a.example", address: "https://a.example/users/zoe/statuses/5"),
        Boost(author: "@max@b.example", address: "https://b.example/users/max/statuses/1"),
      ])
    #expect(
      feed.map(\.id) == [
        "https://a.example/users/zoe/statuses/6/activity",
        "https://a.example/users/zoe/statuses/7/activity",
      ])
  }

  @Test("Activities without a date of their own are ordered by their post's date")
  func datesInObjects() throws {
    let note = { (id: Int, date: String) in
      #"{"type":"Create","actor":"https://a.example/users/zoe","object":{"type":"Note","id":"https://a.example/users/zoe/statuses/\#(id)","published":"\#(date)","content":"<p>\#(id)</p>"}}"#
    }
    let outbox =
      #"{"orderedItems":[\#(note(1, "2023-03-02T00:00:00Z")),\#(note(2, "2023-03-01T00:00:00Z")),\#(note(3, "2023-03-03T00:00:00Z"))]}"#
    let feed = Array(try load(outbox: outbox).document.feed)
    #expect(feed.map(\.comment) == ["3", "1", "2"])
  }

  @Test("Items that are not activities are skipped with a warning naming their place")
  func oddItems() throws {
    let outbox =
      #"{"orderedItems":["https://a.example/1",{"actor":"x"},{"type":"Create","object":{"type":"Note"}}]}"#
    let snapshot = try load(outbox: outbox)
    #expect(
      snapshot.warnings.map(\.description) == [
        "actor.json: missing; the profile is left out",
        "outbox.json: orderedItems[0]: expected an activity object, found a string; skipped",
        "outbox.json: orderedItems[1].type: missing; the activity is skipped",
      ])
    #expect(Array(snapshot.document.feed).map(\.id) == ["orderedItems[2]"])
  }
}
