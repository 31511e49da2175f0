#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the palette colour nearest an exact colour in DIN99d, a perceptual space in which
/// distances follow what people see, so that hues stay true.
///
/// The palette is one of three (``Palette``): the 240 colours of xterm's palette from 16 up
/// (the 6×6×6 cube and the greys, which themes leave alone) for 256-colour terminals, or the
/// first 16 or 8 colours as xterm draws them by default for terminals that have no more.
/// Used once per cell colour after chafa has chosen each cell's symbol and exact colours, which
/// costs a fraction of having chafa match every pixel against the palette in DIN99d. Remembers
/// the colours it has matched, so a picture's many equal colours are matched once.
struct PaletteMatcher {
  /// The colours a picture may be drawn in.
  enum Palette: Sendable {
    /// Colours 16 to 255: the 6×6×6 cube and the 24 greys.
    case xterm240
    /// Colours 0 to 15, as xterm draws them by default.
    case base16
    /// Colours 0 to 7, as xterm draws them by default.
    case base8

    /// The palette's indexes and their colours in DIN99d.
    var candidates: [Candidate] {
      switch self {
      case .xterm240: PaletteMatcher.xterm240
      case .base16: PaletteMatcher.base16
      case .base8: PaletteMatcher.base8
      }
    }
  }

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

  /// A palette colour: its index, its place in DIN99d, and whether it is black, white or a grey.
  struct Candidate {
    var index: UInt8
    var point: Point
    var isNeutral: Bool
  }

  /// Red, green and blue of colours 0 to 15 as xterm draws them by default (its `XTerm*color0`
  /// to `color15` resources), which 8- and 16-colour terminals are taken to show.
  static let base: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// Colours 16 to 255 in DIN99d.
  static let xterm240 = candidates(16...255)
  /// Colours 0 to 15 in DIN99d.
  static let base16 = candidates(0...15)
  /// Colours 0 to 7 in DIN99d.
  static let base8 = candidates(0...7)

  /// The palette colours of `indexes` as candidates.
  static func candidates(_ indexes: ClosedRange<Int>) -> [Candidate] {
    indexes.map { index in
      let (red, green, blue) = rgb(ofPaletteIndex: index)
      return Candidate(
        index: UInt8(index), point: point(red: red, green: green, blue: blue),
        isNeutral: isGrey(red: red, green: green, blue: blue))
    }
  }

  /// The colours searched.
  private let palette: [Candidate]
  /// Whether a grey is matched to black, white and the greys alone.
  private let greysStayGrey: Bool
  /// Colours already matched, by packed `0xRRGGBB`.
  private var matched: [Int32: UInt8] = [:]

  /// A matcher into `palette`.
  ///
  /// With 16 or 8 colours a grey becomes black, white or a grey, never a hue that happens to
  /// be nearer: in DIN99d a grey of 96 is nearer xterm's dark red than black or white.
  init(_ palette: Palette = .xterm240) {
    self.palette = palette.candidates
    greysStayGrey = palette != .xterm240
  }

  /// The palette index nearest a packed `0xRRGGBB` colour.
  mutating func index(ofPacked rgb: Int32) -> UInt8 {
    if let known = matched[rgb] { return known }
    let (red, green, blue) = (Int(rgb >> 16 & 0xFF), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF))
    let target = Self.point(red: red, green: green, blue: blue)
    let onlyNeutral = greysStayGrey && Self.isGrey(red: red, green: green, blue: blue)
    var best = palette[0]
    var bestDistance = Float.infinity
    for candidate in palette where !onlyNeutral || candidate.isNeutral {
      let distance = candidate.point.distance(to: target)
      if distance < bestDistance {
        best = candidate
        bestDistance = distance
      }
    }
    matched[rgb] = best.index
    return best.index
  }

  /// Whether a colour is black, white or a grey: its channels differ by less than 24.
  static func isGrey(red: Int, green: Int, blue: Int) -> Bool {
    max(red, green, blue) - min(red, green, blue) < 24
  }

  /// Red, green and blue of an xterm palette colour: 0 to 15 as xterm draws them by default,
  /// then the cube and the greys.
  static func rgb(ofPaletteIndex index: Int) -> (Int, Int, Int) {
    if index < 16 { return base[max(0, index)] }
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
