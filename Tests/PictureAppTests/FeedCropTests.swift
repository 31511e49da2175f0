import ListKit
import ListKitTesting
import Pictures
import Testing

/// The feed shows a picture taller than 1:2 or wider than 3:1 as its part of that shape around
/// the attachment's focal point (the middle without one), as Mastodon's web interface crops a
/// thumbnail, instead of a sliver; the entry screen shows the whole picture.
@Suite("The feed crops a picture of extreme shape around its focal point")
struct FeedCropTests {
  static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

  /// 40×800 (1:20), see-through but for a mark in the left half at the middle (rows 380 to
  /// 420) and one in the right half three quarters down (rows 600 to 640, around y -0.55).
  static let screenshot = PixelImage(width: 40, height: 800) { x, y in
    (380..<420).contains(y) && x < 20 || (600..<640).contains(y) && x >= 20
      ? TestImages.white : clear
  }

  /// 800×40 (20:1), see-through but for a mark across the middle (columns 380 to 420) and one
  /// in the top half nine tenths across (columns 700 to 740, around x 0.8).
  static let panorama = PixelImage(width: 800, height: 40) { x, y in
    (380..<420).contains(x) || (700..<740).contains(x) && y < 20 ? TestImages.white : clear
  }

  /// The screens of the app at 80×24 without colour on one entry whose picture is `image`,
  /// its attachment written with `extra` members (such as a focus): the feed, then the screen
  /// after each of `keys`.
  func screens(_ image: PixelImage, extra: String = "", keys: [String] = []) throws -> [Buffer] {
    let folder = try PictureFolder()
    try folder.write(try ImageEncoder.png(image), to: "p.png")
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "f", "user": "u1", "#
        + #""comment": "c", "media": [{"path": "p.png"\#(extra)}]}]}"#,
      to: "doc.json")
    return try withExtendedLifetime(folder) {
      let app = try PictureApp(path: path, colorCount: 0)
      return try [app.screen()] + keys.map { try app.press($0) }
    }
  }

  /// A screen of the feed with `picture` from line 3 and the caption and count after it.
  static func feed(_ picture: [String]) -> [String] {
    [
      "doc.json › Feed                                                           ? help", "> n",
      "  c",
    ]
      + picture + ["  p.png"] + Array(repeating: "", count: 10) + [" 1/1 entry"]
  }

  @Test("A long screenshot without a focus shows its middle, 1:2, not a sliver")
  func tallCentred() throws {
    expectScreen(
      try screens(Self.screenshot)[0],
      Self.feed(
        [
          "",
          "",
          "                                    ▆▆▆▆▖",
          "                                    ████▌",
          "                                    ████▌",
          "                                    ████▌",
          "                                    ▛▛▛▛▌",
          "",
          "",
        ]))
  }

  @Test("A long screenshot with a focal point low down shows the part around it")
  func tallFocused() throws {
    let focus = #", "focus": {"x": 0, "y": -0.55}"#
    expectScreen(
      try screens(Self.screenshot, extra: focus)[0],
      Self.feed(
        [
          "",
          "",
          "                                        ▐▆▆▆▆",
          "                                        ▐████",
          "                                        ▐████",
          "                                        ▐████",
          "                                        ▝▛▛▛▛",
          "",
          "",
        ]))
  }

  @Test("A panorama without a focus shows its middle, 3:1, not a line")
  func wideCentred() throws {
    expectScreen(
      try screens(Self.panorama)[0],
      Self.feed(
        [
          "                               ██████████████████",
          "                               ██████████████████",
          "                               ██████████████████",
          "                               ██████████████████",
          "                               ██████████████████",
          "                               ██████████████████",
          "                               ██████████████████",
          "                               ██████████████████",
          "                               ██████████████████",
        ]))
  }

  @Test("A panorama with a focal point near its right shows the part around it")
  func wideFocused() throws {
    let focus = #", "focus": {"x": 0.8, "y": 0}"#
    expectScreen(
      try screens(Self.panorama, extra: focus)[0],
      Self.feed(
        [
          "                               ██████████████████",
          "                               ██████████████████",
          "                               ██████████████████",
          "                               ██████████████████",
          "                               ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀",
          "",
          "",
          "",
          "",
        ]))
  }

  @Test("The entry screen shows the whole long screenshot, not the feed's part around the focus")
  func entryWhole() throws {
    let focus = #", "focus": {"x": 0, "y": -0.55}"#
    // The whole 1:20 picture, fitted to the tallest row (300 lines, so 30 columns), where the
    // feed showed its 1:2 part around the focus: its middle mark seven pages down, then the
    // one three quarters down.
    let screens = try screens(
      Self.screenshot, extra: focus,
      keys: ["<Enter>", "jj<PgDn><PgDn><PgDn><PgDn><PgDn><PgDn>", "<PgDn><PgDn><PgDn><PgDn>"])
    expectScreen(
      screens[2],
      [
        "doc.json › Feed › Entry by n                                              ? help",
        ">",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "                                                                               ┃",
        "",
        "",
        "",
        "",
        "",
        "                         ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄",
        "                         ███████████████",
        "                         ███████████████",
        "                         ███████████████",
        "                         ███████████████",
        "                         ███████████████",
        " 3/3 picture · lines 127–148/301",
      ])
    expectScreen(
      screens[3],
      [
        "doc.json › Feed › Entry by n                                              ? help",
        ">",
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
        "                                        ███████████████",
        "                                        ███████████████                        ┃",
        "                                        ███████████████",
        "                                        ███████████████",
        "                                        ███████████████",
        "                                        ███████████████",
        "                                        ███████████████",
        " 3/3 picture · lines 211–232/301",
      ])
  }

  @Test("The frame of a missing panorama of known size takes the cropped shape, 3:1")
  func wideFrame() throws {
    let folder = try PictureFolder()
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "f", "user": "u1", "#
        + #""comment": "c", "media": [{"path": "p.png", "width": 8000, "height": 500}]}]}"#,
      to: "doc.json")
    expectScreen(
      try PictureApp(path: path, colorCount: 0).screen(),
      Self.feed(
        [
          "             ┌────────────────────────────────────────────────────┐",
          "             │                                                    │",
          "             │                                                    │",
          "             │                                                    │",
          "             │                 ▣ p.png (missing)                  │",
          "             │                                                    │",
          "             │                                                    │",
          "             │                                                    │",
          "             └────────────────────────────────────────────────────┘",
        ]))
  }
}
