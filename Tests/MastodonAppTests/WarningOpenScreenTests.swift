import ArchiveTestSupport
import FeedModel
import Foundation
import ListKit
import ListKitTesting
import Testing

/// Enter on the Warnings screen (`!`) of a Mastodon document opens what the warning is about:
/// the post's entry, or the profile of the account or of the archive's owner.
@Suite("Enter on a Mastodon warning opens the post's entry or the account's profile")
struct WarningOpenScreenTests {
  /// Alice's archive folder: three posts, the middle one marked sensitive with a value that is
  /// no flag, and an `actor.json` whose summary is a number.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.note(id: 1, published: "2024-01-01T10:00:00Z", html: "<p>First</p>")
    export.raw(
      #"{"id":"\#(export.statusURI(2))/activity","type":"Create","actor":"\#(export.actorURI)","#
        + #""published":"2024-01-02T10:00:00Z","to":["https://www.w3.org/ns/activitystreams#Public"],"#
        + #""object":{"type":"Note","id":"\#(export.statusURI(2))","#
        + #""attributedTo":"\#(export.actorURI)","published":"2024-01-02T10:00:00Z","#
        + #""content":"<p>Second, oddly marked</p>","sensitive":"yes"}}"#)
    export.note(id: 3, published: "2024-01-03T10:00:00Z", html: "<p>Third</p>")
    let path = try export.writeFolder("export", in: folder)
    try folder.write(
      #"{"id":"\#(export.actorURI)","type":"Person","preferredUsername":"alice","#
        + #""name":"Alice Liddell","summary":5}"#,
      to: "export/actor.json")
    return path
  }

  @Test("An archive: Enter on a post's warning opens its entry; on actor.json's, the owner")
  func archive() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 9))
    expectScreen(
      try app.press("!"),
      [
        "export › Feed › Warnings                              ? help",
        "> ⚠ actor.json: summary",
        "    expected text, found a number; left out",
        "  ⚠ outbox.json: orderedItems[1].object.sensitive",
        "    expected a boolean, found a string; the media are",
        "    hidden",
        "",
        "",
        " 1/2 warning                                   ⚠ 2 warnings",
      ])
    expectScreen(
      try app.press("j<Enter>"),
      [
        "export › Feed › Warnings › Entry by alice             ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Second, oddly marked",
        "",
        "  Posted 2024-01-02 10:00 UTC",
        "  https://example.social/users/alice/statuses/2",
        "",
        " 1/3 author                                    ⚠ 2 warnings",
      ])
    try app.press("<Esc>k<Enter>")
    #expect(app.title == "alice")
    #expect(app.shell.current.route == .profile(UserID(Exports.alice().actorURI)))
  }

  /// Statuses as the REST API writes them: Alice's poll with a count of voters that cannot be,
  /// and a status by Bob, whose account has a negative count of followers.
  private static let statuses =
    "[\n"
    + [
      APIStatuses.status(
        3, "2023-01-03T10:00:00.000Z", "<p>Vote!</p>",
        extra:
          #","poll":{"id":"1","options":[{"title":"Yes","votes_count":2}],"voters_count":-1}"#
      ),
      APIStatuses.bobStatus(2, "2023-01-02T10:00:00.000Z", "<p>Bob here</p>")
        .replacingOccurrences(of: #""followers_count":1"#, with: #""followers_count":-5"#),
      APIStatuses.status(1, "2023-01-01T10:00:00.000Z", "<p>Hello</p>"),
    ].joined(separator: ",\n") + "\n]"

  @Test("Statuses: Enter on a status's warning opens its entry; on an account's, its profile")
  func statuses() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(Self.statuses, to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 60, height: 9))
    expectScreen(
      try app.press("!"),
      [
        "statuses › Feed › Warnings                            ? help",
        "> ⚠ statuses[0].poll.voters_count",
        "    expected a count, found -1; left out",
        "  ⚠ statuses[1].account.followers_count",
        "    expected a count, found -5; left out",
        "",
        "",
        "",
        " 1/2 warning                                   ⚠ 2 warnings",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "statuses › Feed › Warnings › Entry by alice           ? help",
        "> alice · Alice Liddell · @alice@example.social            ┃",
        "                                                           ┃",
        "  Vote!                                                    ┃",
        "                                                           ┃",
        "  ▕██████████▏ 100% Yes (2)                                ┃",
        "  2 votes",
        "",
        " 1/4 author                                    ⚠ 2 warnings",
      ])
    #expect(app.shell.current.route == .entry("3"))
    try app.press("<Esc>j<Enter>")
    #expect(app.title == "bob")
    #expect(app.shell.current.route == .profile("@bob@other.example"))
  }
}
