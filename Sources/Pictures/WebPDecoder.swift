import CWebP

/// WebP through libwebp: still images decoded straight to the size needed by libwebp's own
/// rescaler, and the first frame of an animation through libwebpdemux.
///
/// Only lossy still images without alpha are held to ``DecodeLimits/maxStreamedPixels``, being
/// rescaled row by row: a lossless image, the alpha plane of a lossy one, and an animation's
/// canvas are held whole in memory while they are decoded (measured: 500 MB for a lossy
/// 10000×10000 with alpha, 27 MB without), so those are held to
/// ``DecodeLimits/maxUnscaledPixels``.
///
/// `WebPGetFeatures` reads the header (for an animation, its canvas) before anything is
/// allocated. libwebp reports errors as status codes.
///
/// Still images go through libwebp's incremental decoder, which says how many rows it wrote:
/// a file cut short (`VP8_STATUS_SUSPENDED`) or failing part way keeps those rows, grey below
/// them, and is marked damaged, as a JPEG is. One that gives no row is an error. An Exif
/// orientation in an `EXIF` chunk is applied, as a JPEG's is.
enum WebPDecoder {
  /// Decodes a WebP image, reduced to cover `needed` of it, and turned upright as its `EXIF`
  /// chunk says.
  static func decode(
    _ bytes: [UInt8], covering needed: (PixelSize) -> PixelSize, limits: DecodeLimits
  ) throws(PictureError) -> DecodedImage {
    let orientation = ExifOrientation(webp: bytes) ?? .up
    let result = bytes.withUnsafeBufferPointer { buffer -> Result<DecodedImage, PictureError> in
      Result { () throws(PictureError) in
        try decode(
          buffer, covering: { orientation.turned(needed(orientation.turned($0))) },
          limits: limits)
      }
    }
    return try result.get().oriented(orientation)
  }

  /// Decodes from memory that stays valid throughout.
  private static func decode(
    _ buffer: UnsafeBufferPointer<UInt8>, covering needed: (PixelSize) -> PixelSize,
    limits: DecodeLimits
  ) throws(PictureError) -> DecodedImage {
    guard let base = buffer.baseAddress else { throw .empty }
    var features = WebPBitstreamFeatures()
    let header = WebPGetFeatures(base, buffer.count, &features)
    guard header == VP8_STATUS_OK else { throw .corrupt(describe(header)) }
    let size = PixelSize(width: Int(features.width), height: Int(features.height))
    if features.has_animation != 0 {
      try limits.check(width: size.width, height: size.height, .whole)
      let frame = try firstFrame(buffer, size: size)
      return ImageDecoder.reduced(frame, format: .webp, covering: needed)
    }
    // Lossy images are rescaled row by row. libwebp holds a lossless one whole as it decodes
    // (its references reach back anywhere), 4 bytes a pixel whatever the output's size, and so
    // the alpha plane of a lossy one, itself lossless: with it, 5 bytes a pixel.
    let target = scaledSize(of: size, covering: needed(size))
    if features.format == 1 && features.has_alpha == 0 {
      try limits.check(width: size.width, height: size.height, .streamed)
      try limits.check(output: target, of: size)
    } else {
      try limits.check(width: size.width, height: size.height, .whole)
    }

    var config = WebPDecoderConfig()
    guard WebPInitDecoderConfig(&config) != 0 else { throw .corrupt("libwebp version mismatch") }
    if target != size {
      config.options.use_scaling = 1
      config.options.scaled_width = Int32(target.width)
      config.options.scaled_height = Int32(target.height)
    }
    var status = VP8_STATUS_OK
    var rows = 0
    let pixels = [UInt8](unsafeUninitializedCapacity: target.width * target.height * 4) {
      output, count in
      count = output.count
      config.output.colorspace = MODE_RGBA
      config.output.is_external_memory = 1
      config.output.u.RGBA.rgba = output.baseAddress
      config.output.u.RGBA.stride = Int32(target.width * 4)
      config.output.u.RGBA.size = output.count
      (status, rows) = decodeIncrementally(base, count: buffer.count, config: &config)
      WebPFreeDecBuffer(&config.output)
      if status != VP8_STATUS_OK { MissingRows.fill(output, width: target.width, from: rows) }
    }
    guard status == VP8_STATUS_OK || rows > 0 else {
      throw .corrupt(describe(status == VP8_STATUS_SUSPENDED ? VP8_STATUS_NOT_ENOUGH_DATA : status))
    }
    let image = PixelImage(unchecked: target.width, height: target.height, pixels: pixels)
    return DecodedImage(
      image: image, originalSize: size, format: .webp, isDamaged: status != VP8_STATUS_OK)
  }

  /// Runs libwebp's incremental decoder over the whole file into `config`'s output: its status
  /// (`VP8_STATUS_SUSPENDED` when the data ends early) and how many rows, from the top, it
  /// wrote before it finished or stopped.
  private static func decodeIncrementally(
    _ base: UnsafePointer<UInt8>, count: Int, config: inout WebPDecoderConfig
  ) -> (status: VP8StatusCode, rows: Int) {
    // The decoder keeps pointers to the config's options and output, so it must not move.
    withUnsafeMutablePointer(to: &config) { config in
      guard let decoder = WebPIDecode(nil, 0, config) else { return (VP8_STATUS_OUT_OF_MEMORY, 0) }
      defer { WebPIDelete(decoder) }
      let status = WebPIUpdate(decoder, base, count)
      let height = Int(config.pointee.output.height)
      if status == VP8_STATUS_OK { return (status, height) }
      var lastRow: Int32 = 0
      guard WebPIDecGetRGB(decoder, &lastRow, nil, nil, nil) != nil else { return (status, 0) }
      return (status, min(height, max(0, Int(lastRow))))
    }
  }

  /// The first frame of an animated WebP, composed on its canvas.
  private static func firstFrame(
    _ buffer: UnsafeBufferPointer<UInt8>, size: PixelSize
  ) throws(PictureError) -> PixelImage {
    var options = WebPAnimDecoderOptions()
    guard WebPAnimDecoderOptionsInit(&options) != 0 else {
      throw .corrupt("libwebpdemux version mismatch")
    }
    options.color_mode = MODE_RGBA
    options.use_threads = 0
    var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
    guard let decoder = WebPAnimDecoderNew(&data, &options) else {
      throw .corrupt("unreadable WebP animation")
    }
    defer { WebPAnimDecoderDelete(decoder) }
    var info = WebPAnimInfo()
    guard WebPAnimDecoderGetInfo(decoder, &info) != 0,
      Int(info.canvas_width) == size.width, Int(info.canvas_height) == size.height
    else { throw .corrupt("WebP animation canvas differs from its header") }
    var frame: UnsafeMutablePointer<UInt8>?
    var timestamp: Int32 = 0
    guard WebPAnimDecoderGetNext(decoder, &frame, &timestamp) != 0, let frame else {
      throw .corrupt("WebP animation without a readable frame")
    }
    let pixels = Array(UnsafeBufferPointer(start: frame, count: size.width * size.height * 4))
    return PixelImage(unchecked: size.width, height: size.height, pixels: pixels)
  }

  /// The size libwebp's rescaler should produce: the smallest covering `needed`, never more
  /// than the image itself.
  private static func scaledSize(of size: PixelSize, covering needed: PixelSize) -> PixelSize {
    let scale = max(
      Double(needed.width) / Double(size.width), Double(needed.height) / Double(size.height))
    guard scale < 1 else { return size }
    return PixelSize(
      width: max(1, Int((Double(size.width) * scale).rounded(.up))),
      height: max(1, Int((Double(size.height) * scale).rounded(.up))))
  }

  /// A readable name for a libwebp status.
  private static func describe(_ status: VP8StatusCode) -> String {
    switch status {
    case VP8_STATUS_OUT_OF_MEMORY: "out of memory"
    case VP8_STATUS_INVALID_PARAM: "invalid parameter"
    case VP8_STATUS_BITSTREAM_ERROR: "bitstream error"
    case VP8_STATUS_UNSUPPORTED_FEATURE: "unsupported WebP feature"
    case VP8_STATUS_NOT_ENOUGH_DATA: "truncated WebP data"
    default: "unreadable WebP"
    }
  }
}
