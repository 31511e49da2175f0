import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

/// An avatar that cannot be shown says why, in the words the header's frame uses, where the
/// avatar is drawn: the profile's head, the only place an avatar is drawn (the feed's summary
/// and the history row name people without pictures).
@Suite("An avatar that cannot be shown says why, as the header does")
struct AvatarReasonScreenTests {
  /// A PNG whose header says it is 100000×100000 pixels: 74 bytes.
  private static let hugePNG: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44,
    0x52, 0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 0x08, 0x02, 0x00, 0x00, 0x00, 0x27,
    0x30, 0x9C, 0x9F, 0x00, 0x00, 0x00, 0x11, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x60,
    0x18, 0x05, 0xA3, 0x60, 0x14, 0x0C, 0x77, 0x00, 0x00, 0x03, 0xE8, 0x00, 0x01, 0xB3, 0xA6,
    0xD3, 0x46, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
  ]

  /// Alice's export with a post and an avatar of `bytes`, extracted into a folder; nil bytes
  /// name `avatar.png` in `actor.json` without the file, as an export that lost it.
  private func archive(avatar bytes: [UInt8]?, in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.avatar = ("avatar.png", bytes ?? [])
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Hello</p>")
    let path = try export.writeFolder("export", in: folder)
    if bytes == nil { try FileManager.default.removeItem(atPath: path + "/avatar.png") }
    return path
  }

  @Test("A text file for an avatar says (not a picture) after the name, at 80x24")
  func notAPicture() throws {
    let folder = try TemporaryFolder()
    let path = try archive(avatar: Array("not a picture at all\n".utf8), in: folder)
    let app = try ArchiveApp(path, size: Size(width: 80, height: 24))
    expectScreen(
      try app.press("<Enter>"),
      [
        "export › Feed › alice                                                     ? help",
        "> ┌────┐ alice · ▣ avatar.png (not a picture)",
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
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/4 profile",
      ])
  }

  @Test("A picture too large to decode says (too large: …) after the name, at 80x24")
  func tooLarge() throws {
    let folder = try TemporaryFolder()
    let path = try archive(avatar: Self.hugePNG, in: folder)
    let app = try ArchiveApp(path, size: Size(width: 80, height: 24))
    expectScreen(
      try app.press("<Enter>"),
      [
        "export › Feed › alice                                                     ? help",
        "> ┌────┐ alice · ▣ avatar.png (too large: 100000×100000)",
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
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/4 profile",
      ])
  }

  @Test("A missing avatar and an empty one say so at 80x24 and 40x12, known without reading")
  func missingAndEmpty() throws {
    let folder = try TemporaryFolder()
    let missing = try ArchiveApp(
      try archive(avatar: nil, in: folder), size: Size(width: 80, height: 24))
    expectScreen(
      try missing.press("<Enter>"),
      [
        "export › Feed › alice                                                     ? help",
        "> ┌────┐ alice · ▣ avatar.png (missing)",
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
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/4 profile                                                        ⚠ 1 warning",
      ])
    let narrow = try ArchiveApp(
      try archive(avatar: nil, in: folder), size: Size(width: 40, height: 12))
    expectScreen(
      try narrow.press("<Enter>"),
      [
        "export › Feed › alice             ? help",
        "> ┌────┐ alice · ▣ avatar.png (missing)┃",
        "  │ AL │ Alice Liddell · @alice@exampl…┃",
        "  └────┘ 1 post · 0 boosts · 0 likes ·…┃",
        "         joined 2017-04-01             ┃",
        "                                       ┃",
        "  ▾ About                              ┃",
        "  Swift & terminals.                   ┃",
        "",
        "  Cats.",
        "",
        " 1/4 profile                ⚠ 1 warning",
      ])
    let other = try TemporaryFolder()
    let empty = try ArchiveApp(
      try archive(avatar: [], in: other), size: Size(width: 40, height: 12))
    expectScreen(
      try empty.press("<Enter>"),
      [
        "export › Feed › alice             ? help",
        "> ┌────┐ alice · ▣ avatar.png (empty)  ┃",
        "  │ AL │ Alice Liddell · @alice@exampl…┃",
        "  └────┘ 1 post · 0 boosts · 0 likes ·…┃",
        "         joined 2017-04-01             ┃",
        "                                       ┃",
        "  ▾ About                              ┃",
        "  Swift & terminals.                   ┃",
        "",
        "  Cats.",
        "",
        " 1/4 profile",
      ])
  }

  @Test("With pictures off the avatar is a line naming it, as the header's is, at 80x24 and 40x12")
  func picturesOff() throws {
    let folder = try TemporaryFolder()
    let path = try archive(avatar: nil, in: folder)
    let wide = try ArchiveApp(path, size: Size(width: 80, height: 24), pictures: false)
    expectScreen(
      try wide.press("<Enter>"),
      [
        "export › Feed › alice                                                     ? help",
        "> ┌────┐ alice",
        "  │ AL │ Alice Liddell · @alice@example.social",
        "  └────┘ 1 post · 0 boosts · 0 likes · 0 bookmarks",
        "         joined 2017-04-01",
        "         ▣ avatar.png (missing)",
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
        "",
        " 1/4 profile                                                        ⚠ 1 warning",
      ])
    let narrow = try ArchiveApp(path, size: Size(width: 40, height: 12), pictures: false)
    expectScreen(
      try narrow.press("<Enter>"),
      [
        "export › Feed › alice             ? help",
        "> ┌────┐ alice                         ┃",
        "  │ AL │ Alice Liddell · @alice@exampl…┃",
        "  └────┘ 1 post · 0 boosts · 0 likes ·…┃",
        "         joined 2017-04-01             ┃",
        "         ▣ avatar.png (missing)        ┃",
        "                                       ┃",
        "  ▾ About                              ┃",
        "  Swift & terminals.",
        "",
        "  Cats.",
        " 1/4 profile                ⚠ 1 warning",
      ])
    let other = try TemporaryFolder()
    let text = try ArchiveApp(
      try archive(avatar: Array("text".utf8), in: other),
      size: Size(width: 40, height: 12), pictures: false)
    expectScreen(
      try text.press("<Enter>"),
      [
        "export › Feed › alice             ? help",
        "> ┌────┐ alice                         ┃",
        "  │ AL │ Alice Liddell · @alice@exampl…┃",
        "  └────┘ 1 post · 0 boosts · 0 likes ·…┃",
        "         joined 2017-04-01             ┃",
        "         ▣ avatar.png                  ┃",
        "                                       ┃",
        "  ▾ About                              ┃",
        "  Swift & terminals.",
        "",
        "  Cats.",
        " 1/4 profile",
      ])
  }
}
