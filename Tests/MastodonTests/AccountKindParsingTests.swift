import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

/// A bot's or a group's account, a verified field and a preview card, from statuses and from
/// `actor.json`; each of the wrong type is left out with a warning naming its place.
@Suite("Account kinds, verified fields and preview cards are read, and wrong types warn")
struct AccountKindParsingTests {
  private func statuses(_ elements: [String]) throws -> DocumentSnapshot {
    let builder = DocumentBuilder()
    let json = "[" + elements.joined(separator: ",") + "]"
    try MastodonReader.read(
      statuses: ByteInput(bytes: Array(json.utf8), name: "t.json"), into: builder)
    return builder.finish()
  }

  /// A status by the account `name`, whose object has `account` members besides its names,
  /// and with `extra` members of its own.
  private func status(
    _ id: Int, by name: String, account: String = "", _ extra: String = ""
  )
    -> String
  {
    #"{"id":"\#(id)","created_at":"2024-01-0\#(id)T10:00:00.000Z","content":"<p>post</p>","#
      + #""account":{"id":"\#(id)","username":"\#(name)","acct":"\#(name)","#
      + #""display_name":"\#(name)","note":"","url":"https://a.example/@\#(name)"\#(account)}"#
      + extra + "}"
  }

  private func user(_ name: String, in snapshot: DocumentSnapshot) throws -> User {
    try #require(snapshot.document.users.first { $0.nickname == name })
  }

  @Test("`bot` and `group` give the kind; a bot that is a group too is a bot, as Mastodon shows")
  func kinds() throws {
    let snapshot = try statuses([
      status(1, by: "beep", account: #","bot":true,"group":false"#),
      status(2, by: "club", account: #","bot":false,"group":true"#),
      status(3, by: "both", account: #","bot":true,"group":true"#),
      status(4, by: "ann", account: #","bot":false,"group":false"#),
      status(5, by: "old"),
    ])
    #expect(snapshot.warnings.isEmpty, "\(snapshot.warnings)")
    #expect(try user("beep", in: snapshot).kind == .bot)
    #expect(try user("club", in: snapshot).kind == .group)
    #expect(try user("both", in: snapshot).kind == .bot)
    #expect(try user("ann", in: snapshot).kind == .person)
    #expect(try user("old", in: snapshot).kind == .person)
  }

  @Test("A `bot` or `group` that is no boolean is left out, with a warning naming it")
  func wrongTypedKinds() throws {
    let snapshot = try statuses([
      status(1, by: "beep", account: #","bot":"yes""#),
      status(2, by: "club", account: #","group":1"#),
    ])
    #expect(
      snapshot.warnings.map(\.description) == [
        "statuses[0].account.bot: expected a boolean, found a string; left out",
        "statuses[1].account.group: expected a boolean, found a number; left out",
      ])
    #expect(try user("beep", in: snapshot).kind == .person)
    #expect(try user("club", in: snapshot).kind == .person)
  }

  @Test("A field with a `verified_at` date is verified; `null`, none or a number is not")
  func verifiedFields() throws {
    let fields =
      #","fields":[{"name":"Site","value":"x","verified_at":"2024-01-01T00:00:00.000+00:00"},"#
      + #"{"name":"A","value":"y","verified_at":null},{"name":"B","value":"z"},"#
      + #"{"name":"C","value":"w","verified_at":5}]"#
    let snapshot = try statuses([status(1, by: "alice", account: fields)])
    #expect(
      snapshot.warnings.map(\.description) == [
        "statuses[0].account.fields[3].verified_at: expected text, found a number; not verified"
      ])
    #expect(
      try user("alice", in: snapshot).attributes.map(\.isVerified) == [true, false, false, false])
  }

  @Test("A card's url, title, description, site and type; the boosted status's for a boost")
  func card() throws {
    let card =
      #","card":{"url":"https://news.example/x","title":"News &amp; stuff","#
      + #""description":"A story","provider_name":"News","type":"link","image":null}"#
    let boosted = status(9, by: "bob", card)
    let snapshot = try statuses([
      status(1, by: "alice", card), status(2, by: "alice", #","reblog":\#(boosted)"#),
    ])
    #expect(snapshot.warnings.isEmpty, "\(snapshot.warnings)")
    let expected = PreviewCard(
      url: "https://news.example/x", title: "News &amp; stuff", description: "A story",
      providerName: "News", type: "link")
    #expect(Array(snapshot.document.feed).map(\.card) == [expected, expected])
    // As written: the API's card fields are plain text, as Mastodon's web UI shows them.
    #expect(expected.caption == "News &amp; stuff · News")
    // No site's name: its address's host, as Mastodon's web UI shows it.
    #expect(
      PreviewCard(url: "https://u@News.example:8080/x?y", title: "T").caption
        == "T · news.example")
    #expect(PreviewCard(url: "no address").caption == nil)
  }

  @Test("A card that is no object, or has no url, is left out; a field of the wrong type too")
  func wrongTypedCards() throws {
    let snapshot = try statuses([
      status(1, by: "alice", #","card":"https://x.example""#),
      status(2, by: "alice", #","card":{"title":"No address"}"#),
      status(3, by: "alice", #","card":{"url":7,"title":"T"}"#),
      status(4, by: "alice", #","card":{"url":"https://x.example","title":5,"provider_name":[]}"#),
      status(5, by: "alice", #","card":null"#),
    ])
    #expect(
      snapshot.warnings.map(\.description) == [
        "statuses[0].card: expected an object, found a string; left out",
        "statuses[1].card: no url; left out",
        "statuses[2].card.url: expected text, found a number; the card is left out",
        "statuses[3].card.title: expected text, found a number; left out",
        "statuses[3].card.provider_name: expected text, found an array; left out",
      ])
    // Newest first: status 4 keeps its card, without the title and site.
    #expect(
      Array(snapshot.document.feed).map(\.card) == [
        nil, PreviewCard(url: "https://x.example"), nil, nil, nil,
      ])
  }

  @Test("actor.json's type: Service and Application are bots, Group a group, Person a person")
  func actorTypes() throws {
    for (type, kind) in [
      ("Service", AccountKind.bot), ("Application", .bot), ("Group", .group),
      ("Person", .person), ("Organization", .person),
    ] {
      let snapshot = try archive(actorFields: #","type":"\#(type)""#)
      #expect(snapshot.warnings.isEmpty, "\(snapshot.warnings)")
      let me = try #require(snapshot.document.me.flatMap(snapshot.document.user))
      #expect(me.kind == kind, "\(type)")
    }
  }

  @Test("An actor's type that is no text, or names no actor, is a person's, with a warning")
  func wrongActorTypes() throws {
    for (type, warning) in [
      ("5", "actor.json: type: expected text, found a number; shown as a person"),
      (
        #""Note\u001b[31m""#,
        #"actor.json: type: not an actor's type: "Note\u001B[31m"; shown as a person"#
      ),
    ] {
      let snapshot = try archive(actorFields: #","type":\#(type)"#)
      #expect(snapshot.warnings.map(\.description) == [warning])
      let me = try #require(snapshot.document.me.flatMap(snapshot.document.user))
      #expect(me.kind == .person)
    }
  }

  /// An archive whose `actor.json` is Zoe's, with `actorFields` added.
  private func archive(actorFields: String) throws -> DocumentSnapshot {
    let folder = try TemporaryFolder()
    var export = MastodonExport()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Hello</p>")
    _ = try export.writeFolder("export", in: folder)
    try folder.write(
      #"{"id":"https://a.example/users/zoe","preferredUsername":"zoe""# + actorFields + "}",
      to: "export/actor.json")
    return try load(folder.file("export"), name: "export")
  }
}
