import Pictures

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small square avatars, round, on transparent ground.
enum DemoAvatars {
  static let size = 96

  /// An orange cat's face: ears, eyes, nose and whiskers.
  static func cat() -> PixelImage {
    var canvas = Canvas(width: size, height: size)
    canvas.paint(rgb(120, 190, 230), coverage: Canvas.disc(48, 48, 47))
    let fur = rgb(240, 150, 60)
    canvas.paint(fur, coverage: Canvas.polygon([(18, 44), (24, 10), (44, 30)]))
    canvas.paint(fur, coverage: Canvas.polygon([(78, 44), (72, 10), (52, 30)]))
    canvas.paint(rgb(250, 190, 200), coverage: Canvas.polygon([(24, 36), (27, 18), (38, 30)]))
    canvas.paint(rgb(250, 190, 200), coverage: Canvas.polygon([(72, 36), (69, 18), (58, 30)]))
    canvas.paint(fur, coverage: Canvas.ellipse(48, 56, 34, 30))
    canvas.paint(rgb(255, 235, 210), coverage: Canvas.ellipse(48, 68, 16, 12))
    for eye in [34.0, 62.0] {
      canvas.paint(rgb(90, 200, 90), coverage: Canvas.ellipse(eye, 50, 7, 8))
      canvas.paint(rgb(20, 20, 20), coverage: Canvas.ellipse(eye, 50, 2.5, 7))
    }
    canvas.paint(rgb(220, 90, 110), coverage: Canvas.polygon([(43, 60), (53, 60), (48, 66)]))
    for (y, slope) in [(64.0, -0.2), (69.0, 0.0), (74.0, 0.2)] {
      canvas.paint(rgb(60, 40, 30)) { x, py in
        let side = x < 48 ? 48 - x : x - 48
        return side > 12 && side < 38 && abs(py - (y + slope * side)) < 0.7 ? 1 : 0
      }
    }
    return canvas.image
  }

  /// A friendly robot: a grey head, an antenna, round eyes and a grille.
  static func robot() -> PixelImage {
    var canvas = Canvas(width: size, height: size)
    canvas.paint(rgb(250, 210, 90), coverage: Canvas.disc(48, 48, 47))
    canvas.paint(rgb(80, 80, 90)) { x, y in abs(x - 48) < 1.5 && y > 12 && y < 26 ? 1 : 0 }
    canvas.paint(rgb(230, 60, 60), coverage: Canvas.disc(48, 12, 5))
    canvas.paint(
      rgb(170, 180, 195),
      coverage: Canvas.polygon([(22, 26), (74, 26), (78, 78), (18, 78)]))
    for eye in [36.0, 60.0] {
      canvas.paint(rgb(255, 255, 255), coverage: Canvas.disc(eye, 46, 9))
      canvas.paint(rgb(40, 120, 220), coverage: Canvas.disc(eye, 46, 4.5))
    }
    for bar in stride(from: 32.0, through: 64, by: 8) {
      canvas.paint(rgb(60, 60, 70)) { x, y in abs(x - bar) < 2 && y > 62 && y < 72 ? 1 : 0 }
    }
    return canvas.image
  }

  /// A flower: eight petals around a golden centre.
  static func bloom() -> PixelImage {
    var canvas = Canvas(width: size, height: size)
    canvas.paint(rgb(60, 120, 80), coverage: Canvas.disc(48, 48, 47))
    for petal in 0..<8 {
      let angle = Double(petal) * Double.pi / 4
      let px = 48 + 22 * cos(angle)
      let py = 48 + 22 * sin(angle)
      let color = petal % 2 == 0 ? rgb(240, 110, 160) : rgb(250, 160, 200)
      canvas.paint(color, coverage: Canvas.disc(px, py, 15))
    }
    canvas.paint(rgb(250, 200, 60), coverage: Canvas.disc(48, 48, 13))
    canvas.paint(rgb(200, 140, 40), coverage: Canvas.disc(48, 48, 6))
    return canvas.image
  }
}
