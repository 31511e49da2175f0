import Pictures

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The landscape pictures: drawn from shapes and formulas, with flat bands of colour so
/// that the PNGs stay small.
enum DemoScenes {
  /// A sun setting over the sea, the sky in bands.
  static func sunset() -> PixelImage {
    let width = 240
    let height = 160
    let horizon = 100.0
    var canvas = Canvas(width: width, height: height)
    let skyTop = rgb(58, 28, 92)
    let skyLow = rgb(255, 150, 70)
    canvas.fill { _, y in
      let band = (y / horizon * 10).rounded(.down) / 10
      return mix(skyTop, skyLow, band)
    }
    canvas.paint(rgb(255, 220, 120, 0.35), coverage: Canvas.disc(160, horizon, 42))
    canvas.paint(rgb(255, 236, 160), coverage: Canvas.disc(160, horizon, 26))
    let seaTop = rgb(40, 50, 110)
    let seaLow = rgb(14, 18, 50)
    canvas.paint(
      { _, y in mix(seaTop, seaLow, ((y - horizon) / 12).rounded(.down) / 5) },
      coverage: { _, y in y >= horizon ? 1 : 0 })
    for row in stride(from: horizon + 4, to: Double(height), by: 7) {
      let half = 30 - (row - horizon) / 3
      canvas.paint(rgb(255, 200, 110, 0.8)) { x, y in
        abs(y - row) < 1.2 && abs(x - 160) < half ? 1 : 0
      }
    }
    for (bx, by) in [(60.0, 40.0), (78.0, 52.0), (95.0, 36.0)] {
      canvas.paint(
        rgb(40, 20, 50),
        coverage: Canvas.polygon([
          (bx - 7, by - 3), (bx, by + 1), (bx + 7, by - 3), (bx, by + 3),
        ]))
    }
    return canvas.image
  }

  /// Northern lights over dark mountains, with a few stars.
  static func aurora() -> PixelImage {
    let width = 240
    let height = 160
    var canvas = Canvas(width: width, height: height)
    canvas.fill { _, y in mix(rgb(6, 10, 30), rgb(20, 40, 70), (y / 40).rounded(.down) / 4) }
    var seed: UInt64 = 7
    for _ in 0..<40 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let sx = Double(seed >> 33 % 240)
      let sy = Double((seed >> 45) % 90)
      canvas.paint(rgb(255, 255, 230), coverage: Canvas.disc(sx, sy, 0.8))
    }
    for (index, color) in [rgb(60, 255, 170, 0.55), rgb(80, 200, 255, 0.45)].enumerated() {
      let phase = Double(index) * 1.7
      canvas.paint(color) { x, y in
        let centre = 55 + 18 * sin(x / 30 + phase) + 8 * sin(x / 11 + phase)
        let distance = abs(y - centre)
        return distance < 6 ? 1 : distance < 26 && y < centre ? (26 - distance) / 20 : 0
      }
    }
    canvas.paint(
      rgb(16, 22, 36),
      coverage: Canvas.polygon([
        (0, 160), (0, 118), (40, 92), (70, 112), (110, 78), (150, 110), (185, 96),
        (240, 124), (240, 160),
      ]))
    canvas.paint(
      rgb(232, 240, 255),
      coverage: Canvas.polygon([(110, 78), (99, 88), (106, 86), (112, 90), (121, 86)]))
    return canvas.image
  }

  /// Quarter-circle tiles in four colours, each turned by a fixed pattern.
  static func tiles() -> PixelImage {
    let size = 192
    let tile = 24.0
    let colors = [rgb(240, 90, 80), rgb(250, 200, 70), rgb(70, 170, 160), rgb(50, 70, 130)]
    var canvas = Canvas(width: size, height: size, color: rgb(245, 238, 220))
    for row in 0..<8 {
      for column in 0..<8 {
        let x0 = Double(column) * tile
        let y0 = Double(row) * tile
        let color = colors[(row * 3 + column * 5) % 4]
        let turn = (row * 7 + column * 3) % 4
        let corners = [(x0, y0), (x0 + tile, y0), (x0 + tile, y0 + tile), (x0, y0 + tile)]
        let (cx, cy) = corners[turn]
        let (ox, oy) = corners[(turn + 2) % 4]
        canvas.paint(color) { x, y in
          x >= x0 && x < x0 + tile && y >= y0 && y < y0 + tile
            ? Canvas.disc(cx, cy, tile * 0.8)(x, y) : 0
        }
        canvas.paint(colors[(row + column + 2) % 4]) { x, y in
          x >= x0 && x < x0 + tile && y >= y0 && y < y0 + tile
            ? Canvas.disc(ox, oy, tile * 0.35)(x, y) : 0
        }
      }
    }
    return canvas.image
  }

  /// A harbour at dusk: boats on water under a banded sky.
  ///
  /// Upright, it is 320×240.
  static func harbor() -> PixelImage {
    let width = 320
    let height = 240
    let waterline = 150.0
    var canvas = Canvas(width: width, height: height)
    canvas.fill { _, y in
      y < waterline
        ? mix(rgb(120, 170, 220), rgb(250, 210, 170), (y / 30).rounded(.down) / 5)
        : mix(rgb(40, 90, 130), rgb(20, 40, 70), ((y - waterline) / 30).rounded(.down) / 3)
    }
    canvas.paint(
      rgb(90, 100, 110),
      coverage: Canvas.polygon([(0, 150), (0, 120), (60, 118), (90, 130), (130, 150)]))
    for (index, x0) in [60.0, 150.0, 240.0].enumerated() {
      let hull = [rgb(200, 60, 50), rgb(240, 240, 235), rgb(40, 60, 90)][index]
      let y0 = waterline + 6 + Double(index) * 14
      canvas.paint(
        hull,
        coverage: Canvas.polygon([
          (x0 - 40, y0 - 12), (x0 + 40, y0 - 12), (x0 + 28, y0 + 6), (x0 - 28, y0 + 6),
        ]))
      canvas.paint(rgb(70, 50, 40)) { x, y in
        abs(x - x0) < 1.5 && y > y0 - 70 && y < y0 - 12 ? 1 : 0
      }
      canvas.paint(
        rgb(250, 248, 240),
        coverage: Canvas.polygon([(x0 + 3, y0 - 66), (x0 + 3, y0 - 16), (x0 + 34, y0 - 16)]))
    }
    canvas.paint(rgb(255, 250, 220), coverage: Canvas.disc(270, 50, 14))
    return canvas.image
  }
}
