import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("A field of the wrong type is left out with a warning naming it, never silently")
struct WrongTypeTests {
  private func load(_ export: MastodonExport, actor: String) throws -> DocumentSnapshot {
    let folder = try TemporaryFolder()
    let path = try export.writeFolder("export", in: folder)
    try folder.write(actor, to: "export/actor.json")
    return try MastodonTests.load(path, name: "export")
  }

  @Test("actor.json: a number for a name, an array for a display name, an object for a date")
  func actor() throws {
    var export = MastodonExport()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Hello</p>")
    let snapshot = try load(
      export,
      actor:
        #"{"id":"https://example.social/users/alice","type":"Person","preferredUsername":5,"name":["x"],"summary":true,"published":{"at":1},"webfinger":null}"#
    )
    #expect(
      snapshot.warnings.map(\.description) == [
        "actor.json: preferredUsername: expected text, found a number; left out",
        "actor.json: summary: expected text, found a boolean; left out",
        "actor.json: name: expected text, found an array; left out",
        "actor.json: published: expected a date, found an object; left out",
      ])
    // The owner is still named, from the actor's URI.
    let me = try #require(snapshot.document.me.flatMap(snapshot.document.user))
    #expect(me.nickname == "alice" && me.fullName == nil && me.joined == nil)
  }

  @Test("outbox.json: a number for a date or for the text, beside what is read instead")
  func outbox() throws {
    var export = MastodonExport()
    export.raw(
      #"{"id":"https://example.social/users/alice/statuses/1/activity","type":"Create","actor":"https://example.social/users/alice","published":"2023-01-01T10:00:00Z","to":["https://www.w3.org/ns/activitystreams#Public"],"object":{"id":"https://example.social/users/alice/statuses/1","type":"Note","published":20230101,"attributedTo":"https://example.social/users/alice","content":12,"contentMap":{"en":"<p>From the map</p>"}}}"#
    )
    export.raw(
      #"{"id":"https://example.social/users/alice/statuses/2/activity","type":"Create","actor":"https://example.social/users/alice","published":[2023],"to":["https://www.w3.org/ns/activitystreams#Public"],"object":{"id":"https://example.social/users/alice/statuses/2","type":"Note","published":"2023-01-02T10:00:00Z","attributedTo":"https://example.social/users/alice","content":"<p>Second</p>"}}"#
    )
    let snapshot = try load(
      export, actor: #"{"id":"https://example.social/users/alice","type":"Person"}"#)
    #expect(
      snapshot.warnings.map(\.description) == [
        "outbox.json: orderedItems[0].object.published: expected a date, found a number; "
          + "the activity's date is shown",
        "outbox.json: orderedItems[0].object.content: expected text, found a number; contentMap is shown",
        "outbox.json: orderedItems[1].published: expected a date, found an array; left out",
      ])
    let feed = Array(snapshot.document.feed)
    #expect(feed.map(\.comment) == ["Second", "From the map"])
    #expect(feed.map(\.postedAt) == ["2023-01-02T10:00:00Z", "2023-01-01T10:00:00Z"])
  }

  @Test("A post's date of the wrong type, with no date of the activity to show instead")
  func undated() throws {
    var export = MastodonExport()
    export.raw(
      #"{"id":"https://example.social/users/alice/statuses/1/activity","type":"Create","actor":"https://example.social/users/alice","to":["https://www.w3.org/ns/activitystreams#Public"],"object":{"id":"https://example.social/users/alice/statuses/1","type":"Note","published":12345,"attributedTo":"https://example.social/users/alice","content":"<p>Hi</p>"}}"#
    )
    export.raw(
      #"{"id":"https://example.social/users/alice/statuses/2/activity","type":"Announce","actor":"https://example.social/users/alice","published":[2023],"to":["https://www.w3.org/ns/activitystreams#Public"],"object":"https://other.example/users/bob/statuses/9"}"#
    )
    let snapshot = try load(
      export, actor: #"{"id":"https://example.social/users/alice","type":"Person"}"#)
    #expect(
      snapshot.warnings.map(\.description) == [
        "outbox.json: orderedItems[0].object.published: expected a date, found a number; no date shown",
        "outbox.json: orderedItems[1].published: expected a date, found an array; no date shown",
      ])
    #expect(Array(snapshot.document.feed).map(\.postedAt) == [nil, nil])
  }

  @Test("A joined date that is no date is left out with a warning, in actor.json and statuses")
  func joinedDate() throws {
    var export = MastodonExport()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Hello</p>")
    let snapshot = try load(
      export,
      actor: #"{"id":"https://example.social/users/alice","type":"Person","published":"yesterday"}"#
    )
    #expect(
      snapshot.warnings.map(\.description) == [
        #"actor.json: published: "yesterday" is not an ISO 8601 date; left out"#
      ])
    let me = try #require(snapshot.document.me.flatMap(snapshot.document.user))
    #expect(me.joined == nil)

    let json = #"""
      [{"id":"1","created_at":"2024-01-01T10:00:00Z","content":"<p>hi</p>",
        "account":{"id":"1","username":"alice","acct":"alice","url":"https://a.example/@alice",
          "display_name":"Alice","created_at":"yesterday"},
        "reblog":{"id":"400","content":"<p>news</p>","url":"https://b.example/@bob/400",
          "account":{"id":"2","username":"bob","acct":"bob@b.example","url":"https://b.example/@bob",
            "display_name":"Bob","created_at":""}}}]
      """#
    let builder = DocumentBuilder()
    try MastodonReader.read(
      statuses: ByteInput(bytes: Array(json.utf8), name: "t.json"), into: builder)
    let statuses = builder.finish()
    #expect(
      statuses.warnings.map(\.description) == [
        #"statuses[0].account.created_at: "yesterday" is not an ISO 8601 date; left out"#,
        "statuses[0].reblog.account.created_at: an empty string is not an ISO 8601 date; left out",
      ])
    #expect(statuses.document.users.map(\.joined) == [nil, nil])
  }

  @Test("statuses: a number for a date or the text, an array for a content warning")
  func statuses() throws {
    let json = #"""
      [{"id":"2","created_at":20240102,"content":12,"spoiler_text":["x"],
        "account":{"id":"1","username":"alice","acct":"alice","url":"https://a.example/@alice"}},
       {"id":"1","created_at":"2024-01-01T10:00:00Z","content":"",
        "account":{"id":"1","username":"alice","acct":"alice","url":"https://a.example/@alice"},
        "reblog":{"id":"400","created_at":true,"content":"<p>news</p>","url":"https://b.example/@bob/400",
          "account":{"id":"2","username":"bob","acct":"bob@b.example","url":"https://b.example/@bob"}}}]
      """#
    let builder = DocumentBuilder()
    try MastodonReader.read(
      statuses: ByteInput(bytes: Array(json.utf8), name: "t.json"), into: builder)
    let snapshot = builder.finish()
    #expect(
      snapshot.warnings.map(\.description) == [
        "statuses[0].created_at: expected a date, found a number; no date shown",
        "statuses[0].content: expected text, found a number; no text shown",
        "statuses[0].spoiler_text: expected text, found an array; "
          + "hidden behind a content warning",
        "statuses[1].reblog.created_at: expected a date, found a boolean; left out",
      ])
    let feed = Array(snapshot.document.feed)
    #expect(feed.map(\.id) == ["1", "2"])
    #expect(feed[1].postedAt == nil && feed[1].contentWarning == "")
  }
}
