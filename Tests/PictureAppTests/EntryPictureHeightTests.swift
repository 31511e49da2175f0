import ListKit
import ListKitTesting
import Pictures
import Testing

/// The entry screen shows a picture as wide as the screen, its row as tall as it needs: a long
/// screenshot is read line by line with `j` and a page at a time with PgDn, a panorama's row is
/// just its height, and a picture too long for ``MediaListSectionController/tallestPicture``
/// lines is fitted to them.
@Suite("The entry screen shows a picture at the screen's width, its row as tall as it needs")
struct EntryPictureHeightTests {
  static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

  /// 40×120 (1:3), see-through but for a band across its top (rows 0 to 8), a mark in its left
  /// half at the middle (rows 56 to 64) and one in its right half at the bottom (rows 112 to
  /// 120).
  static let screenshot = PixelImage(width: 40, height: 120) { x, y in
    y < 8 || (56..<64).contains(y) && x < 20 || y >= 112 && x >= 20 ? TestImages.white : clear
  }

  /// The app at 80×24 without colour on one entry whose attachments are `media` (JSON objects),
  /// with `files` written beside the document, on the entry screen.
  func entry(
    _ media: [String], files: [String: PixelImage] = [:], gated: Bool = false
  ) throws -> (app: PictureApp, folder: PictureFolder, gate: GatedMediaSource?) {
    let folder = try PictureFolder()
    for (name, image) in files { try folder.write(try ImageEncoder.png(image), to: name) }
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "f", "user": "u1", "#
        + #""comment": "c", "media": ["# + media.joined(separator: ", ") + "]}]}",
      to: "doc.json")
    let gate = gated ? GatedMediaSource(folder: folder.url.path) : nil
    let app = try PictureApp(path: path, colorCount: 0, media: gate)
    if gated { try app.driver.press("<Enter>") } else { try app.press("<Enter>") }
    return (app, folder, gate)
  }

  @Test("A long screenshot is as wide as the screen, read a line with j and a page with PgDn")
  func tallScreenshot() throws {
    let (app, folder, _) = try entry([#"{"path": "p.png"}"#], files: ["p.png": Self.screenshot])
    try withExtendedLifetime(folder) {
      expectScreen(
        app.screen(),
        [
          "doc.json › Feed › Entry by n                                              ? help",
          "> n                                                                            ┃",
          "                                                                               ┃",
          "  c                                                                            ┃",
          "                                                                               ┃",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  ▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛",
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
          " 1/3 author",
        ])
      expectScreen(
        try app.press("jj"),
        [
          "doc.json › Feed › Entry by n                                              ? help",
          "> █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████┃",
          "  █████████████████████████████████████████████████████████████████████████████┃",
          "  █████████████████████████████████████████████████████████████████████████████┃",
          "  █████████████████████████████████████████████████████████████████████████████┃",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  ▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛",
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
          " 3/3 picture · lines 1–22/116",
        ])
      expectScreen(
        try app.press("j"),
        [
          "doc.json › Feed › Entry by n                                              ? help",
          "> █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████┃",
          "  █████████████████████████████████████████████████████████████████████████████┃",
          "  █████████████████████████████████████████████████████████████████████████████┃",
          "  █████████████████████████████████████████████████████████████████████████████┃",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  ▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛▛",
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
          "",
          " 3/3 picture · lines 2–23/116",
        ])
      expectScreen(
        try app.press("<PgDn>"),
        [
          "doc.json › Feed › Entry by n                                              ? help",
          ">",
          "",
          "",
          "",
          "",
          "                                                                               ┃",
          "                                                                               ┃",
          "                                                                               ┃",
          "                                                                               ┃",
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
          " 3/3 picture · lines 23–44/116",
        ])
      expectScreen(
        try app.press("<PgDn>"),
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
          "                                                                               ┃",
          "  ▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▖                                      ┃",
          "  ██████████████████████████████████████▌                                      ┃",
          "  ██████████████████████████████████████▌                                      ┃",
          "  ██████████████████████████████████████▌",
          "  ██████████████████████████████████████▌",
          "  ██████████████████████████████████████▌",
          "  ██████████████████████████████████████▌",
          "  ██████████████████████████████████████▌",
          "  ▀▝▀▝▀▝▀▝▀▝▀▝▀▝▀▝▀▝▀▝▀▝▀▝▀▝▀▝▀▝▀▝▀▝▀▝▀▝▘",
          "",
          "",
          "",
          " 3/3 picture · lines 44–65/116",
        ])
      expectScreen(
        try app.press("<PgDn><PgDn>"),
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
          "",
          "                                                                               ┃",
          "                                                                               ┃",
          "                                                                               ┃",
          "                                                                               ┃",
          "",
          "",
          " 3/3 picture · lines 86–107/116",
        ])
      expectScreen(
        try app.press("<PgDn>"),
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
          "                                        ▗▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅",
          "                                        ▐██████████████████████████████████████",
          "                                        ▐██████████████████████████████████████",
          "                                        ▐██████████████████████████████████████",
          "                                        ▐██████████████████████████████████████",
          "                                        ▐██████████████████████████████████████┃",
          "                                        ▐██████████████████████████████████████┃",
          "                                        ▐██████████████████████████████████████┃",
          "  ▣ p.png                                                                      ┃",
          " 3/3 picture · lines 95–116/116",
        ])
    }
  }

  @Test("A panorama's row is just its height: no blank lines above or below it")
  func panorama() throws {
    let (app, folder, _) = try entry(
      [#"{"path": "p.png"}"#],
      files: ["p.png": TestImages.plain(width: 160, height: 24, TestImages.white)])
    try withExtendedLifetime(folder) {
      expectScreen(
        app.screen(),
        [
          "doc.json › Feed › Entry by n                                              ? help",
          "> n",
          "",
          "  c",
          "",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  ▣ p.png",
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
          " 1/3 author",
        ])
    }
  }

  @Test(
    "A missing long screenshot stands in as a frame of its shape in half the screen, not hundreds of lines"
  )
  func missingTallFrame() throws {
    let (app, folder, _) = try entry([#"{"path": "p.png", "width": 1080, "height": 7000}"#])
    try withExtendedLifetime(folder) {
      expectScreen(
        app.screen(),
        [
          "doc.json › Feed › Entry by n                                              ? help",
          "> n",
          "",
          "  c",
          "",
          "                                ┌──────────────┐",
          "                                │              │",
          "                                │              │",
          "                                │              │",
          "                                │              │",
          "                                │ ▣ (missing)  │",
          "                                │              │",
          "                                │              │",
          "                                │              │",
          "                                │              │",
          "                                └──────────────┘",
          "  ▣ p.png",
          "",
          "",
          "",
          "",
          "",
          "",
          " 1/3 author",
        ])
      // The whole frame is in view: a page, and the end, leave it as it is.
      for keys in ["jj<PgDn>", "G"] {
        expectScreen(
          try app.press(keys),
          [
            "doc.json › Feed › Entry by n                                              ? help",
            "  n",
            "",
            "  c",
            "",
            ">                               ┌──────────────┐",
            "                                │              │",
            "                                │              │",
            "                                │              │",
            "                                │              │",
            "                                │ ▣ (missing)  │",
            "                                │              │",
            "                                │              │",
            "                                │              │",
            "                                │              │",
            "                                └──────────────┘",
            "  ▣ p.png",
            "",
            "",
            "",
            "",
            "",
            "",
            " 3/3 picture",
          ])
      }
    }
  }

  @Test("A picture longer than the tallest row is fitted to it: 300 lines, not thousands")
  func cap() throws {
    let (app, folder, _) = try entry(
      [#"{"path": "p.png"}"#],
      files: ["p.png": TestImages.plain(width: 10, height: 1000, TestImages.white)])
    try withExtendedLifetime(folder) {
      expectScreen(
        app.screen(),
        [
          "doc.json › Feed › Entry by n                                              ? help",
          "> n                                                                            ┃",
          "",
          "  c",
          "",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          " 1/3 author",
        ])
      expectScreen(
        try app.press("G"),
        [
          "doc.json › Feed › Entry by n                                              ? help",
          ">                                    ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "                                     ██████",
          "  ▣ p.png                                                                      ┃",
          " 3/3 picture · lines 280–301/301",
        ])
    }
  }

  @Test("A picture of unknown shape that lands taller keeps the selection below it on its line")
  func landingKeepsTheSelection() throws {
    let (app, folder, gate) = try entry(
      [
        #"{"path": "p.png"}"#,
        #"{"path": "q.png", "width": 160, "height": 24}"#,
      ],
      files: [
        "p.png": Self.screenshot,
        "q.png": TestImages.plain(width: 160, height: 24, TestImages.white),
      ], gated: true)
    try withExtendedLifetime(folder) {
      try app.driver.press("jjj")
      expectScreen(
        app.driver.takePendingWork(),
        [
          "doc.json › Feed › Entry by n                                              ? help",
          "  n",
          "",
          "  c",
          "",
          "  ┌───────────────────────────────────────────────────────────────────────────┐",
          "  │                                                                           │",
          "  │                                                                           │",
          "  │                                                                           │",
          "  │                                                                           │",
          "  │                                 ▣ p.png …                                 │",
          "  │                                                                           │",
          "  │                                                                           │",
          "  │                                                                           │",
          "  │                                                                           │",
          "  └───────────────────────────────────────────────────────────────────────────┘",
          "  ▣ p.png",
          "> ┌───────────────────────────────────────────────────────────────────────────┐",
          "  │                                                                           │",
          "  │                                 ▣ q.png …                                 │",
          "  │                                                                           │",
          "  └───────────────────────────────────────────────────────────────────────────┘",
          "  ▣ q.png",
          " 4/4 picture",
        ])
      gate?.isOpen.withLock { $0 = true }
      expectScreen(
        app.screen(),
        [
          "doc.json › Feed › Entry by n                                              ? help",
          "",
          "",
          "",
          "",
          "",
          "",
          "",
          "                                        ▗▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅",
          "                                        ▐██████████████████████████████████████",
          "                                        ▐██████████████████████████████████████",
          "                                        ▐██████████████████████████████████████",
          "                                        ▐██████████████████████████████████████",
          "                                        ▐██████████████████████████████████████",
          "                                        ▐██████████████████████████████████████",
          "                                        ▐██████████████████████████████████████",
          "  ▣ p.png",
          "> █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████",
          "  █████████████████████████████████████████████████████████████████████████████┃",
          "  █████████████████████████████████████████████████████████████████████████████┃",
          "  ▣ q.png                                                                      ┃",
          " 4/4 picture",
        ])
      expectScreen(
        try app.press("k"),
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
          "                                        ▗▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅▅",
          "                                        ▐██████████████████████████████████████",
          "                                        ▐██████████████████████████████████████",
          "                                        ▐██████████████████████████████████████",
          "                                        ▐██████████████████████████████████████",
          "                                        ▐██████████████████████████████████████┃",
          "                                        ▐██████████████████████████████████████┃",
          "                                        ▐██████████████████████████████████████┃",
          "  ▣ p.png",
          " 3/4 picture · lines 95–116/116",
        ])
    }
  }
}
