import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

/// An account's name as the API's `acct` or a mention's `name` gives it is `user` or
/// `user@host`: `@@@`, `bob@` or `@@host` names no one, and is taken as missing, with a warning.
@Suite("An author's or mention's address with empty parts is missing, with a warning")
struct MalformedAddressTests {
  private func statuses(_ elements: [String]) throws -> DocumentSnapshot {
    let folder = try TemporaryFolder()
    let path = try folder.write("[" + elements.joined(separator: ",") + "]", to: "statuses.json")
    let builder = DocumentBuilder()
    try MastodonReader.read(statuses: ByteInput.file(path: path), into: builder)
    return builder.finish()
  }

  /// A status on the `id`th of January by an account of `acct` and `username`.
  private func status(
    _ id: Int, acct: String, username: String = "", extra: String = ""
  )
    -> String
  {
    #"{"id":"\#(id)","created_at":"2024-01-0\#(id)T10:00:00.000Z","content":"<p>\#(id)</p>","#
      + #""account":{"id":"\#(id)","username":"\#(username)","acct":"\#(acct)","display_name":"","#
      + #""url":"https://example.social/@x"}\#(extra)}"#
  }

  @Test(
    "REST: an author of `@@@`, `bob@`, `@@host` or `bob@-` with no username is skipped, with a warning"
  )
  func authors() throws {
    let snapshot = try statuses([
      status(1, acct: "alice", username: "alice"), status(2, acct: "@@@"),
      status(3, acct: "bob@"), status(4, acct: "@@example.social"),
      status(5, acct: "a@b@c"), status(6, acct: "bob@-"), status(7, acct: "bob@x.y/../z"),
      status(8, acct: "5", username: "5"),
    ])
    #expect(
      snapshot.warnings.map(\.description) == [
        #"statuses[1].account.acct: not an account address: "@@@"; left out"#,
        "statuses[1].account: no acct or username that names an account; the status is skipped",
        #"statuses[2].account.acct: not an account address: "bob@"; left out"#,
        "statuses[2].account: no acct or username that names an account; the status is skipped",
        #"statuses[3].account.acct: not an account address: "@@example.social"; left out"#,
        "statuses[3].account: no acct or username that names an account; the status is skipped",
        #"statuses[4].account.acct: not an account address: "a@b@c"; left out"#,
        "statuses[4].account: no acct or username that names an account; the status is skipped",
        #"statuses[5].account.acct: not an account address: "bob@-"; left out"#,
        "statuses[5].account: no acct or username that names an account; the status is skipped",
        #"statuses[6].account.acct: not an account address: "bob@x.y/../z"; left out"#,
        "statuses[6].account: no acct or username that names an account; the status is skipped",
      ])
    #expect(snapshot.document.feed.map(\.id) == ["8", "1"])
    #expect(
      snapshot.document.users.map(\.id.rawValue) == ["@alice@example.social", "@5@example.social"])
  }

  @Test("REST: a malformed acct beside a username: the username names the author")
  func username() throws {
    let snapshot = try statuses([status(1, acct: "@@@", username: "alice")])
    #expect(
      snapshot.warnings.map(\.description) == [
        #"statuses[0].account.acct: not an account address: "@@@"; left out"#
      ])
    #expect(snapshot.document.feed.map(\.user.rawValue) == ["@alice@example.social"])
  }

  @Test("REST: a mention of `@@@` is left out, with a warning")
  func restMention() throws {
    let snapshot = try statuses([
      status(
        1, acct: "alice", username: "alice",
        extra: #","mentions":[{"id":"9","username":"","acct":"@@@","url":"https://x.example/@x"}]"#)
    ])
    #expect(
      snapshot.warnings.map(\.description) == [
        #"statuses[0].mentions[0].acct: not an account address: "@@@"; left out"#
      ])
    #expect(snapshot.document.feed.first?.mentions == [])
  }

  @Test("ActivityPub: a mention named `@@@` is named from its actor's address instead")
  func outboxMention() throws {
    let folder = try TemporaryFolder()
    var export = MastodonExport()
    export.raw(
      #"{"type":"Create","actor":"https://a.example/users/zoe","published":"2023-03-01T00:00:00Z","to":["https://www.w3.org/ns/activitystreams#Public"],"object":{"type":"Note","id":"https://a.example/users/zoe/statuses/1","attributedTo":"https://a.example/users/zoe","content":"<p>1</p>","tag":[{"type":"Mention","href":"https://b.example/users/max","name":"@@@"},{"type":"Mention","href":"https://b.example/@@@","name":"@max@"}]}}"#
    )
    _ = try export.writeFolder("export", in: folder)
    try folder.write(
      #"{"id":"https://a.example/users/zoe","type":"Person","preferredUsername":"zoe"}"#,
      to: "export/actor.json")
    let snapshot = try MastodonTests.load(folder.file("export"), name: "export")
    #expect(
      snapshot.warnings.map(\.description) == [
        #"outbox.json: orderedItems[0].object.tag[0].name: not an account address: "@@@"; named from its href instead"#,
        #"outbox.json: orderedItems[0].object.tag[1].name: not an account address: "@max@"; named from its href instead"#,
      ])
    let document = snapshot.document
    let max = try #require(document.user(UserID("https://b.example/users/max")))
    #expect(max.address == "@max@b.example")
    // An actor's address of `/@@@` names no one either: the user has no address.
    let other = try #require(document.user(UserID("https://b.example/@@@")))
    #expect(other.address == nil)
  }

  @Test("ActivityPub: a mention on an internationalised domain, in Unicode or punycode, is kept")
  func internationalisedDomains() throws {
    let folder = try TemporaryFolder()
    var export = MastodonExport()
    let mentions = [
      ("https://🦄.example/users/emoji_fan", "@emoji_fan@🦄.example"),
      ("https://xn--bcher-kva.example/users/max", "@max@xn--bcher-kva.example"),
      ("https://bücher.example/users/ute", "@ute@bücher.example"),
    ].map { MastodonExport.Mention(uri: $0.0, name: $0.1) }
    export.note(id: 1, published: "2023-03-01T00:00:00Z", html: "<p>hi</p>", mentions: mentions)
    _ = try export.writeFolder("export", in: folder)
    let snapshot = try MastodonTests.load(folder.file("export"), name: "export")
    #expect(snapshot.warnings.map(\.description) == [])
    let addresses = mentions.map { snapshot.document.user(UserID($0.uri))?.address }
    #expect(addresses == mentions.map(\.name))
  }

}
