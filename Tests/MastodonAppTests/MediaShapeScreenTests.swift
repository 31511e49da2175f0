import ArchiveTestSupport
import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite("A picture of known size: every frame standing in for it has the picture's shape")
struct MediaShapeScreenTests {
  private static let portrait = "media_attachments/files/109/500/001/original/portrait.png"

  /// A white picture of a size, which monochrome draws as full blocks.
  private static func white(width: Int, height: Int) throws -> [UInt8] {
    try ImageEncoder.png(
      PixelImage(width: width, height: height) { _, _ in
        RGBA(red: 255, green: 255, blue: 255)
      })
  }

  /// Alice's export with one post of a portrait picture that the outbox says is 1080×1920,
  /// backed up or not (Mastodon's export leaves out what it cannot back up); the file backed
  /// up is smaller, of the same shape, as a preview would be.
  private func archive(in folder: TemporaryFolder, backedUp: Bool) throws -> String {
    var export = Exports.alice()
    if backedUp { export.media = [(Self.portrait, try Self.white(width: 27, height: 48))] }
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>A tall one</p>",
      attachments: [.init(url: Self.portrait, alt: "A tower", size: (width: 1080, height: 1920))])
    return try export.writeFolder("export", in: folder)
  }

  @Test("A missing portrait picture is a portrait frame, where the picture would be drawn")
  func missingPortrait() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(
      try archive(in: folder, backedUp: false), size: Size(width: 60, height: 24))
    // The feed row's frame too.
    expectScreen(
      try app.press("<End>"),
      [
        "export › Feed                                         ? help",
        "  alice · Alice Liddell",
        "  1 post · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.",
        "",
        "> Alice Liddell · 2023-01-01 10:00 UTC",
        "  A tall one",
        "                      ┌──────────────┐",
        "                      │              │",
        "                      │              │",
        "                      │ ▣ (missing)  │",
        "                      │              │",
        "                      │              │",
        "                      └──────────────┘",
        "  “A tower”",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 2/2 entry",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "export › Feed › Entry by alice                        ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  A tall one",
        "",
        "                      ┌──────────────┐",
        "                      │              │",
        "                      │              │",
        "                      │              │",
        "                      │              │",
        "                      │ ▣ (missing)  │",
        "                      │              │",
        "                      │              │",
        "                      │              │",
        "                      │              │",
        "                      └──────────────┘",
        "  ▣ portrait.png · “A tower”",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        "",
        " 1/4 author",
      ])
    let drawn = try ArchiveApp(
      try archive(in: folder, backedUp: true), size: Size(width: 60, height: 24))
    expectScreen(
      try drawn.press("<End><Enter>"),
      [
        "export › Feed › Entry by alice                        ? help",
        "> alice · Alice Liddell · @alice@example.social            ┃",
        "                                                           ┃",
        "  A tall one                                               ┃",
        "                                                           ┃",
        "  █████████████████████████████████████████████████████████┃",
        "  █████████████████████████████████████████████████████████┃",
        "  █████████████████████████████████████████████████████████┃",
        "  █████████████████████████████████████████████████████████┃",
        "  █████████████████████████████████████████████████████████",
        "  █████████████████████████████████████████████████████████",
        "  █████████████████████████████████████████████████████████",
        "  █████████████████████████████████████████████████████████",
        "  █████████████████████████████████████████████████████████",
        "  █████████████████████████████████████████████████████████",
        "  █████████████████████████████████████████████████████████",
        "  █████████████████████████████████████████████████████████",
        "  █████████████████████████████████████████████████████████",
        "  █████████████████████████████████████████████████████████",
        "  █████████████████████████████████████████████████████████",
        "  █████████████████████████████████████████████████████████",
        "  █████████████████████████████████████████████████████████",
        "  █████████████████████████████████████████████████████████",
        " 1/4 author",
      ])
  }

  @Test("A REST status's picture on a server, of a wide aspect only, is a wide frame")
  func restAspect() throws {
    let media =
      #"{"id":"9","type":"image","url":"https://files.example.social/a.jpg","#
      + #""meta":{"original":{"aspect":3.0}},"description":"The bay"}"#
    let status = APIStatuses.status(
      1, "2023-01-01T10:00:00.000Z", "<p>A panorama</p>",
      extra: #","media_attachments":[\#(media)]"#)
    let folder = try TemporaryFolder()
    let path = try folder.write("[" + status + "]", to: "statuses")
    let app = try ArchiveApp(path, size: Size(width: 60, height: 16))
    #expect(app.warnings.isEmpty)
    expectScreen(
      app.screen,
      [
        "statuses › Feed                                       ? help",
        "> alice · Alice Liddell",
        "  3 posts · 2 following · 1 follower",
        "",
        "  Alice Liddell · 2023-01-01 10:00 UTC",
        "  A panorama",
        "         ┌────────────────────────────────────────┐",
        "         │                                        │",
        "         │                                        │",
        "         │         ▣ a.jpg (not fetched)          │",
        "         │                                        │",
        "         │                                        │",
        "         └────────────────────────────────────────┘",
        "  “The bay”",
        "",
        " 1/2 profile summary",
      ])
  }
}
