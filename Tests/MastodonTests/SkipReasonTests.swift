import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

/// A warning about an activity or a status skipped names the member at fault and why, as
/// every other warning does: never `missing or …`, never a place that is not the member's.
@Suite("A skipped activity or status is warned of at the member at fault, with the reason")
struct SkipReasonTests {
  @Test("Outbox: a type or an object missing, or of the wrong kind, each named at its place")
  func activities() throws {
    let folder = try TemporaryFolder()
    let note =
      #"{"type":"Create","object":{"type":"Note","id":"https://a.example/1","content":"<p>ok</p>"}}"#
    try folder.write(
      #"{"orderedItems":[{"actor":"x"},{"type":5},{"type":"Create"},{"type":"Create","object":null},"#
        + #"{"type":"Create","object":7},{"type":"Create","object":{"id":"y"}},"#
        + #"{"type":"Create","object":{"type":["Note"]}},\#(note)]}"#,
      to: "export/outbox.json")
    let snapshot = try MastodonTests.load(folder.file("export"), name: "export")
    #expect(
      snapshot.warnings.map(\.description) == [
        "actor.json: missing; the profile is left out",
        "outbox.json: orderedItems[0].type: missing; the activity is skipped",
        "outbox.json: orderedItems[1].type: expected text, found a number; the activity is skipped",
        "outbox.json: orderedItems[2].object: missing; the activity is skipped",
        "outbox.json: orderedItems[3].object: missing; the activity is skipped",
        "outbox.json: orderedItems[4].object: expected the post, found a number; the activity is skipped",
        "outbox.json: orderedItems[5].object.type: missing; the activity is skipped",
        "outbox.json: orderedItems[6].object.type: expected text, found an array; the activity is skipped",
      ])
    #expect(snapshot.document.feed.count == 1)
  }

  @Test("Statuses: no object, no id, no account, an account of the wrong kind or without acct")
  func statuses() throws {
    let account = #""account":{"id":"1","acct":"alice","url":"https://a.example/@alice"}"#
    let json =
      #"[1,{"content":"x"},{"id":"3"},{"id":"4","account":null},{"id":"5","account":"alice"},"#
      + #"{"id":"6","account":{"id":"2"}},{"id":"7",\#(account),"content":"<p>ok</p>"}]"#
    let builder = DocumentBuilder()
    try MastodonReader.read(
      statuses: ByteInput(bytes: Array(json.utf8), name: "t.json"), into: builder)
    let snapshot = builder.finish()
    #expect(
      snapshot.warnings.map(\.description) == [
        "statuses[0]: expected a status, found a number; skipped",
        "statuses[1].id: missing; the status is skipped",
        "statuses[2].account: missing; the status is skipped",
        "statuses[3].account: missing; the status is skipped",
        "statuses[4].account: expected an account, found a string; the status is skipped",
        "statuses[5].account: no acct or username that names an account; the status is skipped",
      ])
    #expect(snapshot.document.feed.map(\.id) == ["7"])
  }
}
