import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("--no-images on an archive: a picture not backed up, or empty, says so on its line")
struct NoImagesArchiveTests {
  @Test("A post's picture that is not in the archive, and an empty header, say why")
  func reasons() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    export.header = ("header.png", [])
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Hello</p>",
      attachments: [.init(url: "/media_attachments/files/1/original/sea.jpg", alt: "The sea")])
    let app = try ArchiveApp(
      try export.writeFolder("export", in: folder), size: Size(width: 60, height: 12),
      pictures: false)
    expectScreen(
      app.screen,
      [
        "export › Feed                                         ? help",
        "> alice · Alice Liddell",
        "  1 post · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "  Alice Liddell · 2023-01-01 10:00 UTC",
        "  Hello",
        "  ▣ sea.jpg (missing) · “The sea”",
        "",
        "",
        "",
        " 1/2 profile summary",
      ])
    expectScreen(
      try app.press("jj<Enter>"),
      [
        "export › Feed › Entry by alice                        ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Hello",
        "",
        "  ▣ sea.jpg (missing) · “The sea”",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        " 1/4 author",
      ])
    expectScreen(
      try app.press("<Escape>kk<Enter>"),
      [
        "export › Feed › alice                                 ? help",
        "  ▣ header.png (empty file)                                ┃",
        "                                                           ┃",
        "> ┌────┐ alice                                             ┃",
        "  │ AL │ Alice Liddell · @alice@example.social             ┃",
        "  └────┘ 1 post · 0 boosts · 0 likes · 0 bookmarks         ┃",
        "         joined 2017-04-01                                 ┃",
        "",
        "  ▾ About",
        "  Swift & terminals.",
        "",
        " 1/4 profile",
      ])
  }
}
