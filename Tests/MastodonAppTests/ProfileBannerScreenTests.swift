import ArchiveTestSupport
import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite("The header picture of actor.json: a banner atop the profile, as Mastodon shows it")
struct ProfileBannerScreenTests {
  /// Alice's export with a post, and a header picture: a white one of Mastodon's shape (3:1),
  /// or only its name in `actor.json` when `backedUp` is false.
  private func archive(in folder: TemporaryFolder, backedUp: Bool = true) throws -> String {
    var export = Exports.alice()
    let white = try ImageEncoder.png(
      PixelImage(width: 60, height: 20) { _, _ in RGBA(red: 255, green: 255, blue: 255) })
    export.header = ("header.png", backedUp ? white : nil)
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Hello</p>")
    return try export.writeFolder("export", in: folder)
  }

  @Test("The banner is the width of the screen and at most a third of it, above the name")
  func banner() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 24))
    #expect(app.warnings.isEmpty)
    expectScreen(
      try app.press("<Enter>"),
      [
        "export › Feed › alice                                 ? help",
        "         ██████████████████████████████████████████",
        "         ██████████████████████████████████████████",
        "         ██████████████████████████████████████████",
        "         ██████████████████████████████████████████",
        "         ██████████████████████████████████████████",
        "         ██████████████████████████████████████████",
        "         ██████████████████████████████████████████",
        "",
        "> ┌────┐ alice",
        "  │ AL │ Alice Liddell · @alice@example.social",
        "  └────┘ 1 post · 0 boosts · 0 likes · 0 bookmarks",
        "         joined 2017-04-01",
        "",
        "  ▾ About",
        "  Swift & terminals.",
        "",
        "  Cats.",
        "",
        "  ▾ Attributes 2",
        "  Website   alice.example",
        "  Pronouns  she/her",
        "",
        " 1/4 profile",
      ])
    // Never selected: going up from below scrolls it back into view.
    let short = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 14))
    try short.press("<Enter>jjj")
    expectScreen(
      short.screen,
      [
        "export › Feed › alice                                 ? help",
        "  │ AL │ Alice Liddell · @alice@example.social",
        "  └────┘ 1 post · 0 boosts · 0 likes · 0 bookmarks",
        "         joined 2017-04-01",
        "",
        "  ▾ About                                                  ┃",
        "  Swift & terminals.                                       ┃",
        "                                                           ┃",
        "  Cats.                                                    ┃",
        "                                                           ┃",
        "  ▾ Attributes 2                                           ┃",
        "  Website   alice.example                                  ┃",
        "> Pronouns  she/her                                        ┃",
        " 4/4 attributes",
      ])
    expectScreen(
      try short.press("kkk"),
      [
        "export › Feed › alice                                 ? help",
        "                  ████████████████████████                 ┃",
        "                  ████████████████████████                 ┃",
        "                  ████████████████████████                 ┃",
        "                  ████████████████████████                 ┃",
        "                                                           ┃",
        "> ┌────┐ alice                                             ┃",
        "  │ AL │ Alice Liddell · @alice@example.social             ┃",
        "  └────┘ 1 post · 0 boosts · 0 likes · 0 bookmarks         ┃",
        "         joined 2017-04-01",
        "",
        "  ▾ About",
        "  Swift & terminals.",
        " 1/4 profile",
      ])
  }

  @Test("With pictures off it is a line naming it; a header not backed up says (missing)")
  func bannerLine() throws {
    let folder = try TemporaryFolder()
    let off = try ArchiveApp(
      try archive(in: folder), size: Size(width: 60, height: 12), pictures: false)
    expectScreen(
      try off.press("<Enter>"),
      [
        "export › Feed › alice                                 ? help",
        "  ▣ header.png                                             ┃",
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
    let other = try TemporaryFolder()
    let missing = try ArchiveApp(
      try archive(in: other, backedUp: false), size: Size(width: 60, height: 12))
    expectScreen(
      try missing.press("<Enter>"),
      [
        "export › Feed › alice                                 ? help",
        "  ▣ header.png (missing)                                   ┃",
        "                                                           ┃",
        "> ┌────┐ alice                                             ┃",
        "  │ AL │ Alice Liddell · @alice@example.social             ┃",
        "  └────┘ 1 post · 0 boosts · 0 likes · 0 bookmarks         ┃",
        "         joined 2017-04-01                                 ┃",
        "",
        "  ▾ About",
        "  Swift & terminals.",
        "",
        " 1/4 profile                                    ⚠ 1 warning",
      ])
  }
}
