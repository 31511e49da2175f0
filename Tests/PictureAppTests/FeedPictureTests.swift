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

  @Test("the entry screen draws each picture at the screen's width, its row as tall as it needs")
  func entryScreen() throws {
    let (folder, path) = try halvesDocument()
    defer { _ = folder }
    let app = try PictureApp(path: path)
    let screen = try app.press("j<Enter>")
    // The list is 22 lines; a 2:1 image at the width, 77 columns, is 19 lines: taller than the
    // view's part below the text, the rest a j away.
    let picture = Array(repeating: "                                        ▐", count: 18)
    expectScreen(
      screen,
      [
        "doc.json › Feed › Entry by radioboo                                       ? help",
        "> radioboo · Radio Boo                                                         ┃",
        "                                                                               ┃",
        "  Two colours                                                                  ┃",
        "                                                                               ┃",
      ] + picture.prefix(8).map { $0 + String(repeating: " ", count: 38) + "┃" }
        + picture.suffix(10) + [" 1/5 author"])
    let area = try #require(screen.colouredArea(rows: 1..<23))
    #expect(area == Rect(x: 2, y: 5, width: 77, height: 18), "\(area)")
    let left = Rect(x: 2, y: 5, width: 37, height: 18)
    let right = Rect(x: 41, y: 5, width: 37, height: 18)
    #expect(screen.visibleColors(in: left).allSatisfy { $0.isRed })
    #expect(screen.visibleColors(in: right).allSatisfy { $0.isBlue })
    // Selected, the picture's first line is at the top; its caption follows its last, then
    // the missing attachment's frame, of no known shape: half the screen.
    expectScreen(
      try app.press("jj"),
      [
        "doc.json › Feed › Entry by radioboo                                       ? help",
        "",
        ">                                       ▐",
        "                                        ▐                                      ┃",
        "                                        ▐                                      ┃",
        "                                        ▐                                      ┃",
        "                                        ▐                                      ┃",
        "                                        ▐                                      ┃",
        "                                        ▐                                      ┃",
        "                                        ▐                                      ┃",
        "                                        ▐                                      ┃",
        "                                        ▐                                      ┃",
        "                                        ▐                                      ┃",
        "                                        ▐                                      ┃",
        "                                        ▐                                      ┃",
        "                                        ▐",
        "                                        ▐",
        "                                        ▐",
        "                                        ▐",
        "                                        ▐",
        "                                        ▐",
        "  ▣ halves.png · “red and blue”",
        "  ┌───────────────────────────────────────────────────────────────────────────┐",
        " 3/5 picture",
      ])
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
