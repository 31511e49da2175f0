/// A decoded image, upright, and the size of the whole image it came from.
///
/// ``image`` may be smaller than ``originalSize``: decoders reduce big images to the
/// resolution a picture needs (see ``ImageDecoder/decode(_:covering:limits:)``).
public struct DecodedImage: Equatable, Sendable {
  /// The pixels, upright (Exif orientation applied), possibly reduced.
  public let image: PixelImage
  /// The width and height of the full image, upright.
  public let originalSize: PixelSize
  /// The format the bytes were in.
  public let format: ImageFormat

  /// Creates a decoded image.
  public init(image: PixelImage, originalSize: PixelSize, format: ImageFormat) {
    self.image = image
    self.originalSize = originalSize
    self.format = format
  }

  /// Whether these pixels have as much detail as a picture needing `needed` (upright) can
  /// use: at least that many pixels each way, or every pixel of the original.
  func covers(_ needed: PixelSize) -> Bool {
    image.width >= min(needed.width, originalSize.width)
      && image.height >= min(needed.height, originalSize.height)
  }
}
