import Pictures

/// A PNG of any colour type, bit depth and interlacing, written byte by byte with stored
/// (uncompressed) deflate blocks: the shapes `ImageEncoder` never writes, for the decoder to
/// be compared with libpng's simplified API on.
struct HandMadePNG: CustomStringConvertible {
  /// The IHDR colour types.
  enum ColorType: UInt8 {
    case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

    /// Samples per pixel.
    var channels: Int {
      switch self {
      case .grey, .palette: 1
      case .greyAlpha: 2
      case .rgb: 3
      case .rgba: 4
      }
    }
  }

  var width: Int
  var height: Int
  var colorType: ColorType
  var bitDepth: Int
  var interlaced = false
  /// PLTE, for a palette image; a tRNS chunk too when any entry is not opaque.
  var palette: [RGBA] = []
  /// A tRNS chunk for a grey or RGB image: the samples (one or three) that are transparent.
  var transparent: [Int]?
  /// A gAMA chunk: the gamma times 100000.
  var gamma: Int?
  /// A zero-length IDAT chunk before the image data.
  var emptyIDATFirst = false
  /// How many IDAT chunks the image data is split into.
  var idatCount = 1

  var description: String {
    "\(width)×\(height) \(colorType) \(bitDepth)-bit\(interlaced ? " interlaced" : "")"
      + (palette.contains { $0.alpha < 255 } || transparent != nil ? " tRNS" : "")
      + (gamma.map { " gAMA \($0)" } ?? "")
  }

  /// Sample `channel` of the pixel at `x`, `y`: varied, and within the bit depth.
  func sample(_ x: Int, _ y: Int, _ channel: Int) -> Int {
    let value = x &* 37 &+ y &* 91 &+ channel &* 53 &+ x &* y &* 7 &+ (x ^ y) &* 1021
    if colorType == .palette { return value % max(1, palette.count) }
    return value & ((1 << bitDepth) - 1)
  }

  /// The file.
  var bytes: [UInt8] {
    var ihdr = HandMadeFiles.be32(width) + HandMadeFiles.be32(height)
    ihdr += [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += HandMadeFiles.chunk("IHDR", ihdr)
    if let gamma { bytes += HandMadeFiles.chunk("gAMA", HandMadeFiles.be32(gamma)) }
    if colorType == .palette {
      bytes += HandMadeFiles.chunk("PLTE", palette.flatMap { [$0.red, $0.green, $0.blue] })
      if palette.contains(where: { $0.alpha < 255 }) {
        bytes += HandMadeFiles.chunk("tRNS", palette.map(\.alpha))
      }
    }
    if let transparent {
      bytes += HandMadeFiles.chunk("tRNS", transparent.flatMap { HandMadeFiles.be16($0) })
    }
    if emptyIDATFirst { bytes += HandMadeFiles.chunk("IDAT", []) }
    let data = Self.zlibStored(scanlines)
    let piece = (data.count + idatCount - 1) / idatCount
    for start in stride(from: 0, to: data.count, by: piece) {
      bytes += HandMadeFiles.chunk("IDAT", Array(data[start..<min(data.count, start + piece)]))
    }
    return bytes + HandMadeFiles.chunk("IEND", [])
  }

  /// The filter-type-0 scanlines of every pass (one pass unless interlaced).
  private var scanlines: [UInt8] {
    let passes: [(x: Int, y: Int, dx: Int, dy: Int)] =
      interlaced
      ? [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
        (0, 1, 1, 2),
      ]
      : [(0, 0, 1, 1)]
    var bytes: [UInt8] = []
    for pass in passes {
      let xs = Array(stride(from: pass.x, to: width, by: pass.dx))
      let ys = Array(stride(from: pass.y, to: height, by: pass.dy))
      guard !xs.isEmpty, !ys.isEmpty else { continue }
      for y in ys {
        bytes.append(0)
        var packer = BitPacker()
        for x in xs {
          for channel in 0..<colorType.channels {
            packer.append(sample(x, y, channel), bits: bitDepth)
          }
        }
        bytes += packer.finished()
      }
    }
    return bytes
  }

  /// `data` as a zlib stream of stored blocks.
  private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(data.count, start + 65535)
      let length = end - start
      bytes.append(end == data.count ? 1 : 0)
      bytes += HandMadeFiles.le16(length) + HandMadeFiles.le16(~length & 0xFFFF)
      bytes += data[start..<end]
      start = end
    } while start < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return bytes + HandMadeFiles.be32(Int(b << 16 | a))
  }

  /// Samples packed big-endian, most significant bits first, as PNG rows hold them.
  private struct BitPacker {
    private var bytes: [UInt8] = []
    private var accumulator = 0
    private var bits = 0

    mutating func append(_ value: Int, bits count: Int) {
      accumulator = accumulator << count | value
      bits += count
      while bits >= 8 {
        bits -= 8
        bytes.append(UInt8(accumulator >> bits & 0xFF))
      }
      accumulator &= (1 << bits) - 1
    }

    mutating func finished() -> [UInt8] {
      if bits > 0 { bytes.append(UInt8(accumulator << (8 - bits) & 0xFF)) }
      return bytes
    }
  }
}
