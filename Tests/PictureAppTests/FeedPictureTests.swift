import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite("Pictures in feed rows, the entry screen and the profile, from files beside a document")
struct FeedPictureTests {
  /// A document whose first entry has a 2:1 picture, red on the left and blue on the right,
  /// described, with a second attachment; then an entry with a 1:2 picture.
  func halvesDocument() throws -> (PictureFolder, String) {
    let folder = try PictureFolder()
    let halves = TestImages.halves(width: 64, height: 32, TestImages.red, TestImages.blue)
    try folder.write(try ImageEncoder.png(halves), to: "halves.png")
    let tall = TestImages.halves(width: 32, height: 64, TestImages.blue, TestImages.red)
    try folder.write(try ImageEncoder.jpeg(tall, quality: 95), to: "tall.jpg")
    try folder.write(
      try ImageEncoder.png(TestImages.plain(width: 32, height: 32, TestImages.green)), to: "me.png")
    let path = try folder.write(
      """
      {"me": "u1",
       "users": [{"id": "u1", "nickname": "radioboo", "fullName": "Radio Boo", "pictureUrl": "me.png"}],
       "feed": [
        {"id": "f1", "user": "u1", "comment": "Two colours", "postedAt": "2016-12-19T12:44:03Z",
         "media": [{"path": "halves.png", "description": "red and blue"}, {"path": "other.png"}]},
        {"id": "f2", "user": "u1", "comment": "Standing up", "image": "tall.jpg"}
       ]}
      """, to: "doc.json")
    return (folder, path)
  }

  @Test(
    "a feed row shows red cells on the left and blue on the right, 2:1 in its box, with its caption"
  )
  func feedRow() throws {
    let (folder, path) = try halvesDocument()
    defer { _ = folder }
    let screen = try PictureApp(path: path).screen()
    let bar = Array(repeating: "┃", count: 16) + Array(repeating: " ", count: 6)
    let lines =
      [
        "> radioboo · Radio Boo", "", "",
        "  radioboo · 2016-12-19 12:44 UTC", "  Two colours",
      ] + Array(repeating: "                                       ▕▎", count: 9) + [
        "  “red and blue” · +1 more", "", "  radioboo", "  Standing up",
      ] + Array(repeating: "                                        ▐", count: 4)
    // The list's lines end with its scrollbar's thumb in the last column, beside the first 16.
    expectScreen(
      screen,
      ["doc.json › Feed                                                           ? help"]
        + zip(lines, bar).map { line, mark in
          line + String(repeating: " ", count: 79 - line.count) + mark
        } + [" 1/3 profile summary"])
    // The box is 77 columns (80 less the gutter and the scrollbar) by 9 lines; a 2:1 image in
    // cells half as wide as tall is 36x9, centred after the 2-column gutter.
    let area = try #require(screen.colouredArea(rows: 6..<15))
    #expect(area == Rect(x: 22, y: 6, width: 36, height: 9))
    let left = screen.visibleColors(in: Rect(x: 22, y: 6, width: 17, height: 9))
    let right = screen.visibleColors(in: Rect(x: 41, y: 6, width: 17, height: 9))
    #expect(!left.isEmpty && left.allSatisfy { $0.isRed }, "left half: \(left)")
    #expect(!right.isEmpty && right.allSatisfy { $0.isBlue }, "right half: \(right)")
    let middle = screen.visibleColors(in: Rect(x: 39, y: 6, width: 2, height: 9))
    #expect(middle.contains { $0.isRed } && middle.contains { $0.isBlue })
  }

  @Test("a 1:2 picture keeps its shape: as many columns as lines, blue then red")
  func tallPicture() throws {
    let (folder, path) = try halvesDocument()
    defer { _ = folder }
    let screen = try PictureApp(path: path, size: Size(width: 80, height: 40)).screen()
    let area = try #require(screen.colouredArea(rows: 17..<30))
    #expect(area == Rect(x: 36, y: 19, width: 9, height: 9))
    #expect(
      screen.visibleColors(in: Rect(x: 36, y: 19, width: 4, height: 9)).allSatisfy { $0.isBlue })
    #expect(
      screen.visibleColors(in: Rect(x: 41, y: 19, width: 4, height: 9)).allSatisfy { $0.isRed })
    #expect(screen.lines[28] == "  tall.jpg")
  }

  @Test("the entry screen draws each picture larger: the width, and half the screen tall")
  func entryScreen() throws {
    let (folder, path) = try halvesDocument()
    defer { _ = folder }
    let screen = try PictureApp(path: path).press("j<Enter>")
    // The list is 22 lines; each picture's box is 77 by 11; a 2:1 image fills its height. The
    // second attachment, missing, follows in a frame of its own.
    let lines = screen.lines
    let rule = String(repeating: "─", count: 75)
    let blank = String(repeating: " ", count: 75)
    let missing = String(repeating: " ", count: 27) + "▣ other.png (missing)" + blank.prefix(27)
    let thumbed =
      [
        "> radioboo · Radio Boo", "", "  Two colours", "",
      ] + Array(repeating: "                                       ▊▎", count: 11) + [
        "  ▣ halves.png · “red and blue”"
      ]
    expectScreen(
      screen,
      ["doc.json › Feed › Entry by radioboo                                       ? help"]
        + thumbed.map { $0 + String(repeating: " ", count: 79 - $0.count) + "┃" }
        + ["  ┌\(rule)┐"] + Array(repeating: "  │\(blank)│", count: 4) + ["  │\(missing)│"]
        + [" 1/5 author"])
    let area = try #require(screen.colouredArea(rows: 1..<23))
    let top = area.y
    #expect(area.height == 11 && area.width == 44, "\(area)")
    #expect(area.x == 2 + (77 - 44) / 2)
    let half = area.width / 2
    let left = Rect(x: area.x, y: area.y, width: half - 1, height: area.height)
    let right = Rect(x: area.x + half + 1, y: area.y, width: half - 1, height: area.height)
    #expect(screen.visibleColors(in: left).allSatisfy { $0.isRed })
    #expect(screen.visibleColors(in: right).allSatisfy { $0.isBlue })
    #expect(lines[top + 11].hasPrefix("  ▣ halves.png · “red and blue”"))
    #expect(lines[top + 12] == "  ┌\(rule)┐")
    #expect(lines[0].hasPrefix("doc.json › Feed › "))
  }

  @Test("the profile shows the avatar beside the name")
  func profileAvatar() throws {
    let (folder, path) = try halvesDocument()
    defer { _ = folder }
    let screen = try PictureApp(path: path, start: [.feed, .profile("u1")]).screen()
    expectScreen(
      screen,
      [
        "doc.json › Feed › radioboo                                                ? help",
        ">            radioboo",
        "             Radio Boo",
        "             me.png",
        "",
      ] + Array(repeating: "", count: 18) + [" 1/1 profile"])
    // A square image in a 10x4 box is 8x4, centred in the box after the gutter; the name
    // starts after the box and a space.
    let area = try #require(screen.colouredArea(rows: 1..<5))
    #expect(area == Rect(x: 3, y: 1, width: 8, height: 4))
    let colors = screen.visibleColors(in: area)
    #expect(colors.allSatisfy { $0.rgb.map { $0.green > 150 && $0.red < 100 } ?? false })
  }
}
