import CStb

/// GIF (the first frame with pixels) and BMP through stb_image, at full size, as RGBA.
///
/// `stbi_info_from_memory` reads only the header, so the size is checked before
/// `stbi_load_from_memory` allocates. A GIF's size is its logical screen, which is what stb
/// allocates, whatever the size of its frames.
enum StbDecoder {
  /// Decodes the first image of a GIF or BMP file.
  static func decode(_ bytes: [UInt8], limits: DecodeLimits) throws(PictureError) -> PixelImage {
    guard bytes.count <= Int(Int32.max) else { throw .corrupt("the file is too long") }
    // A GIF's first frame with pixels is drawn, not one of 0×0 before it.
    let drawn = try GIFFrames.skippingEmpty(bytes) ?? bytes
    // A GIF whose first image reaches past its screen is shown at the image's size.
    let bytes = GIFScreen.fitted(drawn) ?? drawn
    let result = bytes.withUnsafeBufferPointer { buffer -> Result<PixelImage, PictureError> in
      Result { () throws(PictureError) in try decode(buffer, limits: limits) }
    }
    return try result.get()
  }

  /// Decodes from memory that stays valid throughout.
  private static func decode(
    _ buffer: UnsafeBufferPointer<UInt8>, limits: DecodeLimits
  ) throws(PictureError) -> PixelImage {
    guard let base = buffer.baseAddress else { throw .empty }
    let length = Int32(buffer.count)
    var width: Int32 = 0
    var height: Int32 = 0
    var channels: Int32 = 0
    guard stbi_info_from_memory(base, length, &width, &height, &channels) == 1 else {
      throw .corrupt(failureReason())
    }
    // A top-down BMP's header gives a negative height, which stb's info passes on as it is
    // and its loader reads as the height of the picture the right way up.
    try limits.check(width: Int(width), height: abs(Int(height)), .whole)
    guard let data = stbi_load_from_memory(base, length, &width, &height, &channels, 4) else {
      throw .corrupt(failureReason())
    }
    defer { stbi_image_free(data) }
    let count = Int(width) * Int(height) * 4
    let pixels = Array(UnsafeBufferPointer(start: data, count: count))
    return PixelImage(unchecked: Int(width), height: Int(height), pixels: pixels)
  }

  /// stb_image's reason for the last failure on this thread.
  private static func failureReason() -> String {
    guard let reason = stbi_failure_reason() else { return "unreadable image" }
    return String(cString: reason)
  }
}
