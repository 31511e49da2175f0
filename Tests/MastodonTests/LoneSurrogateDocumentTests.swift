import ArchiveTestSupport
import FeedModel
import Foundation
import Mastodon
import Testing

/// A lone UTF-16 surrogate escape (`"\ud800"`) in a Mastodon document: the document opens, the
/// text holds U+FFFD, and a warning names the escape's line and column.
@Suite("A document with a lone UTF-16 surrogate escape opens, with a warning where it is")
struct LoneSurrogateDocumentTests {
  @Test("A statuses array opens, with a warning at the escape's line and column")
  func statuses() throws {
    let folder = try TemporaryFolder()
    let account =
      #"{"id":"1","username":"alice","acct":"alice","url":"https://example.social/@alice"}"#
    let path = try folder.write(
      "[\n"
        + #"{"id":"1","created_at":"2024-01-01T10:00:00.000Z","content":"<p>fine</p>","account":\#(account)},"#
        + "\n"
        + #"{"id":"2","created_at":"2024-01-02T10:00:00.000Z","content":"<p>a\ud800b \udc00</p>","account":\#(account)}"#
        + "\n]", to: "statuses.json")
    let builder = DocumentBuilder()
    try MastodonReader.read(statuses: ByteInput.file(path: path), into: builder)
    let snapshot = builder.finish()
    #expect(
      snapshot.warnings.map(\.description) == [
        #"statuses[1]: lone UTF-16 surrogate '\uD800' at 3:66; shown as U+FFFD"#,
        #"statuses[1]: lone UTF-16 surrogate '\uDC00' at 3:74; shown as U+FFFD"#,
      ])
    #expect(snapshot.document.feed.map(\.comment) == ["a\u{FFFD}b \u{FFFD}", "fine"])
  }

  @Test("An outbox and its actor open, with warnings at the escapes' lines and columns")
  func outbox() throws {
    let folder = try TemporaryFolder()
    var export = MastodonExport()
    export.raw(
      #"{"type":"Create","actor":"https://a.example/users/zoe","published":"2023-03-01T00:00:00Z","to":["https://www.w3.org/ns/activitystreams#Public"],"object":{"type":"Note","id":"https://a.example/users/zoe/statuses/1","attributedTo":"https://a.example/users/zoe","content":"<p>x\uDBFF</p>"}}"#
    )
    _ = try export.writeFolder("export", in: folder)
    try folder.write(
      #"{"id":"https://a.example/users/zoe","type":"Person","preferredUsername":"zoe","name":"Z\udc00e"}"#,
      to: "export/actor.json")
    let outbox = try String(contentsOfFile: folder.file("export/outbox.json"), encoding: .utf8)
    let lines = outbox.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains(#"\uDBFF"#) })
    let column = try #require(lines[line].firstRange(of: #"\uDBFF"#)).lowerBound
    let position =
      "\(line + 1):\(lines[line].unicodeScalars.distance(from: lines[line].startIndex, to: column) + 1)"
    let snapshot = try MastodonTests.load(folder.file("export"), name: "export")
    #expect(
      snapshot.warnings.map(\.description) == [
        #"actor.json: lone UTF-16 surrogate '\uDC00' at 1:88; shown as U+FFFD"#,
        #"outbox.json: orderedItems[0]: lone UTF-16 surrogate '\uDBFF' at "# + position
          + "; shown as U+FFFD",
      ])
    #expect(snapshot.document.feed.map(\.comment) == ["x\u{FFFD}"])
    let me = try #require(snapshot.document.me.flatMap(snapshot.document.user))
    #expect(me.fullName == "Z\u{FFFD}e")
  }
}
