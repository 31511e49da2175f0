import ArchiveTestSupport
import FeedModel
import Foundation
import Mastodon
import Testing

@Suite("What exports of different Mastodon versions write, and what the reader makes of it")
struct VersionShapesTests {
  private func load(_ export: MastodonExport, actor: String? = nil) throws -> DocumentSnapshot {
    let folder = try TemporaryFolder()
    let path = try export.writeFolder("export", in: folder)
    if let actor { try folder.write(actor, to: "export/actor.json") }
    return try MastodonTests.load(path, name: "export")
  }

  @Test("Polls: oneOf for one choice, anyOf for several, votes from each option's replies")
  func polls() throws {
    var export = MastodonExport()
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>One</p>",
      poll: .init(options: [("A", 2), ("B", 1)], endTime: "2023-01-02T10:00:00Z"))
    export.note(
      id: 2, published: "2023-01-02T10:00:00Z", html: "<p>Several</p>",
      poll: .init(options: [("C", 4), ("D", 3)], multiple: true, endTime: "2023-01-03T10:00:00Z"))
    let feed = Array(try load(export).document.feed)
    #expect(
      feed.map(\.poll) == [
        Poll(
          options: [.init(title: "C", votes: 4), .init(title: "D", votes: 3)],
          allowsMultiple: true, endsAt: "2023-01-03T10:00:00Z", votersCount: 7),
        Poll(
          options: [.init(title: "A", votes: 2), .init(title: "B", votes: 1)],
          allowsMultiple: false, endsAt: "2023-01-02T10:00:00Z", votersCount: 3),
      ])
  }

  @Test("A direct message, an edited post and a post without a language read as any post")
  func directAndEdited() throws {
    var export = MastodonExport()
    export.raw(
      #"{"id":"https://example.social/users/alice/statuses/1/activity","type":"Create","actor":"https://example.social/users/alice","published":"2023-01-01T10:00:00Z","to":["https://other.example/users/bob"],"cc":[],"object":{"id":"https://example.social/users/alice/statuses/1","type":"Note","directMessage":true,"summary":null,"inReplyTo":null,"published":"2023-01-01T10:00:00Z","updated":"2023-01-01T11:00:00Z","url":"https://example.social/@alice/1","attributedTo":"https://example.social/users/alice","to":["https://other.example/users/bob"],"cc":[],"sensitive":false,"content":"<p>Just for you, @bob</p>","attachment":[],"tag":[{"type":"Mention","href":"https://other.example/users/bob","name":"@bob@other.example"}]}}"#
    )
    export.note(
      id: 2, published: "2023-01-02T10:00:00Z", html: "<p>No language</p>", language: nil)
    let snapshot = try load(export)
    #expect(Array(snapshot.document.feed).map(\.comment) == ["No language", "Just for you, @bob"])
    #expect(Array(snapshot.document.feed).map(\.visibility) == [.public, .privateMention])
    #expect(snapshot.document.history == ["https://other.example/users/bob"])
    #expect(snapshot.warnings.isEmpty)
  }

  @Test(
    "Likes and bookmarks: counted with or without totalItems; anything else is warned about",
    arguments: [
      (#"{"type":"OrderedCollection","totalItems":2,"orderedItems":["a","b"]}"#, 2),
      (#"{"type":"OrderedCollection","orderedItems":["a","b","c"]}"#, 3),
      (#"{"type":"OrderedCollection","totalItems":7}"#, 7),
      (#"{"type":"OrderedCollection","totalItems":9,"orderedItems":[],"orderedItems":["a"]}"#, 1),
    ])
  func likes(json: String, count: Int) throws {
    let folder = try TemporaryFolder()
    let path = try MastodonExport().writeFolder("export", in: folder)
    try folder.write(json, to: "export/likes.json")
    try folder.write("[1, 2]", to: "export/bookmarks.json")
    let snapshot = try MastodonTests.load(path, name: "export")
    let owner = try #require(snapshot.document.me.flatMap(snapshot.document.user))
    #expect(owner.stats.map(\.label) == ["posts", "boosts", "likes"])
    #expect(owner.stats.last?.count == count)
    #expect(
      snapshot.warnings.map(\.description) == ["bookmarks.json: not a collection; not counted"])
  }

  @Test("A malformed actor.json or likes.json is named with its line, column and reason")
  func malformedSideFiles() throws {
    let folder = try TemporaryFolder()
    let path = try MastodonExport().writeFolder("export", in: folder)
    try folder.write("{\"id\": 5, oops", to: "export/actor.json")
    try folder.write("{\"orderedItems\": [\n  1,\n  ]", to: "export/likes.json")
    let snapshot = try MastodonTests.load(path, name: "export")
    #expect(
      snapshot.warnings.map(\.description) == [
        "actor.json:1:11: malformed JSON: expected a string key after ','; the profile is left out",
        "likes.json:3:3: malformed JSON: trailing comma before ']'; not counted",
      ])
  }

  @Test("Pinned posts and featured tags in actor.json, even inlined, are not entries")
  func featured() throws {
    var export = MastodonExport()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Kept</p>")
    let actor = export.actor.replacingOccurrences(
      of: #""featured":"https://example.social/users/alice/collections/featured","#,
      with:
        #""featured":{"type":"OrderedCollection","orderedItems":[{"type":"Note","id":"https://example.social/users/alice/statuses/9","content":"<p>Pinned</p>"}]},"#
    )
    let snapshot = try load(export, actor: actor)
    #expect(Array(snapshot.document.feed).map(\.comment) == ["Kept"])
    #expect(snapshot.warnings.isEmpty)
  }
}
