import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

/// A file `actor.json` names (the likes, the bookmarks, the avatar, the header) that the export
/// does not hold gets a warning naming it and the archive, and its counts show as unknown
/// rather than vanishing.
@Suite("Files actor.json names but the archive lacks are warned of, their counts unknown")
struct MissingNamedFilesScreenTests {
  /// Alice's export, a post and a boost, with an avatar and a header named in `actor.json`,
  /// extracted into a folder, and then `likes.json`, `bookmarks.json`, `avatar.png` and
  /// `header.png` taken out of it.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.avatar = ("avatar.png", [])
    export.header = ("header.png", nil)
    export.likes = ["https://other.example/users/bob/statuses/1"]
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Hello</p>")
    let path = try export.writeFolder("export", in: folder)
    for name in ["likes.json", "bookmarks.json", "avatar.png"] {
      try FileManager.default.removeItem(atPath: path + "/" + name)
    }
    return path
  }

  @Test("The feed's summary and the profile say the likes and bookmarks are unknown, at 80x24")
  func wide() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 80, height: 24))
    #expect(
      app.warnings == [
        "likes.json: named by actor.json as the likes, but not in export; the likes are unknown",
        "bookmarks.json: named by actor.json as the bookmarks, but not in export; the bookmarks are unknown",
        "avatar.png: named by actor.json as the avatar, but not in export; shown as (missing)",
        "header.png: named by actor.json as the header, but not in export; shown as (missing)",
      ])
    expectScreen(
      app.screen,
      [
        "export › Feed                                                             ? help",
        "> alice · Alice Liddell",
        "  1 post · 0 boosts · likes unknown · bookmarks unknown",
        "  Swift & terminals. Cats.",
        "",
        "  Alice Liddell @alice@example.social · 2023-01-01 10:00 UTC",
        "  Hello",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/2 profile summary                                               ⚠ 4 warnings",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "export › Feed › alice                                                     ? help",
        "  ▣ header.png (missing)",
        "",
        "> ┌────┐ alice · ▣ avatar.png (missing)",
        "  │ AL │ Alice Liddell · @alice@example.social",
        "  └────┘ 1 post · 0 boosts · likes unknown · bookmarks unknown",
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
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/4 profile                                                       ⚠ 4 warnings",
      ])
    expectScreen(
      try app.press("!"),
      [
        "export › Feed › alice › Warnings                                          ? help",
        "> ⚠ likes.json",
        "    named by actor.json as the likes, but not in export; the likes are unknown",
        "  ⚠ bookmarks.json",
        "    named by actor.json as the bookmarks, but not in export; the bookmarks are",
        "    unknown",
        "  ⚠ avatar.png",
        "    named by actor.json as the avatar, but not in export; shown as (missing)",
        "  ⚠ header.png",
        "    named by actor.json as the header, but not in export; shown as (missing)",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/4 warning                                                       ⚠ 4 warnings",
      ])
  }

  @Test("At 40x12 too, and the warnings list them")
  func narrow() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 40, height: 12))
    expectScreen(
      app.screen,
      [
        "export › Feed                     ? help",
        "> alice · Alice Liddell",
        "  1 post · 0 boosts · likes unknown · …",
        "  Swift & terminals. Cats.",
        "",
        "  Alice Liddell · 2023-01-01 10:00 UTC",
        "  Hello",
        "",
        "",
        "",
        "",
        " 1/2 profile summary       ⚠ 4 warnings",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "export › Feed › alice             ? help",
        "  ▣ header.png (missing)               ┃",
        "                                       ┃",
        "> ┌────┐ alice · ▣ avatar.png (missing)┃",
        "  │ AL │ Alice Liddell · @alice@exampl…┃",
        "  └────┘ 1 post · 0 boosts · likes unk…┃",
        "         joined 2017-04-01             ┃",
        "",
        "  ▾ About",
        "  Swift & terminals.",
        "",
        " 1/4 profile               ⚠ 4 warnings",
      ])
    expectScreen(
      try app.press("!"),
      [
        "export › Feed › alice › Warnings  ? help",
        "> ⚠ likes.json                         ┃",
        "    named by actor.json as the likes,  ┃",
        "    but not in export; the likes are   ┃",
        "    unknown                            ┃",
        "  ⚠ bookmarks.json                     ┃",
        "    named by actor.json as the         ┃",
        "    bookmarks, but not in export; the",
        "    bookmarks are unknown",
        "  ⚠ avatar.png",
        "    named by actor.json as the avatar,",
        " 1/4 warning               ⚠ 4 warnings",
      ])
  }

  @Test("A zip lacking them names the zip")
  func zip() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Hello</p>")
    let files = export.files.filter { $0.name != "likes.json" }
    let path = folder.file("a.zip")
    try ZipWriter.write(files.map { ZipWriter.Entry(name: $0.name, data: $0.bytes) }, to: path)
    let app = try ArchiveApp(path, size: Size(width: 80, height: 24))
    #expect(
      app.warnings == [
        "likes.json: named by actor.json as the likes, but not in a.zip; the likes are unknown"
      ])
  }
}
