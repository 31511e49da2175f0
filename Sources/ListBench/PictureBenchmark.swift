import Pictures
import Render

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times a 12-megapixel phone-sized JPEG becoming a 60×20 cell picture: decoding (at the DCT
/// scale the cells need, Exif orientation applied) and converting with chafa, separately;
/// the conversion both in DIN99d (the default) and in plain RGB.
enum PictureBenchmark {
  static let width = 4032
  static let height = 3024
  static let box = Size(width: 60, height: 20)

  static func run() {
    let jpeg = makePhoto()
    let renderer = SymbolRenderer()
    let needed = { (size: PixelSize) in renderer.pixelsNeeded(forPixels: size, fitting: box) }
    guard var decoded = try? ImageDecoder.decode(jpeg, covering: needed) else {
      print("bench: picture error=decode")
      return
    }
    let decodeMs = Measure.medianMilliseconds(runs: 11) {
      if let again = try? ImageDecoder.decode(jpeg, covering: needed) { decoded = again }
    }
    var picture = renderer.render(
      decoded.image, originalSize: decoded.originalSize, fitting: box, colors: .indexed256)
    let convertMs = Measure.medianMilliseconds(runs: 21) {
      picture = renderer.render(
        decoded.image, originalSize: decoded.originalSize, fitting: box, colors: .indexed256)
    }
    let convertCPUMs = Measure.medianCPUMilliseconds(runs: 21) {
      picture = renderer.render(
        decoded.image, originalSize: decoded.originalSize, fitting: box, colors: .indexed256)
    }
    let fast = SymbolRenderer(colorSpace: .rgb)
    let convertRGBMs = Measure.medianMilliseconds(runs: 21) {
      picture = fast.render(
        decoded.image, originalSize: decoded.originalSize, fitting: box, colors: .indexed256)
    }
    print(
      "bench: picture w=\(width) h=\(height) cells=\(box.width)x\(box.height)"
        + " decode_ms=\(Measure.format(decodeMs)) convert_ms=\(Measure.format(convertMs))"
        + " convert_cpu_ms=\(Measure.format(convertCPUMs))"
        + " convert_rgb_ms=\(Measure.format(convertRGBMs))"
        + " decoded=\(decoded.image.width)x\(decoded.image.height)"
        + " picture=\(picture.size.width)x\(picture.size.height)"
        + " jpeg_kb=\(jpeg.count / 1024)"
        + " peak_mb=\(Measure.format(Measure.peakMegabytes(), decimals: 0))")
  }

  /// A photo-like landscape with sensor-like noise (fixed seed), stored upside down with
  /// Exif orientation 3, as a phone held the other way up would; each `variant` has the sun
  /// and the hills elsewhere, and its own noise.
  static func makePhoto(variant: Int = 0) -> [UInt8] {
    var random = LinearCongruential(seed: 12 + UInt64(variant))
    let shift = Double(variant) * 0.37
    let image = PixelImage(width: width, height: height) { x, y in
      let u = Double(x) / Double(width)
      let v = Double(y) / Double(height)
      let hills = 0.62 + 0.06 * sin(u * 9.0 + shift) + 0.03 * sin(u * 31.0 + 1.3)
      var red: Double
      var green: Double
      var blue: Double
      if v < hills {
        let sunX = u - 0.7 + 0.15 * shift
        let sunY = v - 0.35
        let sun = max(0, 1 - (sunX * sunX + sunY * sunY) * 90)
        red = 250 - 120 * v + 5 * sun
        green = 140 + 60 * v + 90 * sun
        blue = 90 + 140 * v
      } else {
        let field = 0.5 + 0.5 * sin(u * 140 + v * 40) * sin(v * 90)
        red = 40 + 50 * field
        green = 90 + 70 * field - 60 * (v - hills)
        blue = 30 + 20 * field
      }
      let noise = Double(random.next(below: 25)) - 12
      func channel(_ value: Double) -> UInt8 { UInt8(max(0, min(255, value + noise))) }
      return RGBA(red: channel(red), green: channel(green), blue: channel(blue))
    }
    let stored = image.oriented(ExifOrientation.rotated180.inverse)
    return (try? ImageEncoder.jpeg(stored, quality: 90, orientation: .rotated180)) ?? []
  }
}
