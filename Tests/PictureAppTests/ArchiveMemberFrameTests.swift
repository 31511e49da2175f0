import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite("A picture in an archive that is compressed in a way not read, or stored as a link")
struct ArchiveMemberFrameTests {
  private static let path = "media_attachments/files/1/original/"

  /// An export with one post showing `a.png`.
  private func export() -> MastodonExport {
    var export = MastodonExport()
    export.displayName = "Alice"
    export.note(
      id: 1, published: "2024-01-01T10:00:00Z", html: "<p>A picture</p>",
      attachments: [.init(url: "/" + Self.path + "a.png")])
    return export
  }

  /// The picture: red on the left, blue on the right.
  private func png() throws -> [UInt8] {
    try ImageEncoder.png(TestImages.halves(width: 64, height: 32, TestImages.red, TestImages.blue))
  }

  /// The lines of the app's first screen at `width` on the archive at `path`.
  private func screen(_ path: String, width: Int) throws -> [String] {
    try PictureApp(path: path, size: Size(width: width, height: 14)).screen().lines
  }

  @Test(
    "A zip member compressed with bzip2, LZMA, zstd, xz or an unknown method says so",
    arguments: [
      (12, "(bzip2-compressed, not supported)"), (14, "(LZMA-compressed, not supported)"),
      (93, "(zstd-compressed, not supported)"), (95, "(xz-compressed, not supported)"),
      (77, "(compression method 77, not supported)"),
    ] as [(UInt16, String)])
  func unsupportedMethod(method: UInt16, note: String) throws {
    let folder = try TemporaryFolder()
    var picture = RawZip.Member.stored(Self.path + "a.png", try png())
    picture.method = method
    let zip = RawZip(members: export().files.map { .deflated($0.name, $0.bytes) } + [picture])
    let path = try folder.write(zip.bytes, to: "archive.zip")
    let frame = try screen(path, width: 80).first { $0.contains("▣") }
    #expect(frame?.contains("▣ a.png \(note)") == true, "\(frame ?? "no frame")")
    // Narrow, the reason loses its details as other reasons do.
    #expect(
      try screen(path, width: 30) == [
        "doc.json › Feed         ? help",
        "> alice · Alice",
        "  1 post · 0 boosts · 0 like…",
        "  Swift & terminals.",
        "",
        "  Alice · 2024-01-01 10:00",
        "  A picture",
        "  ┌─────────────────────────┐",
        "  │ ▣ a.png (not supported) │",
        "  └─────────────────────────┘",
        "  a.png",
        "",
        "",
        " 1/2              ⚠ 1 warning",
      ])
  }

  @Test("A tar.gz whose outbox is a hard link and whose picture is a symbolic link shows both")
  func links() throws {
    let folder = try TemporaryFolder()
    var tar = TarBuilder()
    for file in export().files {
      if file.name == "outbox.json" {
        tar.file("data/outbox-1.json", file.bytes)
        tar.header(name: "outbox.json", size: 0, type: "1", link: "data/outbox-1.json")
      } else {
        tar.file(file.name, file.bytes)
      }
    }
    tar.file("pictures/red-blue.png", try png())
    tar.symlink(Self.path + "a.png", to: "../../../../pictures/red-blue.png")
    tar.end()
    let path = try folder.write(Gzip.compress(tar.bytes), to: "archive.tar.gz")
    // The picture is drawn: red, then blue, with no frame saying why not.
    #expect(
      try screen(path, width: 60) == [
        "doc.json › Feed                                       ? help",
        "> alice · Alice                                            ┃",
        "  1 post · 0 boosts · 0 likes · 0 bookmarks                ┃",
        "  Swift & terminals.                                       ┃",
        "                                                           ┃",
        "  Alice @alice@example.social · 2024-01-01 10:00 UTC       ┃",
        "  A picture                                                ┃",
        "                             ▕▏                            ┃",
        "                             ▕▏                            ┃",
        "                             ▕▏                            ┃",
        "                             ▕▏",
        "                             ▕▏",
        "                             ▕▏",
        " 1/2 profile summary",
      ])
  }

  @Test(
    "A link out of the archive and a member compressed with bzip2 are named on the warnings screen")
  func warned() throws {
    let folder = try TemporaryFolder()
    var tar = TarBuilder()
    for file in export().files { tar.file(file.name, file.bytes) }
    tar.symlink(Self.path + "a.png", to: "../../../../../etc/passwd")
    tar.end()
    let path = try folder.write(Gzip.compress(tar.bytes), to: "archive.tar.gz")
    let app = try PictureApp(path: path, size: Size(width: 80, height: 14))
    #expect(app.screen().lines.last?.contains("⚠ 1 warning") == true)
    let warnings = try app.press("!").lines.joined(separator: "\n")
    #expect(warnings.contains(Self.path + "a.png"), "\(warnings)")
    #expect(warnings.contains("etc/passwd"), "\(warnings)")
  }
}
