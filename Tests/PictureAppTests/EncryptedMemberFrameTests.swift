import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite("A picture in a zip that is encrypted says so in its frame")
struct EncryptedMemberFrameTests {
  private static let path = "media_attachments/files/1/original/"

  /// How a zip may encrypt a member.
  enum Encryption: String, CaseIterable, CustomTestStringConvertible {
    /// The encryption flag (general-purpose bit 0) set, as by ZipCrypto.
    case flag
    /// WinZip's AES encryption: compression method 99.
    case aes

    var testDescription: String { rawValue }
  }

  /// A zip archive with one post showing `a.png`, encrypted as `encryption` says.
  private func archive(_ encryption: Encryption, in folder: TemporaryFolder) throws -> String {
    var export = MastodonExport()
    export.displayName = "Alice"
    export.note(
      id: 1, published: "2024-01-01T10:00:00Z", html: "<p>A picture</p>",
      attachments: [.init(url: "/" + Self.path + "a.png")])
    let png = try ImageEncoder.png(
      TestImages.halves(width: 64, height: 32, TestImages.red, TestImages.blue))
    var picture = RawZip.Member.stored(Self.path + "a.png", png)
    switch encryption {
    case .flag: picture.flags |= 1
    case .aes: picture.method = 99
    }
    let zip = RawZip(members: export.files.map { .deflated($0.name, $0.bytes) } + [picture])
    return try folder.write(zip.bytes, to: "archive.zip")
  }

  /// The lines of the app's first screen at `width` on the archive at `path`.
  private func screen(_ path: String, width: Int) throws -> [String] {
    try PictureApp(path: path, size: Size(width: width, height: 14)).screen().lines
  }

  @Test(
    "The frame says (encrypted, not supported), and (not supported) when narrow",
    arguments: Encryption.allCases)
  func encrypted(encryption: Encryption) throws {
    let folder = try TemporaryFolder()
    let path = try archive(encryption, in: folder)
    #expect(
      try screen(path, width: 50) == [
        "doc.json › Feed                             ? help",
        "> alice · Alice                                  ┃",
        "  1 post · 0 boosts · 0 likes · 0 bookmarks      ┃",
        "  Swift & terminals.                             ┃",
        "                                                 ┃",
        "  Alice · 2024-01-01 10:00 UTC                   ┃",
        "  A picture                                      ┃",
        "  ┌─────────────────────────────────────────────┐┃",
        "  │                                             │┃",
        "  │     ▣ a.png (encrypted, not supported)      │┃",
        "  │                                             │┃",
        "  │                                             │",
        "  └─────────────────────────────────────────────┘",
        " 1/2 profile summary                  ⚠ 1 warning",
      ])
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
}
