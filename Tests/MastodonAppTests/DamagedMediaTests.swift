import ArchiveTestSupport
import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite("A picture cut short shows what decodes, labelled (damaged)")
struct DamagedMediaTests {
  /// Alice's archive with one post whose JPEG is the first third of a whole one.
  private func archive(in folder: TemporaryFolder) throws -> String {
    // Detailed enough that its first third holds whole rows of blocks, not only the header.
    let image = PixelImage(width: 320, height: 160) { x, y in
      RGBA(red: UInt8(x * 255 / 319), green: UInt8((x + y) % 256), blue: UInt8(y * 255 / 159))
    }
    let jpeg = try ImageEncoder.jpeg(image, quality: 90)
    var export = Exports.alice()
    let name = "media_attachments/files/109/500/001/original/cut.jpg"
    export.media = [(name, Array(jpeg.prefix(jpeg.count / 3)))]
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Cut short</p>",
      attachments: [.init(url: name, mediaType: "image/jpeg", alt: "Half a photo")])
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("In the feed and on the entry screen: the rows decoded, the rest grey, and the label")
  func damaged() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 16))
    expectScreen(
      try app.press("j"),
      [
        "archive.zip › Feed                                    ? help",
        "  1 post · 0 boosts · 0 likes · 0 bookmarks",
        "  Swift & terminals. Cats.                                 ┃",
        "                                                           ┃",
        "> Alice Liddell · 2023-01-01 10:00 UTC                     ┃",
        "  Cut short                                                ┃",
        "                                ▁▄▇██▘                     ┃",
        "                             ▁▄▇███▀▄▄▄▄▄▄▄▅               ┃",
        "                ▇▇▇▇▇▇▇▇▇▇▇▇▇█████▇▇████████               ┃",
        "                ████████████████████████████               ┃",
        "                ████████████████████████████               ┃",
        "                ████████████████████████████               ┃",
        "                █████████(damaged)██████████               ┃",
        "  “Half a photo”                                           ┃",
        "                                                           ┃",
        " 2/2 entry",
      ])
    expectScreen(
      try app.press("<Enter>"),
      [
        "archive.zip › Feed › Entry by alice                   ? help",
        "> alice · Alice Liddell · @alice@example.social            ┃",
        "                                                           ┃",
        "  Cut short                                                ┃",
        "                                                           ┃",
        "                                ▁▄▇██▘                     ┃",
        "                             ▁▄▇███▀▄▄▄▄▄▄▄▅               ┃",
        "                ▇▇▇▇▇▇▇▇▇▇▇▇▇█████▇▇████████               ┃",
        "                ████████████████████████████               ┃",
        "                ████████████████████████████               ┃",
        "                ████████████████████████████               ┃",
        "                █████████(damaged)██████████               ┃",
        "  ▣ cut.jpg · “Half a photo”                               ┃",
        "                                                           ┃",
        "  Posted 2023-01-01 10:00 UTC",
        " 1/4 author",
      ])
  }
}
