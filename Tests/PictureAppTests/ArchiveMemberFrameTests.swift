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

  /// The first lines of the first screen at 60 columns: the profile and the post's text.
  static let top = [
    "doc.json › Feed                                       ? help",
    "> alice · Alice                                            ┃",
    "  1 post · 0 boosts · 0 likes · 0 bookmarks                ┃",
    "  Swift & terminals.                                       ┃",
    "                                                           ┃",
    "  Alice @alice@example.social · 2024-01-01 10:00 UTC       ┃",
    "  A picture                                                ┃",
  ]

  /// The first screen at 60 columns when the picture is drawn: red, then blue, with no frame
  /// saying why not.
  static let drawn =
    top + [
      "                             ▕▏                            ┃",
      "                             ▕▏                            ┃",
      "                             ▕▏                            ┃",
      "                             ▕▏",
      "                             ▕▏",
      "                             ▕▏",
      " 1/2 profile summary",
    ]

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
    #expect(try screen(path, width: 60) == Self.drawn)
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

  /// A symbolic link `name` to `target` as `zip -y` stores one.
  private func zipLink(_ name: String, to target: String) -> RawZip.Member {
    var link = RawZip.Member.stored(name, Array(target.utf8))
    link.versionMadeBy = 3 << 8 | 20
    link.externalAttributes = 0o120777 << 16
    return link
  }

  /// The zip of the export with `extra` members.
  private func zip(_ extra: [RawZip.Member]) throws -> (TemporaryFolder, String) {
    let folder = try TemporaryFolder()
    let members = export().files.map { RawZip.Member.deflated($0.name, $0.bytes) } + extra
    return (folder, try folder.write(RawZip(members: members).bytes, to: "archive.zip"))
  }

  /// The first screen when the picture is left out, with the frame's line `frame`.
  private func leftOutScreen(_ frame: String) -> [String] {
    Self.top + [
      "  ┌───────────────────────────────────────────────────────┐┃",
      "  │                                                       │┃",
      "  │                                                       │┃",
      frame,
      "  │                                                       │",
      "  │                                                       │",
      " 1/2 profile summary                            ⚠ 1 warning",
    ]
  }

  @Test("A zip whose picture is a symbolic link to another member draws that member")
  func zipLinkDrawn() throws {
    let (folder, path) = try zip([
      .deflated("pictures/red-blue.png", try png()),
      zipLink(Self.path + "a.png", to: "../../../../pictures/red-blue.png"),
    ])
    defer { _ = folder }
    #expect(try screen(path, width: 60) == Self.drawn)
  }

  @Test("A zip whose picture is a link out of the archive says so in its frame, and warns")
  func zipLinkOutside() throws {
    let (folder, path) = try zip([zipLink(Self.path + "a.png", to: "/etc/passwd")])
    defer { _ = folder }
    #expect(
      try screen(path, width: 60)
        == leftOutScreen("  │          ▣ a.png (link outside the archive)           │"))
  }

  @Test("A folder export whose picture links to a file outside it says so, and warns")
  func folderLinkOutside() throws {
    let folder = try TemporaryFolder()
    for file in export().files { try folder.write(file.bytes, to: "export/" + file.name) }
    try folder.write(try png(), to: "elsewhere/real.png")
    try FileManager.default.createDirectory(
      atPath: folder.file("export/" + Self.path), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("export/" + Self.path + "a.png"),
      withDestinationPath: folder.file("elsewhere/real.png"))
    let app = try PictureApp(path: folder.file("export"), size: Size(width: 60, height: 14))
    #expect(
      app.screen().lines
        == leftOutScreen("  │          ▣ a.png (link outside the archive)           │"))
    let warnings = try app.press("!").lines.joined(separator: "\n")
    #expect(warnings.contains("outside the archive"), "\(warnings)")
  }
}
