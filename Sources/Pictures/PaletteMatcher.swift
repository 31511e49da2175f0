#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the palette colour nearest an exact colour in DIN99d, a perceptual space in which
/// distances follow what people see, so that hues stay true: the 240 colours of xterm's
/// palette from 16 up (the 6×6×6 cube and the greys, which themes leave alone).
///
/// Used once per cell colour after chafa has chosen each cell's symbol and exact colours, which
/// costs a fraction of having chafa match every pixel against the palette in DIN99d. Remembers
/// the colours it has matched, so a picture's many equal colours are matched once.
struct PaletteMatcher {
  /// A colour in DIN99d: lightness and two opponent axes.
  struct Point {
    var lightness: Float
    var a: Float
    var b: Float

    /// The squared distance to another point.
    func distance(to other: Point) -> Float {
      let dl = lightness - other.lightness
      let da = a - other.a
      let db = b - other.b
      return dl * dl + da * da + db * db
    }
  }

  /// The palette indexes searched, 16 to 255, and their colours in DIN99d.
  static let palette: [(index: UInt8, point: Point)] = (16...255).map { index in
    let (red, green, blue) = rgb(ofPaletteIndex: index)
    return (UInt8(index), point(red: red, green: green, blue: blue))
  }

  /// Colours already matched, by packed `0xRRGGBB`.
  private var matched: [Int32: UInt8] = [:]

  /// The palette index nearest a packed `0xRRGGBB` colour.
  mutating func index(ofPacked rgb: Int32) -> UInt8 {
    if let known = matched[rgb] { return known }
    let target = Self.point(
      red: Int(rgb >> 16 & 0xFF), green: Int(rgb >> 8 & 0xFF), blue: Int(rgb & 0xFF))
    var best = Self.palette[0]
    var bestDistance = Float.infinity
    for candidate in Self.palette {
      let distance = candidate.point.distance(to: target)
      if distance < bestDistance {
        best = candidate
        bestDistance = distance
      }
    }
    matched[rgb] = best.index
    return best.index
  }

  /// Red, green and blue of an xterm palette colour from 16 up.
  static func rgb(ofPaletteIndex index: Int) -> (Int, Int, Int) {
    let levels = [0, 95, 135, 175, 215, 255]
    guard index < 232 else {
      let grey = 8 + 10 * (index - 232)
      return (grey, grey, grey)
    }
    let cube = index - 16
    return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
  }

  /// An sRGB colour in DIN99d (Cui et al., 2002): CIE XYZ under D65 with X corrected
  /// (X' = 1.12 X − 0.12 Z), then L*a*b*, then DIN99d's logarithmic lightness and chroma and
  /// its 50° rotation.
  static func point(red: Int, green: Int, blue: Int) -> Point {
    func linear(_ channel: Int) -> Float {
      let value = Float(channel) / 255
      return value <= 0.04045 ? value / 12.92 : powf((value + 0.055) / 1.055, 2.4)
    }
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    let x = 0.4124 * r + 0.3576 * g + 0.1805 * b
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = 0.0193 * r + 0.1192 * g + 0.9505 * b
    let (whiteX, whiteZ): (Float, Float) = (0.95047, 1.08883)
    func f(_ t: Float) -> Float {
      t > 0.008856 ? cbrtf(t) : t / 0.128418 + 4.0 / 29.0
    }
    let fx = f((1.12 * x - 0.12 * z) / (1.12 * whiteX - 0.12 * whiteZ))
    let fy = f(y)
    let fz = f(z / whiteZ)
    let lightness = 116 * fy - 16
    let a = 500 * (fx - fy)
    let bb = 200 * (fy - fz)
    let angle: Float = 50 * .pi / 180
    let e = a * cosf(angle) + bb * sinf(angle)
    let ff = 1.14 * (bb * cosf(angle) - a * sinf(angle))
    let chroma = 22.5 * logf(1 + 0.06 * (e * e + ff * ff).squareRoot())
    let hue = atan2f(ff, e) + angle
    return Point(
      lightness: 325.22 * logf(1 + 0.0036 * lightness), a: chroma * cosf(hue),
      b: chroma * sinf(hue))
  }
}
