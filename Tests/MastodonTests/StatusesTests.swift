import FeedModel
import Mastodon
import Testing

@Suite("A JSON array of REST API statuses")
struct StatusesTests {
  private let alice = UserID("@alice@example.social")
  private let bob = UserID("@bob@other.example")

  private func snapshot() throws -> DocumentSnapshot {
    let builder = DocumentBuilder()
    try MastodonReader.read(statuses: ByteInput.file(path: fixture("statuses.json")), into: builder)
    return builder.finish()
  }

  @Test("Statuses become entries newest first, with boosts, replies, polls and media")
  func entries() throws {
    let snapshot = try snapshot()
    let feed = Array(snapshot.document.feed)
    #expect(feed.map(\.id) == ["111", "110", "109"])
    #expect(feed.map(\.comment) == ["Following up", "Carol's post", "Hi @bob :party:"])
    #expect(
      feed[0].reply
        == Reply(
          address: "https://example.social/@alice/109", author: "@alice@example.social",
          entryID: "109"))
    var boost = Boost(
      author: "@carol@third.example", address: "https://third.example/@carol/300",
      postedAt: "2023-01-04T00:00:00.000Z")
    // The boosted status's id, which opens it when the array holds it (this one does not).
    boost.entryID = "300"
    #expect(feed[1].boost == boost)
    #expect(feed[1].user == alice)
    #expect(feed[2].contentWarning == "Food")
    #expect(feed[2].isSensitive)
    #expect(feed[2].mentions == [bob])
    #expect(
      feed[2].media == [
        MediaAttachment(
          location:
            "https://files.example.social/media_attachments/files/000/000/009/original/a.mp4",
          kind: .video, description: "A dancing cat", width: 400, height: 300)
      ])
    #expect(
      feed[2].poll
        == Poll(
          options: [.init(title: "Yes", votes: 3), .init(title: "No", votes: nil)],
          allowsMultiple: true, endsAt: "2023-01-06T10:00:00.000Z", votersCount: 3,
          isClosed: true))
    #expect(
      snapshot.warnings.map(\.description) == [
        "statuses[3].account: missing; the status is skipped"
      ])
  }

  @Test("The author of most statuses is me; accounts are users with converted bios")
  func users() throws {
    let document = try snapshot().document
    #expect(document.me == alice)
    // Carol wrote the post Alice boosted: a user, though she wrote nothing here.
    #expect(document.users.map(\.id) == [alice, bob, UserID("@carol@third.example")])
    let me = try #require(document.user(alice))
    #expect(me.about == "Swift & terminals.")
    // The fixture's field has a `verified_at` date.
    #expect(me.attributes == [Attribute(key: "Website", value: "alice.example", isVerified: true)])
    #expect(me.stats.map(\.label) == ["posts", "following", "followers"])
    #expect(document.history == [bob])
  }

  @Test("Media of statuses are remote: their host is shown, nothing is fetched")
  func remoteMedia() throws {
    guard
      case .remote(let host)? = try snapshot().media?.resolve("https://files.example.social/a.png")
    else {
      Issue.record("expected a remote picture")
      return
    }
    #expect(host == "files.example.social")
  }

  @Test("A statuses file given by path is recognised by its first byte")
  func byPath() throws {
    let document = try load(fixture("statuses.json"), name: "statuses.json").document
    #expect(document.feed.count == 3)
  }
}

extension StatusesTests {
  @Test("Someone mentioned before their own status comes gets the name and bio of their account")
  func mentionedFirst() throws {
    let json = #"""
      [{"id":"2","created_at":"2024-01-02T10:00:00Z","content":"<p>hi @carol</p>",
        "account":{"id":"1","username":"alice","acct":"alice","url":"https://a.example/@alice","display_name":"Alice"},
        "mentions":[{"id":"3","username":"carol","acct":"carol@c.example","url":"https://c.example/@carol"}]},
       {"id":"1","created_at":"2024-01-01T10:00:00Z","content":"<p>mine</p>",
        "account":{"id":"3","username":"carol","acct":"carol@c.example","url":"https://c.example/@carol","display_name":"Carol Long Name","note":"<p>Hello</p>"}}]
      """#
    let builder = DocumentBuilder()
    try MastodonReader.read(
      statuses: ByteInput(bytes: Array(json.utf8), name: "t.json"), into: builder)
    let document = builder.finish().document
    let carol = try #require(document.user(UserID("@carol@c.example")))
    #expect(carol.fullName == "Carol Long Name")
    #expect(carol.about == "Hello")
    #expect(carol.aliases.contains("https://c.example/@carol"))
  }
}
