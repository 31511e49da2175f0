import Pictures

/// Minimal files written byte by byte: formats the module only reads, and hostile headers.
enum HandMadeFiles {
  /// A GIF89a of up to four colours, one image per frame.
  ///
  /// Each frame covers the logical screen unless `screen` says otherwise; `emptyFrames`
  /// frames of 0×0 pixels come first. Each pixel is its own LZW code after a clear code, so
  /// the code size never grows.
  static func gif(
    width: Int, height: Int, palette: [RGBA], frames: [[UInt8]],
    screen: (width: Int, height: Int)? = nil, emptyFrames: Int = 0
  ) -> [UInt8] {
    var bytes = Array("GIF89a".utf8)
    let logical = screen ?? (width, height)
    bytes += le16(logical.width) + le16(logical.height)
    bytes += [0x91, 0, 0]  // global colour table of 4 entries
    for index in 0..<4 {
      let color = index < palette.count ? palette[index] : RGBA(red: 0, green: 0, blue: 0)
      bytes += [color.red, color.green, color.blue]
    }
    for _ in 0..<emptyFrames {
      bytes += [0x21, 0xF9, 0x04, 0x00, 0x0A, 0x00, 0x00, 0x00]
      bytes += [0x2C] + le16(0) + le16(0) + le16(0) + le16(0) + [0x00]
      bytes += [0x02] + subBlocks(lzw([]))
    }
    for frame in frames {
      bytes += [0x21, 0xF9, 0x04, 0x00, 0x0A, 0x00, 0x00, 0x00]  // 0.1 s, no transparency
      bytes += [0x2C] + le16(0) + le16(0) + le16(width) + le16(height) + [0x00]
      bytes += [0x02] + subBlocks(lzw(frame))
    }
    bytes.append(0x3B)
    return bytes
  }

  /// An uncompressed 24-bit bottom-up BMP.
  static func bmp(_ image: PixelImage, topDown: Bool = false) -> [UInt8] {
    let rowBytes = (image.width * 3 + 3) / 4 * 4
    let dataSize = rowBytes * image.height
    var bytes = Array("BM".utf8) + le32(54 + dataSize) + le32(0) + le32(54)
    // A top-down BMP gives its height as negative, and its rows from the top.
    bytes += le32(40) + le32(image.width) + le32(topDown ? -image.height : image.height)
    bytes += le16(1) + le16(24)
    bytes += le32(0) + le32(dataSize) + le32(2835) + le32(2835) + le32(0) + le32(0)
    let rows = topDown ? Array(0..<image.height) : (0..<image.height).reversed()
    for y in rows {
      var row: [UInt8] = []
      for x in 0..<image.width {
        let pixel = image[x, y]
        row += [pixel.blue, pixel.green, pixel.red]
      }
      bytes += row + [UInt8](repeating: 0, count: rowBytes - row.count)
    }
    return bytes
  }

  /// A PNG whose IHDR claims `width`×`height` RGBA pixels, with a tiny IDAT and IEND; every
  /// CRC is right, so only the size is wrong.
  static func pngHeader(width: Int, height: Int, interlaced: Bool = false) -> [UInt8] {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, interlaced ? 1 : 0])
    bytes += chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
    bytes += chunk("IEND", [])
    return bytes
  }

  /// A WebP with only a VP8X header claiming an animated canvas of `width`×`height`.
  static func webpCanvas(width: Int, height: Int) -> [UInt8] {
    let w = width - 1
    let h = height - 1
    let vp8x: [UInt8] =
      Array("VP8X".utf8) + le32(10) + [0x02, 0, 0, 0]
      + [UInt8(w & 0xFF), UInt8(w >> 8 & 0xFF), UInt8(w >> 16 & 0xFF)]
      + [UInt8(h & 0xFF), UInt8(h >> 8 & 0xFF), UInt8(h >> 16 & 0xFF)]
    return Array("RIFF".utf8) + le32(4 + vp8x.count) + Array("WEBP".utf8) + vp8x
  }

  /// The header of a lossless WebP claiming `width`×`height`, without image data.
  static func webpLossless(width: Int, height: Int) -> [UInt8] {
    let bits = (width - 1) | (height - 1) << 14
    let vp8l: [UInt8] = Array("VP8L".utf8) + le32(5) + [0x2F] + le32(bits) + [0]
    return Array("RIFF".utf8) + le32(4 + vp8l.count) + Array("WEBP".utf8) + vp8l
  }

  /// The header of a lossy WebP claiming `width`×`height` (each at most 16383), without image
  /// data; in a VP8X container that says it has alpha when `alpha` is true.
  static func webpLossy(width: Int, height: Int, alpha: Bool = false) -> [UInt8] {
    // A key frame, shown, whose first partition is 10 bytes; the start code; the size.
    let frame: [UInt8] =
      [0x50, 0x01, 0x00, 0x9D, 0x01, 0x2A] + le16(width) + le16(height)
      + [UInt8](repeating: 0, count: 10)
    var chunks = Array("VP8 ".utf8) + le32(frame.count) + frame
    if alpha {
      let w = width - 1
      let h = height - 1
      let vp8x: [UInt8] =
        Array("VP8X".utf8) + le32(10) + [0x10, 0, 0, 0]
        + [UInt8(w & 0xFF), UInt8(w >> 8 & 0xFF), UInt8(w >> 16 & 0xFF)]
        + [UInt8(h & 0xFF), UInt8(h >> 8 & 0xFF), UInt8(h >> 16 & 0xFF)]
      chunks = vp8x + chunks
    }
    return Array("RIFF".utf8) + le32(4 + chunks.count) + Array("WEBP".utf8) + chunks
  }

  /// A JPEG with the size in its start-of-frame segment replaced.
  static func jpeg(_ bytes: [UInt8], claiming width: Int, _ height: Int) -> [UInt8] {
    var bytes = bytes
    var index = 2
    while index + 9 < bytes.count {
      let marker = bytes[index + 1]
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      if marker == 0xC0 || marker == 0xC2 {
        bytes.replaceSubrange((index + 5)..<(index + 9), with: be16(height) + be16(width))
        return bytes
      }
      index += 2 + length
    }
    return bytes
  }

  // MARK: - Pieces

  private static func lzw(_ indices: [UInt8]) -> [UInt8] {
    var codes: [Int] = []
    for index in indices { codes += [4, Int(index & 3)] }  // clear, then the pixel
    codes.append(5)  // end of information
    var bytes: [UInt8] = []
    var accumulator = 0
    var bits = 0
    for code in codes {
      accumulator |= code << bits
      bits += 3
      while bits >= 8 {
        bytes.append(UInt8(accumulator & 0xFF))
        accumulator >>= 8
        bits -= 8
      }
    }
    if bits > 0 { bytes.append(UInt8(accumulator & 0xFF)) }
    return bytes
  }

  private static func subBlocks(_ data: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    var start = 0
    while start < data.count {
      let end = min(data.count, start + 255)
      bytes.append(UInt8(end - start))
      bytes += data[start..<end]
      start = end
    }
    return bytes + [0]
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(data.count) + body + be32(Int(crc32(body)))
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
  static func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16(value >> 16 & 0xFFFF) }
  static func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
  static func be32(_ value: Int) -> [UInt8] { be16(value >> 16 & 0xFFFF) + be16(value & 0xFFFF) }
}
