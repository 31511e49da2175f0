import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite("A picture cut short shows what decodes, labelled (damaged)")
struct DamagedMediaTests {
  /// A 320×160 picture detailed enough that a third of its file holds whole rows, not only
  /// the header.
  private static let picture = PixelImage(width: 320, height: 160) { x, y in
    RGBA(red: UInt8(x * 255 / 319), green: UInt8((x + y) % 256), blue: UInt8(y * 255 / 159))
  }

  /// Alice's archive with one post whose picture, `name`, is the first `thirds` thirds of
  /// `file`.
  private func archive(
    in folder: TemporaryFolder, name: String = "cut.jpg", type: String = "image/jpeg",
    file: [UInt8], thirds: Int = 1
  ) throws -> String {
    var export = Exports.alice()
    let path = "media_attachments/files/109/500/001/original/" + name
    export.media = [(path, Array(file.prefix(file.count * thirds / 3)))]
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Cut short</p>",
      attachments: [.init(url: path, mediaType: type, alt: "Half a photo")])
    let zip = folder.file("archive.zip")
    try export.writeZip(to: zip)
    return zip
  }

  /// Without colour the rows decoded are tones of the gradient and the grey rest an even
  /// half-tone of quadrants.
  @Test("In the feed and on the entry screen: the rows decoded, the rest grey, and the label")
  func damaged() throws {
    let folder = try TemporaryFolder()
    let jpeg = try ImageEncoder.jpeg(Self.picture, quality: 90)
    let app = try ArchiveApp(try archive(in: folder, file: jpeg), size: Size(width: 60, height: 16))
    let picture = [
      "                   ▖▖▖▖▞▖▞▞▟▞▟▟▟▟▟▟█▟▛▞▞▞▞▞▟               ┃",
      "                ▖▖▖▖▞▖▞▞▞▞▟▟▟▟▟▟█▟█▛▟▞▟▞▟▞▟▞               ┃",
      "                ▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞               ┃",
      "                ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞               ┃",
      "                ▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞               ┃",
      "                ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞               ┃",
      "                ▞▟▞▞▞▟▞▞▞(damaged)▞▞▞▟▞▞▞▟▞▞               ┃",
    ]
    expectScreen(try app.press("j"), Self.feed(picture))
    // The entry screen shows the picture as wide as the screen; its end, the label.
    try app.press("<Enter>")
    expectScreen(
      try app.press("G"),
      [
        "archive.zip › Feed › Entry by alice                   ? help",
        "  ▖▞▖▞▖▞▖▞▖▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞",
        "  ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟",
        "  ▞▟▞▞▞▟▞▞▞▟▞▞▞▟▞▞▞▟▞▞▞▟▞▞▞▟▞▞▞▟▞▞▞▟▞▞▞▟▞▞▞▟▞▞▞▟▞▞▞▟▞▞▞▟▞▞▞",
        "  ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟",
        "  ▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞",
        "  ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟",
        "  ▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞┃",
        "  ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟┃",
        "  ▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞┃",
        "  ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞(damaged)▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟┃",
        "  ▣ cut.jpg · “Half a photo”                               ┃",
        "                                                           ┃",
        "> Posted 2023-01-01 10:00 UTC                              ┃",
        "  https://example.social/@alice/1                          ┃",
        " 4/4 details",
      ])
  }

  @Test("A PNG cut short: the rows decoded, the rest grey, and the label")
  func damagedPNG() throws {
    let picture = [
      "                   ▖▖▖▖▞▖▞▞▟▞▟▟▟▟▟▟█▟▛▞▞▞▞▞▟               ┃",
      "                ▖▖▖▖▞▖▞▞▞▞▟▟▟▟▟▟█▟█▛▞▞▞▞▞▞▟▟               ┃",
      "                ▖▖▖▞▖▞▞▞▞▟▞▟▟▟▟█▟▛▖▞▞▞▞▞▞▟▞▟               ┃",
      "                ▞▖▞▞▟▞▟▟▟▟▟▟█▟█▛▞▞▞▞▟▞▟▞▟▟▟▟               ┃",
      "                ▖▞▞▞▞▞▞▞▞▞▞▞▞▞▖▞▖▞▞▞▞▞▞▞▞▞▞▞               ┃",
      "                ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞               ┃",
      "                ▞▟▞▞▞▟▞▞▞(damaged)▞▞▞▟▞▞▞▟▞▞               ┃",
    ]
    try expectTwoThirds(
      of: try ImageEncoder.png(Self.picture), name: "cut.png", type: "image/png", show: picture,
      entry: [
        "archive.zip › Feed › Entry by alice                   ? help",
        "   ▖▖▖▖▖▖▞▖▞▖▞▖▞▞▞▞▞▞▟▞▟▞▟▟▟▟▟▟▟▟█▟█▟█▞▞▖▞▖▞▖▞▖▞▞▞▞▞▞▟▞▟▞▟▞",
        "  ▖▖▞▖▞▖▞▞▞▞▞▞▞▞▟▞▟▞▟▟▟▟▟▟▟▟█▟█▟████▛▖▞▖▞▞▞▞▞▞▞▞▟▞▟▞▟▞▟▞▟▟▟",
        "  ▖▞▖▞▖▞▖▞▞▞▞▞▞▟▞▟▞▟▞▟▟▟▟▟▟█▟█▟█▟█▛▞▖▞▖▞▖▞▞▞▞▞▞▞▞▞▞▟▞▟▞▟▞▟▟",
        "  ▞▞▞▞▞▞▞▞▟▞▟▞▟▟▟▟▟▟▟▟█▟█▟█▟█▟██▛▖▞▖▞▖▞▞▞▞▞▞▞▞▟▞▟▞▟▟▟▟▟▟▟▟▟",
        "  ▖▞▖▞▞▞▞▞▞▞▞▟▞▟▞▟▞▟▞▟▞▟▟█▞█▟█▞▖▖▞▖▞▖▞▖▞▞▞▖▞▞▞▞▞▞▟▞▟▞▟▞▟▞▟▞",
        "  ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟",
        "  ▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞┃",
        "  ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟┃",
        "  ▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞┃",
        "  ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞(damaged)▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟┃",
        "  ▣ cut.png · “Half a photo”                               ┃",
        "                                                           ┃",
        "> Posted 2023-01-01 10:00 UTC                              ┃",
        "  https://example.social/@alice/1                          ┃",
        " 4/4 details",
      ])
  }

  @Test("A lossy WebP cut short: the rows decoded, the rest grey, and the label")
  func damagedWebP() throws {
    let picture = [
      "                   ▖▖▖▖▞▖▞▞▟▞▟▟▟▟▟▟█▟▛▞▞▞▞▞▟               ┃",
      "                ▖▖▖▖▞▖▞▞▞▞▟▟▟▟▟▟█▟█▛▞▞▞▞▞▞▟▟               ┃",
      "                ▖▖▖▞▖▞▞▞▞▟▞▟▞▟▟█▟▛▖▞▞▞▞▞▞▟▞▟               ┃",
      "                ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞               ┃",
      "                ▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞               ┃",
      "                ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞               ┃",
      "                ▞▟▞▞▞▟▞▞▞(damaged)▞▞▞▟▞▞▞▟▞▞               ┃",
    ]
    try expectTwoThirds(
      of: try ImageEncoder.webp(Self.picture, lossless: false), name: "cut.webp",
      type: "image/webp", show: picture,
      entry: [
        "archive.zip › Feed › Entry by alice                   ? help",
        "  ▁▖▖▖▖▖▖▞▖▞▖▞▖▞▞▞▞▞▞▟▞▟▞▟▞▟▟▟▟▟▟█▟█▟█▞▖▖▞▖▞▖▞▖▞▞▞▞▞▞▟▞▟▞▟▞",
        "  ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟",
        "  ▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞",
        "  ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟",
        "  ▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞",
        "  ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟",
        "  ▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞▞▞▞▞▟▞▞▞┃",
        "  ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟┃",
        "  ▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞▞┃",
        "  ▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞(damaged)▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟▞▟┃",
        "  ▣ cut.webp · “Half a photo”                              ┃",
        "                                                           ┃",
        "> Posted 2023-01-01 10:00 UTC                              ┃",
        "  https://example.social/@alice/1                          ┃",
        " 4/4 details",
      ])
  }

  @Test("A member whose checksum does not match says (unreadable), not (missing)")
  func checksumMismatch() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    let path = "media_attachments/files/109/500/001/original/bad.png"
    export.media = [(path, try ImageEncoder.png(Self.picture))]
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Bit rot</p>",
      attachments: [.init(url: path, mediaType: "image/png", alt: nil)])
    let members = export.files.map { file -> RawZip.Member in
      var member = RawZip.Member.deflated(file.name, file.bytes)
      if file.name == path { member.crc ^= 1 }
      return member
    }
    let zip = folder.file("archive.zip")
    try Data(RawZip(members: members).bytes).write(to: URL(fileURLWithPath: zip))
    let app = try ArchiveApp(zip, size: Size(width: 60, height: 9))
    expectScreen(
      try app.press("j"),
      [
        "archive.zip › Feed                                    ? help",
        "> Alice Liddell · 2023-01-01 10:00 UTC",
        "  Bit rot",
        "  ┌───────────────────────────────────────────────────────┐┃",
        "  │                                                       │┃",
        "  │                                                       │┃",
        "  │                ▣ bad.png (unreadable)                 │",
        "  │                                                       │",
        " 2/2 entry · lines 1–7/11",
      ])
  }

  @Test("In a tar cut short in a picture after the outbox, the picture says (cut off)")
  func cutOffPicture() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    let path = "media_attachments/files/109/500/001/original/late.png"
    let png = try ImageEncoder.png(Self.picture)
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Late</p>",
      attachments: [.init(url: path, mediaType: "image/png", alt: nil)])
    // The outbox first, as Mastodon 4.0 to 4.2 wrote it, then the picture, cut in half.
    var tar = TarBuilder()
    for (name, bytes) in export.files { tar.file(name, bytes) }
    tar.file(path, png)
    let tarPath = folder.file("archive.tar")
    let dataStart = tar.bytes.count - (png.count + 511) / 512 * 512
    try Data(Array(tar.bytes.prefix(dataStart + png.count / 2)))
      .write(to: URL(fileURLWithPath: tarPath))
    let app = try ArchiveApp(tarPath, size: Size(width: 60, height: 16))
    let screen = try app.press("j").lines
    let frame = screen.first { $0.contains("▣") }
    #expect(frame?.contains("▣ late.png (cut off)") == true, "\(screen)")
  }

  /// Expects a picture file cut to its first two thirds to show `picture` in the feed, and the
  /// end of the entry screen as `entry`, where the picture is as wide as the screen.
  private func expectTwoThirds(
    of file: [UInt8], name: String, type: String, show picture: [String], entry: [String]
  ) throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(
      try archive(in: folder, name: name, type: type, file: file, thirds: 2),
      size: Size(width: 60, height: 16))
    expectScreen(try app.press("j"), Self.feed(picture))
    try app.press("<Enter>")
    expectScreen(try app.press("G"), entry)
  }

  /// The feed with the post selected, its picture drawn as `picture`.
  private static func feed(_ picture: [String]) -> [String] {
    [
      "archive.zip › Feed                                    ? help",
      "  1 post · 0 boosts · 0 likes · 0 bookmarks",
      "  Swift & terminals. Cats.                                 ┃",
      "                                                           ┃",
      "> Alice Liddell · 2023-01-01 10:00 UTC                     ┃",
      "  Cut short                                                ┃",
    ] + picture + [
      "  “Half a photo”                                           ┃",
      "                                                           ┃",
      " 2/2 entry",
    ]
  }
}
