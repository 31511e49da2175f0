/// The largest image a decoder accepts, checked against the header before any pixel buffer
/// is allocated.
///
/// A file whose header claims more is refused with ``PictureError/tooLarge(width:height:)``.
/// Images decoded at full size (PNG, GIF, BMP, lossless or animated WebP) have a lower pixel
/// cap than those decoded at a reduced scale (JPEG, lossy WebP), since their whole image must
/// fit in memory at once.
///
/// ```swift
/// let strict = DecodeLimits(maxSide: 4096, maxPixels: 8_000_000, maxUnscaledPixels: 4_000_000)
/// ```
public struct DecodeLimits: Hashable, Sendable {
  /// The largest width or height, in pixels.
  public var maxSide: Int
  /// The most pixels (width × height) of any image.
  public var maxPixels: Int
  /// The most pixels of an image that is decoded at full size (PNG, GIF, BMP, lossless or
  /// animated WebP): 4 bytes each.
  public var maxUnscaledPixels: Int
  /// The most scans of a JPEG, counted before it is decoded.
  ///
  /// A real progressive JPEG has about 10 (libjpeg's and mozjpeg's default scripts have 10 or
  /// 11); each scan costs a pass over every block, about 30 ms at 48 megapixels here, so a
  /// file of thousands of tiny scans would hold the decoder for seconds.
  public var maxScans: Int

  /// Creates limits; the defaults take a 16384-pixel side, 50 megapixels, 24 megapixels
  /// (96 MB of RGBA) for formats decoded at full size, and 100 scans.
  public init(
    maxSide: Int = 16384, maxPixels: Int = 50_000_000, maxUnscaledPixels: Int = 24_000_000,
    maxScans: Int = 100
  ) {
    self.maxSide = maxSide
    self.maxPixels = maxPixels
    self.maxUnscaledPixels = maxUnscaledPixels
    self.maxScans = maxScans
  }

  /// The default limits.
  public static let standard = DecodeLimits()

  /// Throws ``PictureError/tooLarge(width:height:)`` if an image of this size is refused, and
  /// ``PictureError/corrupt(_:)`` if a side is zero or negative.
  func check(width: Int, height: Int, scaled: Bool) throws(PictureError) {
    guard width > 0, height > 0 else {
      throw .corrupt("the header gives a size of \(width)×\(height)")
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    let cap = scaled ? maxPixels : min(maxPixels, maxUnscaledPixels)
    if width > maxSide || height > maxSide || overflow || pixels > cap {
      throw .tooLarge(width: width, height: height)
    }
  }
}
