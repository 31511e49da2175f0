import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

@Suite("When a post was edited: on its entry screen, after the date it was posted")
struct EditedScreenTests {
  /// Alice's archive: a followers-only post she edited an hour after posting it.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.note(
      id: 1, published: "2024-01-05T14:30:00Z", html: "<p>I love it</p>",
      visibility: "private", updated: "2024-01-06T09:12:00Z")
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("The entry screen says when the post was edited, in the form of the posted date")
  func entry() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 82, height: 10))
    expectScreen(
      try app.press("jjj<Enter>G"),
      [
        "archive.zip › Feed › Entry by alice                                         ? help",
        "  alice · Alice Liddell · @alice@example.social",
        "",
        "  I love it",
        "",
        "> Posted 2024-01-05 14:30 UTC · edited 2024-01-06 09:12 UTC · followers only",
        "  https://example.social/@alice/1",
        "",
        "",
        " 3/3 details",
      ])
  }

  @Test("A narrow entry screen breaks between the dates and the audience, never within one")
  func narrowEntry() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 34, height: 12))
    expectScreen(
      try app.press("jjj<Enter>G"),
      [
        "… › Feed › Entry by alice   ? help",
        "  alice · Alice Liddell · @alice…",
        "",
        "  I love it",
        "",
        "> Posted 2024-01-05 14:30 UTC",
        "  edited 2024-01-06 09:12 UTC",
        "  followers only",
        "  https://example.social/@alice/1",
        "",
        "",
        " 3/3 details",
      ])
  }
}
