import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("Who may see a post: from to and cc as Mastodon reads them, or a status's visibility")
struct VisibilityTests {
  private static let zoe = "https://a.example/users/zoe"

  /// An outbox of `Create` activities by Zoë, each `(to, cc)` written as given, dated a day
  /// apart, oldest first; and her `actor.json`, when given.
  private func feed(
    _ audiences: [(to: String, cc: String)], actor: String? = nil
  ) throws -> [FeedEntry] {
    let items = audiences.enumerated().map { index, audience in
      #"{"id":"\#(Self.zoe)/statuses/\#(index)/activity","type":"Create","actor":"\#(Self.zoe)","#
        + #""published":"2023-03-0\#(index + 1)T00:00:00Z","object":{"id":"\#(Self.zoe)/statuses/\#(index)","#
        + #""type":"Note","attributedTo":"\#(Self.zoe)","content":"<p>\#(index)</p>","#
        + #""to":\#(audience.to),"cc":\#(audience.cc)}}"#
    }
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"orderedItems":[\#(items.joined(separator: ","))]}"#, to: "export/outbox.json")
    if let actor { try folder.write(actor, to: "export/actor.json") }
    let snapshot = try load(folder.file("export"), name: "export")
    return Array(snapshot.document.feed).sorted { $0.comment < $1.comment }
  }

  @Test("Public in to, Public in cc, followers in to, and neither: the four visibilities")
  func fourVisibilities() throws {
    var export = MastodonExport()
    let bob = MastodonExport.Mention(uri: "https://other.example/users/bob", name: "@bob")
    for (id, visibility) in ["public", "unlisted", "private", "direct"].enumerated() {
      export.note(
        id: id + 1, published: "2023-01-0\(id + 1)T10:00:00Z", html: "<p>\(visibility)</p>",
        mentions: [bob], visibility: visibility)
    }
    export.boost(
      id: 5, published: "2023-01-05T10:00:00Z", of: "https://other.example/users/bob/statuses/9",
      by: bob.uri, visibility: "unlisted")
    let snapshot = try load(export: export)
    #expect(
      Array(snapshot.document.feed).map(\.visibility) == [
        .quietPublic, .privateMention, .followersOnly, .quietPublic, .public,
      ])
    #expect(snapshot.warnings.isEmpty)
  }

  @Test("The compact forms of Public, single strings and objects with an id")
  func shapes() throws {
    let feed = try feed([
      (#""as:Public""#, "[]"),
      (#"["Public"]"#, "[]"),
      ("[]", #"{"id":"https://www.w3.org/ns/activitystreams#Public"}"#),
      (#""https://a.example/users/zoe/followers""#, "null"),
      (#"[{"id":"https://a.example/users/zoe/followers"}]"#, "[]"),
    ])
    #expect(
      feed.map(\.visibility) == [
        .public, .public, .quietPublic, .followersOnly, .followersOnly,
      ])
  }

  @Test("Followers count in to only, and only the author's: in cc, or a group's, is a mention")
  func followersOnlyInTo() throws {
    let feed = try feed([
      ("[]", #"["https://a.example/users/zoe/followers"]"#),
      (#"["https://b.example/users/group/followers","https://b.example/users/group"]"#, "[]"),
    ])
    #expect(feed.map(\.visibility) == [.privateMention, .privateMention])
  }

  @Test("actor.json names the followers collection, whatever its address")
  func followersFromActor() throws {
    let actor =
      #"{"id":"\#(Self.zoe)","type":"Person","preferredUsername":"zoe","followers":"https://a.example/f/zoe"}"#
    let audiences = [(#"["https://a.example/f/zoe"]"#, "[]")]
    #expect(try feed(audiences, actor: actor).map(\.visibility) == [.followersOnly])
    #expect(try feed(audiences).map(\.visibility) == [.privateMention])
  }

  @Test("An object without to and cc takes the activity's")
  func activityAudience() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"orderedItems":[{"type":"Create","actor":"\#(Self.zoe)","published":"2023-03-01T00:00:00Z","#
        + #""to":["\#(Self.zoe)/followers"],"cc":[],"#
        + #""object":{"id":"\#(Self.zoe)/statuses/1","type":"Note","content":"<p>a</p>"}}]}"#,
      to: "export/outbox.json")
    let feed = try load(folder.file("export"), name: "export").document.feed
    #expect(feed.map(\.visibility) == [.followersOnly])
  }
}

@Suite("A status's visibility, and a poll's counts, as the REST API writes them")
struct StatusVisibilityTests {
  /// The statuses `fields` describe, each with an id and an account.
  private func snapshot(_ fields: [String]) throws -> DocumentSnapshot {
    let statuses = fields.enumerated().map { index, fields in
      #"{"id":"\#(index + 1)","created_at":"2023-01-0\#(index + 1)T10:00:00.000Z","#
        + #""account":{"id":"1","username":"alice","acct":"alice","url":"https://example.social/@alice"},"#
        + #""content":"<p>\#(index + 1)</p>"\#(fields)}"#
    }
    let folder = try TemporaryFolder()
    let path = try folder.write("[" + statuses.joined(separator: ",") + "]", to: "statuses.json")
    let builder = DocumentBuilder()
    try MastodonReader.read(statuses: ByteInput.file(path: path), into: builder)
    return builder.finish()
  }

  @Test("public, unlisted, private, direct; none or null is public, and anything else warns")
  func visibilities() throws {
    let snapshot = try snapshot(
      [#","visibility":"public""#, #","visibility":"unlisted""#, #","visibility":"private""#]
        + [#","visibility":"direct""#, "", #","visibility":null"#, #","visibility":"local""#])
    #expect(
      Array(snapshot.document.feed).map(\.visibility) == [
        .public, .public, .public, .privateMention, .followersOnly, .quietPublic, .public,
      ])
    #expect(
      snapshot.warnings.map(\.description) == [
        #"statuses[6].visibility: unknown visibility "local"; shown as public"#
      ])
  }

  @Test("Hidden counts are null until the poll ends; voters_count may be null")
  func hiddenCounts() throws {
    let poll =
      #","poll":{"id":"5","expires_at":"2999-01-01T00:00:00.000Z","expired":false,"multiple":true,"#
      + #""votes_count":null,"voters_count":null,"options":[{"title":"A","votes_count":null},"#
      + #"{"title":"B","votes_count":null}],"emojis":[]}"#
    let entry = try #require(try snapshot([poll]).document.feed.first)
    #expect(
      entry.poll
        == Poll(
          options: [.init(title: "A", votes: nil), .init(title: "B", votes: nil)],
          allowsMultiple: true, endsAt: "2999-01-01T00:00:00.000Z"))
    #expect(entry.poll?.hidesResults == true)
  }
}
