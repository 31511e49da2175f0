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
  /// Whether the bytes were damaged, such as a JPEG, PNG or WebP cut short: the decoder gave
  /// what it could and filled the rest grey, so the image is not the whole picture.
  public let isDamaged: Bool

  /// Creates a decoded image.
  public init(
    image: PixelImage, originalSize: PixelSize, format: ImageFormat, isDamaged: Bool = false
  ) {
    self.image = image
    self.originalSize = originalSize
    self.format = format
    self.isDamaged = isDamaged
  }

  /// The image of a decoder that reads stored pixels, turned upright as `orientation` says.
  func oriented(_ orientation: ExifOrientation) -> DecodedImage {
    guard orientation != .up else { return self }
    return DecodedImage(
      image: image.oriented(orientation), originalSize: orientation.turned(originalSize),
      format: format, isDamaged: isDamaged)
  }

  /// Whether these pixels have as much detail as a picture needing `needed` (upright) can
  /// use: at least that many pixels each way, or every pixel of the original.
  func covers(_ needed: PixelSize) -> Bool {
    image.width >= min(needed.width, originalSize.width)
      && image.height >= min(needed.height, originalSize.height)
  }
}
