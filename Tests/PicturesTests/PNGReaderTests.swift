import Pictures
import Testing

@Suite("PNG: a whole file decodes as libpng's simplified API decodes it, 16-bit samples as sRGB")
struct PNGReaderTests {
  /// Eight colours, two of them not opaque.
  static let colors = [
    RGBA(red: 255, green: 0, blue: 0), RGBA(red: 0, green: 255, blue: 0),
    RGBA(red: 0, green: 0, blue: 255), RGBA(red: 255, green: 255, blue: 255),
    RGBA(red: 0, green: 0, blue: 0), RGBA(red: 200, green: 120, blue: 40),
    RGBA(red: 10, green: 200, blue: 90, alpha: 128), RGBA(red: 90, green: 30, blue: 160, alpha: 0),
  ]

  /// Every colour type at its bit depths, with and without transparency and gamma, at sizes
  /// that leave Adam7's blocks part filled.
  static let shapes: [HandMadePNG] = {
    let opaque = colors.map { RGBA(red: $0.red, green: $0.green, blue: $0.blue) }
    var shapes: [HandMadePNG] = []
    for depth in [1, 2, 4, 8] {
      shapes.append(.init(width: 13, height: 11, colorType: .palette, bitDepth: depth))
      shapes[shapes.count - 1].palette = Array(opaque.prefix(1 << min(depth, 3)))
    }
    var translucent = HandMadePNG(width: 13, height: 11, colorType: .palette, bitDepth: 8)
    translucent.palette = colors
    shapes.append(translucent)
    for depth in [1, 2, 4, 8, 16] {
      shapes.append(.init(width: 17, height: 9, colorType: .grey, bitDepth: depth))
    }
    var keyed = HandMadePNG(width: 17, height: 9, colorType: .grey, bitDepth: 8)
    keyed.transparent = [91]
    shapes.append(keyed)
    var linear = HandMadePNG(width: 17, height: 9, colorType: .grey, bitDepth: 16)
    linear.gamma = 100_000
    shapes.append(linear)
    for depth in [8, 16] {
      shapes.append(.init(width: 10, height: 12, colorType: .greyAlpha, bitDepth: depth))
      shapes.append(.init(width: 10, height: 12, colorType: .rgb, bitDepth: depth))
      shapes.append(.init(width: 10, height: 12, colorType: .rgba, bitDepth: depth))
    }
    var keyedRGB = HandMadePNG(width: 10, height: 12, colorType: .rgb, bitDepth: 16)
    keyedRGB.transparent = [0x0101, 0x0202, 0x0303]
    shapes.append(keyedRGB)
    var gamma = HandMadePNG(width: 10, height: 12, colorType: .rgb, bitDepth: 8)
    gamma.gamma = 45455
    shapes.append(gamma)
    return shapes
      + shapes.map { shape in
        var wider = shape
        wider.width += 6
        return wider
      }
  }()

  @Test("an untagged 16-bit grey sample is its top byte, as sRGB: 0x8080 is 128, not 188")
  func untaggedSixteenBit() throws {
    let shape = HandMadePNG(width: 23, height: 7, colorType: .grey, bitDepth: 16)
    let image = try ImageDecoder.decode(shape.bytes).image
    var worst = 0
    for y in 0..<shape.height {
      for x in 0..<shape.width {
        let expected = (shape.sample(x, y, 0) * 255 + 32895) >> 16
        worst = max(worst, abs(Int(image[x, y].red) - expected))
      }
    }
    #expect(worst <= 1)
  }

  /// Each shape decodes as the simplified API decodes it (untagged 16-bit samples aside), and
  /// so does the same image interlaced.
  ///
  /// The simplified API is never given an interlaced file: libpng 1.6.39's writes 16-bit
  /// interlaced rows past their end when it scales them to 8 bits (pnggroup/libpng#755),
  /// which showed here as wrong rows.
  @Test("each colour type and bit depth, plain and interlaced", arguments: shapes)
  func sameAsSimplifiedAPI(shape: HandMadePNG) throws {
    // Untagged 16-bit samples are sRGB here, as browsers take them, where the simplified API
    // takes them as linear: its reference is the same image tagged with sRGB's gamma.
    var tagged = shape
    if shape.bitDepth == 16, shape.gamma == nil { tagged.gamma = 45455 }
    let reference = try #require(ReferenceDecoder.png(tagged.bytes))
    let decoded = try ImageDecoder.decode(shape.bytes)
    #expect(decoded.image == reference)
    #expect(!decoded.isDamaged)
    var interlaced = shape
    interlaced.interlaced = true
    let deinterlaced = try ImageDecoder.decode(interlaced.bytes)
    #expect(deinterlaced.image == reference)
    #expect(!deinterlaced.isDamaged)
  }

  @Test("an interlaced image of any small size is whole", arguments: 1...9)
  func smallInterlaced(side: Int) throws {
    for other in [1, 2, 3, 5, 8, 9] {
      for (width, height) in [(side, other), (other, side)] {
        var shape = HandMadePNG(width: width, height: height, colorType: .rgba, bitDepth: 8)
        let reference = ReferenceDecoder.png(shape.bytes)
        shape.interlaced = true
        let decoded = try ImageDecoder.decode(shape.bytes)
        #expect(decoded.image == reference, "\(width)×\(height)")
        #expect(!decoded.isDamaged, "\(width)×\(height)")
      }
    }
  }

  @Test("image data split over many IDAT chunks, the first of them empty")
  func manyChunks() throws {
    var shape = HandMadePNG(width: 30, height: 20, colorType: .rgb, bitDepth: 8)
    shape.idatCount = 9
    shape.emptyIDATFirst = true
    let decoded = try ImageDecoder.decode(shape.bytes)
    #expect(decoded.image == ReferenceDecoder.png(shape.bytes))
    #expect(!decoded.isDamaged)
  }

  @Test("a compressed photo-like PNG, as libpng writes it")
  func compressed() throws {
    let image = Fixtures.gradient(width: 120, height: 80)
    let bytes = try Fixtures.png(image)
    let decoded = try ImageDecoder.decode(bytes)
    #expect(decoded.image == image)
    #expect(decoded.image == ReferenceDecoder.png(bytes))
    #expect(!decoded.isDamaged)
  }
}
