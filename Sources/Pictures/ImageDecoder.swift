/// Decodes JPEG, PNG, GIF, WebP and BMP bytes into upright RGBA pixels, safely.
///
/// The format is recognised by its magic bytes. The header is read first and the image
/// refused if it is larger than ``DecodeLimits`` allow, before any pixel buffer exists. No
/// library error handler exits the process or unwinds through Swift: every failure is a
/// ``PictureError``. A JPEG, PNG or still WebP cut short or damaged part way gives what was
/// decoded before the fault, grey below, marked ``DecodedImage/isDamaged``; a PNG or WebP that
/// gives no row at all is an error.
///
/// A picture needs only so many pixels (about 8 per cell each way), so `covering` names the
/// fewest pixels wanted, given the image's upright size. JPEG and WebP decode at the smallest
/// scale that still covers it, a PNG that is not interlaced is reduced row by row as it is
/// read, and other images decode whole and are then reduced.
///
/// ```swift
/// let decoded = try ImageDecoder.decode(bytes) { _ in PixelSize(width: 480, height: 160) }
/// decoded.image.size      // e.g. 504×378 for a 4032×3024 JPEG, decoded at 1/8 scale
/// decoded.originalSize    // 4032×3024
/// ```
public enum ImageDecoder {
  /// Decodes `bytes`, reduced to no fewer pixels than `covering` asks for the upright image.
  ///
  /// - Parameters:
  ///   - bytes: the whole file.
  ///   - covering: given the upright size of the full image, the fewest pixels each way
  ///     wanted; nil for full size.
  ///   - limits: the largest image accepted.
  /// - Throws: ``PictureError/empty``, ``PictureError/unsupportedFormat`` (or
  ///   ``PictureError/foreignFormat(_:)`` for a picture of a format it does not decode),
  ///   ``PictureError/tooLarge(width:height:)`` or ``PictureError/corrupt(_:)``.
  public static func decode(
    _ bytes: [UInt8], covering: ((PixelSize) -> PixelSize)? = nil,
    limits: DecodeLimits = .standard
  ) throws(PictureError) -> DecodedImage {
    guard !bytes.isEmpty else { throw .empty }
    guard let format = ImageFormat(sniffing: bytes) else {
      throw ForeignImageFormat(sniffing: bytes).map { .foreignFormat($0) } ?? .unsupportedFormat
    }
    let needed = covering ?? { $0 }
    switch format {
    case .jpeg:
      return try JPEGDecoder.decode(bytes, covering: needed, limits: limits)
    case .webp:
      return try WebPDecoder.decode(bytes, covering: needed, limits: limits)
    case .png:
      return try PNGDecoder.decode(bytes, covering: needed, limits: limits)
    case .gif, .bmp:
      let image = try StbDecoder.decode(bytes, limits: limits)
      return reduced(
        image, format: format, covering: needed,
        isDamaged: StbTruncation.isCut(bytes, format: format))
    }
  }

  /// A full-size image, reduced if it has many more pixels than needed.
  static func reduced(
    _ image: PixelImage, format: ImageFormat, covering needed: (PixelSize) -> PixelSize,
    isDamaged: Bool = false
  ) -> DecodedImage {
    let target = ImageDecoder.reducedSize(of: image.size, covering: needed(image.size))
    let pixels = target == image.size ? image : image.resized(to: target)
    return DecodedImage(
      image: pixels, originalSize: image.size, format: format, isDamaged: isDamaged)
  }

  /// The smallest size with the aspect ratio of `size` that covers `needed` (within `size`);
  /// `size` itself unless that saves at least half the pixels each way.
  static func reducedSize(of size: PixelSize, covering needed: PixelSize) -> PixelSize {
    let scale = max(
      Double(needed.width) / Double(size.width), Double(needed.height) / Double(size.height))
    guard scale <= 0.5 else { return size }
    return PixelSize(
      width: max(1, Int((Double(size.width) * scale).rounded(.up))),
      height: max(1, Int((Double(size.height) * scale).rounded(.up))))
  }
}
