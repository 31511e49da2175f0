import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("Content warnings and sensitive media: hidden until Space, shown on the entry screen")
struct ContentWarningScreenTests {
  /// Alice's archive as a zip: a post behind a warning with a picture, a sensitive picture
  /// without a warning, and a plain post.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.media = [("media_attachments/files/000/000/001/original/cake.png", try Exports.png())]
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Good morning</p>")
    export.note(
      id: 2, published: "2023-01-02T10:00:00Z",
      html: "<p>The butler did it.</p><p>In the library, with a candlestick.</p>",
      summary: "Spoilers: the film", sensitive: true,
      attachments: [
        .init(url: "media_attachments/files/000/000/001/original/cake.png", alt: "The last scene")
      ])
    export.note(
      id: 3, published: "2023-01-03T10:00:00Z", html: "<p>My cake, before and after</p>",
      sensitive: true,
      attachments: [.init(url: "media_attachments/files/000/000/001/original/cake.png")])
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("Space reveals the text and picture in place, and Space again hides them")
  func revealInPlace() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 20))
    let hidden = try app.press("jj")
    expectScreen(
      hidden,
      [
        "archive.zip › Feed                                    ? help",
        "  alice · Alice Liddell",
        "  3 posts · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  Alice Liddell · 2023-01-03 10:00 UTC",
        "  My cake, before and after",
        "  ▣ sensitive media · Space shows it",
        "",
        "> Alice Liddell · 2023-01-02 10:00 UTC",
        "  ⚠ Spoilers: the film · Space shows the post and 1 picture",
        "",
        "  Alice Liddell · 2023-01-01 10:00 UTC",
        "  Good morning",
        "",
        "",
        "",
        "",
        "",
        " 3/4 entry",
      ])
    let revealed = try app.press("<Space>")
    expectScreen(
      revealed,
      [
        "archive.zip › Feed                                    ? help",
        "  Alice Liddell · 2023-01-03 10:00 UTC",
        "  My cake, before and after",
        "  ▣ sensitive media · Space shows it",
        "                                                           ┃",
        "> Alice Liddell · 2023-01-02 10:00 UTC                     ┃",
        "  ⚠ Spoilers: the film · Space hides the post              ┃",
        "  The butler did it. In the library, with a candlestick.   ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "  “The last scene”                                         ┃",
        "                                                           ┃",
        "  Alice Liddell · 2023-01-01 10:00 UTC                     ┃",
        "  Good morning",
        " 3/4 entry",
      ])
    expectScreen(try app.press("<Space>"), hidden.lines)
  }

  @Test("Sensitive media without a warning: the text shows, the picture waits for Space")
  func sensitiveMedia() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 20))
    let hidden = try app.press("j")
    expectScreen(
      hidden,
      [
        "archive.zip › Feed                                    ? help",
        "  alice · Alice Liddell",
        "  3 posts · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "> Alice Liddell · 2023-01-03 10:00 UTC",
        "  My cake, before and after",
        "  ▣ sensitive media · Space shows it",
        "",
        "  Alice Liddell · 2023-01-02 10:00 UTC",
        "  ⚠ Spoilers: the film · Space shows the post and 1 picture",
        "",
        "  Alice Liddell · 2023-01-01 10:00 UTC",
        "  Good morning",
        "",
        "",
        "",
        "",
        "",
        " 2/4 entry",
      ])
    expectScreen(
      try app.press("<Space>"),
      [
        "archive.zip › Feed                                    ? help",
        "  alice · Alice Liddell                                    ┃",
        "  3 posts · 0 boosts · 0 likes · 0 bookmarks               ┃",
        "  Swift & terminals. Cats.                                 ┃",
        "                                                           ┃",
        "> Alice Liddell · 2023-01-03 10:00 UTC                     ┃",
        "  My cake, before and after                                ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "                              ██████████████               ┃",
        "  cake.png · Space hides it                                ┃",
        "                                                           ┃",
        "  Alice Liddell · 2023-01-02 10:00 UTC",
        "  ⚠ Spoilers: the film · Space shows the post and 1 picture",
        "",
        " 2/4 entry",
      ])
    expectScreen(try app.press("<Space>"), hidden.lines)
  }

  @Test("The entry screen shows the warning, then the text and the picture")
  func entryScreen() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 24))
    expectScreen(
      try app.press("jj<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                   ? help",
        "> alice · Alice Liddell · @alice@example.social            ┃",
        "                                                           ┃",
        "  ⚠ Spoilers: the film                                     ┃",
        "                                                           ┃",
        "  The butler did it.                                       ┃",
        "                                                           ┃",
        "  In the library, with a candlestick.                      ┃",
        "                                                           ┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████┃",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        " 1/5 author",
      ])
  }

  @Test("On a narrow screen the warning keeps its words and the hint says only \"Space shows\"")
  func narrowHint() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 44, height: 8))
    expectScreen(
      try app.press("jj"),
      [
        "archive.zip › Feed                    ? help",
        "  ▣ sensitive media · Space shows it",
        "",
        "> Alice Liddell · 2023-01-02 10:00 UTC",
        "  ⚠ Spoilers: the film · Space shows       ┃",
        "                                           ┃",
        "  Alice Liddell · 2023-01-01 10:00 UTC",
        " 3/4 entry",
      ])
  }
}
