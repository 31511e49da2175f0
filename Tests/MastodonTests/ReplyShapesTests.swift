import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

/// Whom a post replies to, in every shape servers write it.
///
/// A REST status's ids come as strings or (some servers) whole numbers, an ActivityPub note's
/// `inReplyTo` as one address or an array of them. Anything else is named in a warning, never
/// dropped silently.
@Suite("A reply's parent in every shape servers write; anything else warns")
struct ReplyShapesTests {
  private func statuses(_ elements: [String]) throws -> DocumentSnapshot {
    let folder = try TemporaryFolder()
    let path = try folder.write("[" + elements.joined(separator: ",") + "]", to: "statuses.json")
    let builder = DocumentBuilder()
    try MastodonReader.read(statuses: ByteInput.file(path: path), into: builder)
    return builder.finish()
  }

  /// A status by Alice on the `id`th of January; `extra` adds fields.
  private func status(_ id: Int, _ extra: String = "") -> String {
    #"{"id":"\#(id)","created_at":"2024-01-0\#(id)T10:00:00.000Z","content":"<p>\#(id)</p>","#
      + #""url":"https://example.social/@alice/\#(id)","#
      + #""account":{"id":"1","username":"alice","acct":"alice","url":"https://example.social/@alice"}\#(extra)}"#
  }

  /// A status by Bob, of account id `accountID` as written, on the `id`th of January.
  private func bobStatus(_ id: Int, accountID: String) -> String {
    #"{"id":"\#(id)","created_at":"2024-01-0\#(id)T10:00:00.000Z","content":"<p>\#(id)</p>","#
      + #""account":{"id":\#(accountID),"username":"bob","acct":"bob@other.example","url":"https://other.example/@bob"}}"#
  }

  @Test("REST: ids as whole numbers are the same ids as strings")
  func numericIDs() throws {
    // Replies to posts the array does not hold: their authors are named by account id alone.
    for (reply, account) in [
      (#","in_reply_to_id":99,"in_reply_to_account_id":7"#, #""7""#),
      (#","in_reply_to_id":"99","in_reply_to_account_id":"7""#, "7"),
    ] {
      let snapshot = try statuses([status(2, reply), bobStatus(1, accountID: account)])
      #expect(snapshot.warnings.isEmpty)
      let feed = Array(snapshot.document.feed)
      #expect(feed.map(\.id) == ["2", "1"])
      #expect(feed[0].reply?.author == "@bob@other.example")
    }
  }

  @Test("REST: an id that is no id (a fraction, a negative, a boolean, an empty string) warns")
  func wrongIDs() throws {
    let snapshot = try statuses([
      status(1, #","in_reply_to_id":1.5"#), status(2, #","in_reply_to_id":-3"#),
      status(3, #","in_reply_to_id":true"#), status(4, #","in_reply_to_id":"""#),
      status(5, #","in_reply_to_id":"1","in_reply_to_account_id":{"id":"1"}"#),
    ])
    #expect(
      snapshot.warnings.map(\.description) == [
        "statuses[0].in_reply_to_id: expected a status id, found 1.5; not shown as a reply",
        "statuses[1].in_reply_to_id: expected a status id, found -3; not shown as a reply",
        "statuses[2].in_reply_to_id: expected a status id, found a boolean; "
          + "not shown as a reply",
        "statuses[3].in_reply_to_id: expected a status id, found an empty string; "
          + "not shown as a reply",
        "statuses[4].in_reply_to_account_id: expected an account id, found an object; "
          + "the author replied to is not named",
      ])
    let feed = Array(snapshot.document.feed)
    #expect(feed.map(\.id) == ["5", "4", "3", "2", "1"])
    #expect(feed.map { $0.reply != nil } == [true, false, false, false, false])
    // Found in the array, the parent still names its author.
    #expect(feed[0].reply?.entryID == "1")
  }

  private func outbox(_ inReplyTo: String) throws -> DocumentSnapshot {
    let folder = try TemporaryFolder()
    var export = MastodonExport()
    export.raw(
      #"{"type":"Create","actor":"https://a.example/users/zoe","published":"2023-03-01T00:00:00Z","to":["https://www.w3.org/ns/activitystreams#Public"],"object":{"type":"Note","id":"https://a.example/users/zoe/statuses/1","attributedTo":"https://a.example/users/zoe","content":"<p>1</p>","inReplyTo":\#(inReplyTo)}}"#
    )
    _ = try export.writeFolder("export", in: folder)
    try folder.write(
      #"{"id":"https://a.example/users/zoe","type":"Person","preferredUsername":"zoe"}"#,
      to: "export/actor.json")
    return try MastodonTests.load(folder.file("export"), name: "export")
  }

  private let first = "https://b.example/users/max/statuses/7"
  private let second = "https://c.example/users/ann/statuses/8"

  @Test("ActivityPub: an array of one address is that address, without a warning")
  func oneInArray() throws {
    for shape in [#"["\#(first)"]"#, #"[{"type":"Link","href":"\#(first)"}]"#] {
      let snapshot = try outbox(shape)
      #expect(snapshot.warnings.isEmpty)
      #expect(snapshot.document.feed.first?.reply?.address == first)
    }
  }

  @Test("ActivityPub: several addresses: the first is the parent, with a warning")
  func several() throws {
    let snapshot = try outbox(#"["\#(first)",{"id":"\#(second)"}]"#)
    #expect(
      snapshot.warnings.map(\.description) == [
        "outbox.json: orderedItems[0].object.inReplyTo: replies to 2 posts; "
          + "only the first is shown as the one replied to"
      ])
    #expect(snapshot.document.feed.first?.reply?.address == first)
    #expect(snapshot.document.feed.first?.reply?.author == "@max@b.example")
  }

  @Test("ActivityPub: the first usable element is the parent; the others warn")
  func unusableElements() throws {
    let snapshot = try outbox(#"[7,null,{"type":"Note"},"\#(second)"]"#)
    #expect(
      snapshot.warnings.map(\.description) == [
        "outbox.json: orderedItems[0].object.inReplyTo[0]: expected the address of a post, found a number; "
          + "left out",
        "outbox.json: orderedItems[0].object.inReplyTo[1]: expected the address of a post, found null; "
          + "left out",
        "outbox.json: orderedItems[0].object.inReplyTo[2]: expected the address of a post, "
          + "found an object without an address; left out",
      ])
    #expect(snapshot.document.feed.first?.reply?.address == second)
  }

  @Test("ActivityPub: an array without an address, or an empty one, is no reply, with a warning")
  func noAddress() throws {
    for shape in ["[1,true]", "[]"] {
      let snapshot = try outbox(shape)
      #expect(
        snapshot.warnings.map(\.description) == [
          "outbox.json: orderedItems[0].object.inReplyTo: expected the address of a post, "
            + "found an array without an address; not shown as a reply"
        ])
      #expect(snapshot.document.feed.first?.reply == nil)
    }
  }
}
