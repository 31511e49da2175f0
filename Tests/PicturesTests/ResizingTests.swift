import Pictures
import Testing

@Suite("Resizing")
struct ResizingTests {
  @Test("shrinking averages the pixels each output pixel covers")
  func averages() {
    let image = PixelImage(width: 4, height: 2) { x, y in
      RGBA(red: UInt8(x * 60), green: UInt8(y * 100), blue: 10)
    }
    let half = image.resized(to: PixelSize(width: 2, height: 1))
    #expect(half.size == PixelSize(width: 2, height: 1))
    #expect(half[0, 0] == RGBA(red: 30, green: 50, blue: 10))
    #expect(half[1, 0] == RGBA(red: 150, green: 50, blue: 10))
  }

  @Test("transparent pixels lend no colour, only transparency")
  func alphaWeighted() {
    let image = PixelImage(width: 2, height: 1) { x, _ in
      x == 0 ? RGBA(red: 0, green: 0, blue: 0, alpha: 0) : RGBA(red: 200, green: 100, blue: 50)
    }
    let one = image.resized(to: PixelSize(width: 1, height: 1))
    #expect(one[0, 0] == RGBA(red: 200, green: 100, blue: 50, alpha: 127))
  }

  @Test("any ratio works, up or down, including those stb_image_resize aborted on")
  func anyRatio() {
    let image = Fixtures.gradient(width: 504, height: 378)
    for size in [
      PixelSize(width: 424, height: 160), PixelSize(width: 1, height: 1),
      PixelSize(width: 503, height: 377), PixelSize(width: 1000, height: 7),
    ] {
      let resized = image.resized(to: size)
      #expect(resized.size == size)
      #expect(resized.pixels.count == size.width * size.height * 4)
    }
    #expect(image.resized(to: PixelSize(width: 0, height: 5)) == image)
  }
}
