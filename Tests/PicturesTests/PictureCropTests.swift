import Pictures
import Render
import Testing

@Suite("A feed's crop cuts a picture of extreme shape to the limit's shape around its focus")
struct PictureCropTests {
  /// The feed's limits: 1:2 and 3:1.
  static func crop(focus: (x: Double, y: Double) = (0.5, 0.5)) -> PictureCrop {
    PictureCrop(tallest: 0.5, widest: 3, focus: focus)
  }

  @Test("For any size and focus: inside the image, of the limit's shape, around the focus")
  func properties() {
    var random = SplitMix64(seed: 0xC209)
    for _ in 0..<5000 {
      let size = PixelSize(
        width: Int.random(in: 1...30_000, using: &random),
        height: Int.random(in: 1...30_000, using: &random))
      let focus = (
        x: Double.random(in: 0...1, using: &random), y: Double.random(in: 0...1, using: &random)
      )
      let crop = Self.crop(focus: focus)
      let rect = crop.rect(in: size)
      let context = "\(size.width)×\(size.height) at \(focus): \(rect)"
      // Inside the image, and never empty.
      #expect(rect.x >= 0 && rect.y >= 0 && rect.maxX <= size.width && rect.maxY <= size.height)
      #expect(rect.size.width >= 1 && rect.size.height >= 1, "\(context)")
      let ratio = Double(size.width) / Double(size.height)
      if ratio >= 0.5, ratio <= 3 {
        #expect(rect == PixelRect(x: 0, y: 0, size: size), "\(context)")
        continue
      }
      // One side whole, the other the limit's shape, to the pixel.
      let tall = ratio < 0.5
      #expect(tall ? rect.size.width == size.width : rect.size.height == size.height)
      let exact = tall ? Double(size.width) / 0.5 : Double(size.height) * 3
      let cut = Double(tall ? rect.size.height : rect.size.width)
      #expect(abs(cut - exact) <= 0.5 || (cut == 1 && exact < 1), "\(context)")
      // The focus is inside, and as near the middle as the image allows.
      let (total, start, length, point) =
        tall
        ? (size.height, rect.y, rect.size.height, focus.y * Double(size.height))
        : (size.width, rect.x, rect.size.width, focus.x * Double(size.width))
      #expect(Double(start) <= point && point <= Double(start + length), "\(context)")
      let offCentre = abs(Double(start) + Double(length) / 2 - point)
      let atEdge =
        (start == 0 && point <= Double(length) / 2 + 0.5)
        || (start == total - length && point >= Double(total) - Double(length) / 2 - 0.5)
      #expect(offCentre <= 0.5 || atEdge, "\(context)")
    }
  }

  @Test("Without a focus the crop is the middle of a long screenshot and of a panorama")
  func centred() {
    #expect(
      Self.crop().rect(in: PixelSize(width: 1080, height: 20000))
        == PixelRect(x: 0, y: 8920, size: PixelSize(width: 1080, height: 2160)))
    #expect(
      Self.crop().rect(in: PixelSize(width: 8000, height: 500))
        == PixelRect(x: 3250, y: 0, size: PixelSize(width: 1500, height: 500)))
  }

  @Test("A focus near an edge puts the crop against that edge; one within, centred on it")
  func focused() {
    let screenshot = PixelSize(width: 1080, height: 20000)
    #expect(Self.crop(focus: (0.5, 0.01)).rect(in: screenshot).y == 0)
    #expect(Self.crop(focus: (0.5, 0.99)).rect(in: screenshot).y == 20000 - 2160)
    #expect(Self.crop(focus: (0.5, 0.1)).rect(in: screenshot).y == 2000 - 1080)
    #expect(Self.crop(focus: (0.9, 0.5)).rect(in: PixelSize(width: 8000, height: 500)).x == 6450)
  }

  @Test("A picture's pixels cut to a rectangle are those pixels, row by row")
  func croppedPixels() {
    let image = PixelImage(width: 4, height: 3) { x, y in
      RGBA(red: UInt8(x), green: UInt8(y), blue: 0)
    }
    let part = image.cropped(to: PixelRect(x: 1, y: 1, size: PixelSize(width: 2, height: 2)))
    #expect(part.size == PixelSize(width: 2, height: 2))
    #expect(
      part[0, 0] == RGBA(red: 1, green: 1, blue: 0) && part[1, 1] == RGBA(red: 2, green: 2, blue: 0)
    )
    #expect(image.cropped(to: PixelRect(x: 0, y: 0, size: image.size)) == image)
  }

  @Test("A tall picture decoded with the crop is drawn as its focused part, filling its shape")
  func decodedWithCrop() throws {
    // 20×400, white but for a black band from row 300 to 340: a crop around row 320 is
    // mostly black, one around the middle all white.
    let image = PixelImage(width: 20, height: 400) { _, y in
      (300..<340).contains(y) ? Fixtures.black : Fixtures.white
    }
    let bytes = try Fixtures.png(image)
    let box = Size(width: 40, height: 10)
    let whole = try Picture(decoding: bytes, fitting: box, colors: .indexed256)
    let middle = try Picture(decoding: bytes, fitting: box, crop: Self.crop())
    let band = try Picture(decoding: bytes, fitting: box, crop: Self.crop(focus: (0.5, 0.8)))
    // The whole is a sliver; the crops are 1:2, as tall as the box: 10 columns by 10 rows.
    #expect(whole.size.width <= 2 && whole.size.height == 10)
    #expect(middle.size == Size(width: 10, height: 10) && band.size == middle.size)
    #expect(middle.pixelSize == PixelSize(width: 20, height: 40))
    #expect(middle.cells != band.cells)
  }

  @Test("The same source in the same box, cropped and whole, is two pictures, decoded once")
  func cacheKey() throws {
    let image = PixelImage(width: 20, height: 400) { _, y in
      y < 200 ? Fixtures.black : Fixtures.white
    }
    let probe = LoaderProbe(bytes: try Fixtures.png(image))
    let loader = PictureLoader(onChange: probe.onChange)
    let box = Size(width: 40, height: 10)
    let whole = PictureRequest(probe.source("shot"), fitting: box, colors: .indexed256)
    let cropped = PictureRequest(
      probe.source("shot"), fitting: box, colors: .indexed256, crop: Self.crop())
    #expect(whole != cropped)
    loader.request([cropped, whole])
    let deadline = ContinuousClock.now + .seconds(10)
    func ready(_ request: PictureRequest) -> Picture? {
      if case .ready(let picture) = loader.state(for: request) { return picture }
      return nil
    }
    while ready(whole) == nil || ready(cropped) == nil, ContinuousClock.now < deadline {
      probe.nap()
    }
    let (part, all) = (try #require(ready(cropped)), try #require(ready(whole)))
    #expect(part.size == Size(width: 10, height: 10) && part.pixelSize.height == 40)
    #expect(all.size.width <= 2 && all.pixelSize == image.size)
    #expect(probe.reads == ["shot"])
  }
}
