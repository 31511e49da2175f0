import CPng

/// PNG through libpng's simplified API, at full size, as 8-bit RGBA.
///
/// The simplified API does its own `setjmp` around every libpng call and reports failure as a
/// return value with a message, so no error unwinds through Swift. It reads the header
/// (`png_image_begin_read_from_memory`) before the pixels, which lets the size be checked
/// first. Palette, grey, 16-bit and transparency are all converted to RGBA by libpng.
enum PNGDecoder {
  /// Decodes a whole PNG.
  static func decode(_ bytes: [UInt8], limits: DecodeLimits) throws(PictureError) -> PixelImage {
    let result = bytes.withUnsafeBytes { raw -> Result<PixelImage, PictureError> in
      Result { () throws(PictureError) in try decode(raw, limits: limits) }
    }
    return try result.get()
  }

  /// Decodes from memory that stays valid throughout.
  private static func decode(
    _ raw: UnsafeRawBufferPointer, limits: DecodeLimits
  ) throws(PictureError) -> PixelImage {
    var image = png_image()
    image.version = cpng_image_version()
    defer { png_image_free(&image) }
    guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
      throw .corrupt(message(of: &image))
    }
    let width = Int(image.width)
    let height = Int(image.height)
    try limits.check(width: width, height: height, scaled: false)
    image.format = cpng_format_rgba()
    var failed = false
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, count in
      count = output.count
      failed =
        png_image_finish_read(&image, nil, output.baseAddress, Int32(width * 4), nil) == 0
    }
    if failed { throw .corrupt(message(of: &image)) }
    return PixelImage(unchecked: width, height: height, pixels: pixels)
  }

  /// libpng's message for the last failure on `image`.
  private static func message(of image: inout png_image) -> String {
    let text = withUnsafeBytes(of: &image.message) { raw in
      String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
    return text.isEmpty ? "unreadable PNG" : text
  }
}
