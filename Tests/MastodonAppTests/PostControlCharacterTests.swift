import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

@Suite("Control characters in a post's HTML show as symbols, as in a name or a plain text")
struct PostControlCharacterTests {
  @Test("An escape and a bell in a post show as ␛ and ␇ in the feed and on the post's screen")
  func controlsShowAsSymbols() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    export.note(
      id: 1, published: "2024-01-01T10:00:00Z",
      html: "<p>esc \u{1B}[31mred bell\u{7} end</p>")
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 60, height: 14))
    expectScreen(
      app.screen,
      [
        "archive.zip › Feed                                    ? help",
        "> alice · Alice Liddell",
        "  1 post · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  Alice Liddell · 2024-01-01 10:00 UTC",
        "  esc ␛[31mred bell␇ end",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/2 profile summary",
      ])
    expectScreen(
      try app.press("j<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                   ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  esc ␛[31mred bell␇ end",
        "",
        "  Posted 2024-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/3 author",
      ])
  }
}
