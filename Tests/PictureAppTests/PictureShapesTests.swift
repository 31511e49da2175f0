import ListKit
import ListKitTesting
import Pictures
import Testing

@Suite("Without colour (NO_COLOR), whatever is opaque is a shape, whatever its colour")
struct PictureShapesTests {
  /// The app at 80x24 with no colour on one entry whose picture is `image`.
  func screen(_ image: PixelImage) throws -> Buffer {
    let folder = try PictureFolder()
    try folder.write(try ImageEncoder.png(image), to: "p.png")
    let path = try folder.write(
      #"{"users": [{"id": "u1", "nickname": "n"}], "feed": [{"id": "f", "user": "u1", "comment": "c", "image": "p.png"}]}"#,
      to: "doc.json")
    return try PictureApp(path: path, colorCount: 0).screen()
  }

  @Test("a red circle on transparency is a filled disc, not blank")
  func circleOnTransparency() throws {
    let circle = PixelImage(width: 64, height: 64) { x, y in
      let (dx, dy) = (x - 32, y - 32)
      return dx * dx + dy * dy <= 26 * 26
        ? TestImages.red : RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    }
    let screen = try screen(circle)
    expectScreen(
      screen,
      [
        "doc.json › Feed                                                           ? help",
        "> n",
        "  c",
        "",
        "                                   ▂▄▇████▇▅▂",
        "                                  ▟██████████▆▖",
        "                                 ▟█████████████▖",
        "                                 ██████████████▖",
        "                                 ██████████████▍",
        "                                 ▝████████████▀",
        "                                   ▝████████▛▔",
        "                                     ▔▔▔▔▔▔",
        "  p.png",
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
        " 1/1 entry",
      ])
    #expect(
      screen.cells(rows: 0..<24).allSatisfy {
        $0.style.foreground == .default && $0.style.background == .default
      })
    // The middle of the disc is solid.
    for y in 5..<10 {
      #expect(screen.lines[y].contains("████"), "line \(y): \(screen.lines[y])")
    }
  }

  /// Red, green, blue and yellow quadrants, 64×32: 36×9 cells from column 22, line 3.
  static let quadrants = PixelImage(width: 64, height: 32) { x, y in
    switch (x < 32, y < 16) {
    case (true, true): TestImages.red
    case (false, true): RGBA(red: 0, green: 255, blue: 0)
    case (true, false): TestImages.blue
    case (false, false): RGBA(red: 255, green: 255, blue: 0)
    }
  }

  @Test("four opaque quadrants of four colours are four tones, not one shape")
  func quadrants() throws {
    let screen = try screen(Self.quadrants)
    expectScreen(
      screen,
      [
        "doc.json › Feed                                                           ? help",
        "> n",
        "  c",
        "                      ▖▖▖▖▖▖▖▖▖▖▖▖▖▖▖▖▖▖▟█▟▟▟█▟▟▟█▟▟▟█▟▟▟█",
        "                      ▞▖▞▖▞▖▞▖▞▖▞▖▞▖▞▖▞▖█▟█▟█▟█▟█▟█▟█▟█▟█▟",
        "                      ▖▖▖▖▖▞▖▖▖▖▖▖▖▞▖▖▖▖▟▟▟█▟█▟█▟▟▟█▟█▟█▟▟",
        "                      ▞▖▞▖▞▖▞▖▞▖▞▖▞▖▞▖▞▖█▟█▟█▟█▟█▟█▟█▟█▟█▟",
        "                                        ▟█▟▟▟█▟▟▟█▟▟▟█▟▟▟█",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "                                        ██████████████████",
        "  p.png",
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
        " 1/1 entry",
      ])
    func text(_ columns: Range<Int>, _ rows: Range<Int>) -> [String] {
      rows.map { y in String(columns.map { screen[$0, y].grapheme }) }
    }
    // Each quadrant's cells, away from the edges between them.
    let parts = [
      text(23..<38, 4..<7), text(42..<57, 4..<7), text(23..<38, 8..<11), text(42..<57, 8..<11),
    ]
    #expect(Set(parts).count == 4, "\(parts)")
    #expect(parts.filter { $0.joined().contains { $0 != " " } }.count >= 3, "\(parts)")
  }
}
