import CPng

/// PNG through libpng's progressive reader, at full size, as 8-bit RGBA.
///
/// The reader (`cpng_read_progressive`, in CPng's `progressive.h`) keeps libpng's `setjmp` in
/// C and reports failure as a return value with a message, so no error unwinds through Swift.
/// A first read stops where the image data starts, which lets the size be checked against
/// ``DecodeLimits`` before any pixel buffer exists; a second decodes the rows into one.
/// Palette, grey, 16-bit and transparency are converted to RGBA as libpng's simplified API
/// converts them.
///
/// A file cut short, or damaged in its image data, gives the rows decoded before the fault and
/// grey below them, marked damaged, as a JPEG does. An interlaced file fills every row once its
/// first pass is in, in blocks that later passes refine. A file that fails before its first
/// row is an error.
enum PNGDecoder {
  /// Decodes a PNG, whole or as far as it goes.
  static func decode(
    _ bytes: [UInt8], limits: DecodeLimits
  ) throws(PictureError) -> (image: PixelImage, isDamaged: Bool) {
    let result = bytes.withUnsafeBufferPointer {
      buffer -> Result<(image: PixelImage, isDamaged: Bool), PictureError> in
      Result { () throws(PictureError) in try decode(buffer, limits: limits) }
    }
    return try result.get()
  }

  /// Decodes from memory that stays valid throughout.
  private static func decode(
    _ buffer: UnsafeBufferPointer<UInt8>, limits: DecodeLimits
  ) throws(PictureError) -> (image: PixelImage, isDamaged: Bool) {
    guard let base = buffer.baseAddress else { throw .empty }
    var read = cpng_read()
    cpng_read_progressive(base, buffer.count, &read)
    guard read.has_header != 0 else {
      // Cut before its image data, a file still says its size in its first chunk: one too
      // large is said to be, as when it is whole.
      if let size = headerSize(buffer) {
        try limits.check(width: size.width, height: size.height, scaled: false)
      }
      throw .corrupt(message(of: &read, otherwise: "the PNG ends before its image data"))
    }
    let width = Int(read.width)
    let height = Int(read.height)
    try limits.check(width: width, height: height, scaled: false)
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, count in
      count = output.count
      read.pixels = output.baseAddress
      cpng_read_progressive(base, buffer.count, &read)
      read.pixels = nil
      if !isWhole(read) { MissingRows.fill(output, width: width, from: Int(read.rows)) }
    }
    if !isWhole(read) && read.rows == 0 {
      throw .corrupt(message(of: &read, otherwise: "the PNG ends before its first row"))
    }
    let image = PixelImage(unchecked: width, height: height, pixels: pixels)
    return (image, !isWhole(read))
  }

  /// The width and height of the `IHDR` chunk, which a PNG starts with after its signature.
  private static func headerSize(_ bytes: UnsafeBufferPointer<UInt8>) -> PixelSize? {
    guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
    func number(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return PixelSize(width: number(at: 16), height: number(at: 20))
  }

  /// Whether every row of every pass arrived.
  private static func isWhole(_ read: cpng_read) -> Bool {
    read.complete != 0 && read.rows == read.height
  }

  /// libpng's message for the read's failure, or `otherwise` when it stopped without one.
  private static func message(of read: inout cpng_read, otherwise: String) -> String {
    let text = withUnsafeBytes(of: &read.message) { raw in
      String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
    return text.isEmpty ? otherwise : text
  }
}
