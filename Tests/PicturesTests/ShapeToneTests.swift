import Render
import Testing

@testable import Pictures

@Suite("Without colour, a picture's tones are its own")
struct ShapeToneTests {
  @Test(
    "navy on black is drawn as white on black: the picture's darkest is blank, its lightest ink")
  func darkColours() throws {
    let navy = RGBA(red: 0, green: 0, blue: 80)
    let image = PixelImage(width: 80, height: 40) { x, _ in x < 40 ? navy : Fixtures.black }
    let picture = SymbolRenderer().render(
      image, originalSize: image.size, fitting: Size(width: 8, height: 8), colors: .none)
    #expect(picture.cells.lines == ["████", "████"])
    let tones = image.shapeTones()
    #expect(tones[0, 0] == RGBA(red: 255, green: 255, blue: 255))
    #expect(tones[79, 39] == RGBA(red: 0, green: 0, blue: 0))
  }

  @Test("transparency is blank, and the darkest opaque colour half ink, so it is still a shape")
  func transparency() {
    let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    let image = PixelImage(width: 3, height: 1) { x, _ in
      [clear, Fixtures.black, Fixtures.white][x]
    }
    let tones = image.shapeTones()
    #expect((0..<3).map { tones[$0, 0].red } == [0, 128, 255])
    #expect((0..<3).allSatisfy { tones[$0, 0].alpha == 255 })
    let one = PixelImage(width: 2, height: 1) { x, _ in x == 0 ? clear : Fixtures.red }
    #expect(one.shapeTones()[1, 0].red == 255, "a shape of one colour is all ink")
  }

  @Test(
    "over a light background, black on white is drawn as dark ink on white: its darkest inked")
  func lightBackground() {
    let image = PixelImage(width: 80, height: 40) { x, _ in
      x < 40 ? Fixtures.black : Fixtures.white
    }
    let renderer = SymbolRenderer()
    let box = Size(width: 8, height: 8)
    let light = RGBA(red: 229, green: 229, blue: 229)
    let onLight = renderer.render(
      image, originalSize: image.size, fitting: box, colors: .none, background: light)
    #expect(onLight.cells.lines == ["████", "████"])
    // On a dark background, or one not known (black), the lightest parts are inked, as before.
    let navy = RGBA(red: 0, green: 0, blue: 80)
    for dark in [RGBA.black, navy] {
      let onDark = renderer.render(
        image, originalSize: image.size, fitting: box, colors: .none, background: dark)
      #expect(onDark.cells.lines == ["    ████", "    ████"])
    }
    // The request keeps only whether the background is light.
    let source = PictureSource.bytes([], key: "k")
    let request = { (background: RGBA) in
      PictureRequest(source, fitting: box, colors: .none, background: background).background
    }
    #expect(request(light) == RGBA(red: 255, green: 255, blue: 255))
    #expect(request(navy) == .black)
  }

  @Test("over a light background, transparency is still blank and a shape of one colour all ink")
  func lightBackgroundTransparency() {
    let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    let white = RGBA(red: 255, green: 255, blue: 255)
    let renderer = SymbolRenderer()
    for color in [Fixtures.black, white] {
      let image = PixelImage(width: 80, height: 40) { x, _ in x < 40 ? clear : color }
      let picture = renderer.render(
        image, originalSize: image.size, fitting: Size(width: 8, height: 8), colors: .none,
        background: white)
      #expect(picture.cells.lines == ["    ████", "    ████"], "\(color)")
    }
  }
}
