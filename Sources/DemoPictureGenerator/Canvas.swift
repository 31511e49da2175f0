import Pictures

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A picture being drawn: shapes painted over each other, each edge softened by coverage.
struct Canvas {
  let width: Int
  let height: Int
  /// Red, green, blue and alpha of each pixel, 0 to 1, not premultiplied.
  private var pixels: [SIMD4<Double>]

  /// A canvas filled with `color`; transparent by default.
  init(width: Int, height: Int, color: SIMD4<Double> = .zero) {
    self.width = width
    self.height = height
    pixels = Array(repeating: color, count: width * height)
  }

  /// Paints `color` over every pixel, weighted by `coverage(x, y)` (0 to 1, at the pixel's
  /// centre) and by the colour's own alpha.
  mutating func paint(
    _ color: (Double, Double) -> SIMD4<Double>, coverage: (Double, Double) -> Double
  ) {
    for y in 0..<height {
      for x in 0..<width {
        let px = Double(x) + 0.5
        let py = Double(y) + 0.5
        let amount = max(0, min(1, coverage(px, py)))
        guard amount > 0 else { continue }
        let source = color(px, py)
        let alpha = source.w * amount
        let index = y * width + x
        let below = pixels[index]
        let outAlpha = alpha + below.w * (1 - alpha)
        guard outAlpha > 0 else { continue }
        var mixed = (source * alpha + below * below.w * (1 - alpha)) / outAlpha
        mixed.w = outAlpha
        pixels[index] = mixed
      }
    }
  }

  /// Paints one colour where `coverage` says.
  mutating func paint(_ color: SIMD4<Double>, coverage: (Double, Double) -> Double) {
    paint({ _, _ in color }, coverage: coverage)
  }

  /// Paints every pixel with a colour that depends on its position.
  mutating func fill(_ color: (Double, Double) -> SIMD4<Double>) {
    paint(color) { _, _ in 1 }
  }

  /// A disc of radius `r` around (`cx`, `cy`), with a one-pixel soft edge.
  static func disc(_ cx: Double, _ cy: Double, _ r: Double) -> (Double, Double) -> Double {
    { x, y in r - ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() + 0.5 }
  }

  /// An ellipse with radii `rx`, `ry` around (`cx`, `cy`).
  static func ellipse(
    _ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double
  )
    -> (Double, Double) -> Double
  {
    { x, y in
      let d = ((x - cx) / rx) * ((x - cx) / rx) + ((y - cy) / ry) * ((y - cy) / ry)
      return (1 - d) * min(rx, ry) / 2 + 0.5
    }
  }

  /// A polygon (even-odd rule), sampled 4×4 times per pixel for soft edges.
  static func polygon(_ points: [(Double, Double)]) -> (Double, Double) -> Double {
    { x, y in
      var inside = 0
      for sy in 0..<4 {
        for sx in 0..<4 {
          let px = x - 0.5 + (Double(sx) + 0.5) / 4
          let py = y - 0.5 + (Double(sy) + 0.5) / 4
          if contains(points, px, py) { inside += 1 }
        }
      }
      return Double(inside) / 16
    }
  }

  /// Whether the polygon contains a point.
  private static func contains(_ points: [(Double, Double)], _ x: Double, _ y: Double) -> Bool {
    var inside = false
    var j = points.count - 1
    for i in points.indices {
      let (xi, yi) = points[i]
      let (xj, yj) = points[j]
      if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi { inside.toggle() }
      j = i
    }
    return inside
  }

  /// The picture, 8 bits a channel.
  var image: PixelImage {
    PixelImage(width: width, height: height) { x, y in
      let pixel = pixels[y * width + x]
      func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
      return RGBA(
        red: byte(pixel.x), green: byte(pixel.y), blue: byte(pixel.z), alpha: byte(pixel.w))
    }
  }
}

/// A colour from 0–255 components.
func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> SIMD4<Double> {
  SIMD4(red / 255, green / 255, blue / 255, alpha)
}

/// Linear interpolation between two colours.
func mix(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
  let t = max(0, min(1, t))
  return a * (1 - t) + b * t
}
