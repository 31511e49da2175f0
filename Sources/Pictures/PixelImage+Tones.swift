#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PixelImage {
  /// How light a shown pixel is, at the least, in a picture with transparent parts: so the
  /// darkest opaque pixel is still ink, half of its cells' area, against the transparency.
  static let opaqueFloor: Float = 0.5

  /// The image as opaque greys, for drawing in two tones with no colour: how much ink each
  /// pixel gets, from black (none) to white (all), by its lightness against the picture's own.
  ///
  /// Lightness is CIE L*, stretched so the darkest opaque pixel is black and the lightest
  /// white, so a picture's parts differ in tone whatever its colours: a dark red on black is
  /// as plain as white on black. With `inkOnDark`, for a terminal whose ink is dark on a light
  /// background, it is the other way round: the darkest pixel is white (all ink) and the
  /// lightest black, so black on white is drawn as black on white, not as its negative. When
  /// parts are transparent (alpha below half), those are black and every opaque pixel is at
  /// least ``opaqueFloor``, so a red circle on transparency is a filled shape; a picture of
  /// one colour is white, either way. Alpha in between blends toward black.
  func shapeTones(inkOnDark: Bool = false) -> PixelImage {
    let count = width * height
    var lightness = [Float](repeating: 0, count: count)
    var darkest = Float.infinity
    var lightest = -Float.infinity
    var hasTransparency = false
    pixels.withUnsafeBufferPointer { bytes in
      for index in 0..<count {
        let at = index * 4
        let value = Self.lightness(red: bytes[at], green: bytes[at + 1], blue: bytes[at + 2])
        lightness[index] = value
        if bytes[at + 3] < 128 {
          hasTransparency = true
        } else {
          darkest = min(darkest, value)
          lightest = max(lightest, value)
        }
      }
    }
    let range = lightest - darkest
    let floor = hasTransparency ? Self.opaqueFloor : 0
    let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { output, initialized in
      pixels.withUnsafeBufferPointer { input in
        for index in 0..<count {
          let lighter = range > 0.02 ? (lightness[index] - darkest) / range : 1
          let stretched = inkOnDark && range > 0.02 ? 1 - lighter : lighter
          let tone = floor + (1 - floor) * min(1, max(0, stretched))
          let ink = tone * Float(input[index * 4 + 3]) / 255
          let grey = UInt8(min(255, max(0, (ink * 255).rounded())))
          output[index * 4] = grey
          output[index * 4 + 1] = grey
          output[index * 4 + 2] = grey
          output[index * 4 + 3] = 255
        }
      }
      initialized = count * 4
    }
    return PixelImage(unchecked: width, height: height, pixels: bytes)
  }

  /// CIE L* of an sRGB colour, from 0 (black) to 1 (white).
  static func lightness(red: UInt8, green: UInt8, blue: UInt8) -> Float {
    let luminance =
      0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
    let f = luminance > 0.008856 ? cbrtf(luminance) : luminance * 7.787 + 16.0 / 116.0
    return (116 * f - 16) / 100
  }

  /// Each 8-bit sRGB level as linear light.
  private static let linear: [Float] = (0...255).map { level in
    let value = Float(level) / 255
    return value <= 0.04045 ? value / 12.92 : powf((value + 0.055) / 1.055, 2.4)
  }
}
