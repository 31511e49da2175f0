/// The largest image a decoder accepts, checked against the header before any pixel buffer
/// is allocated.
///
/// A file whose header claims more is refused with ``PictureError/tooLarge(width:height:)``.
/// What an image costs depends on how it is decoded, so each way has its cap:
/// - whole, at full size (GIF, BMP, an interlaced PNG, a lossless or animated WebP, or any
///   image wanted at full size): 4 bytes a pixel at once, ``maxUnscaledPixels``;
/// - at a reduced scale in the DCT (JPEG): ``maxPixels``;
/// - row by row, each row reduced into the smaller image as it comes (a PNG that is not
///   interlaced, a lossy WebP): memory is the reduced image and a few rows, and the cap
///   ``maxStreamedPixels`` bounds the time a decode takes.
///
/// ```swift
/// let strict = DecodeLimits(maxSide: 4096, maxPixels: 8_000_000, maxUnscaledPixels: 4_000_000)
/// ```
public struct DecodeLimits: Hashable, Sendable {
  /// The largest width or height of an image decoded whole or scaled in the DCT, in pixels.
  ///
  /// The pixel caps bound what a decode costs; a side alone costs a row, so this only refuses
  /// what no format but PNG and BMP can state: 65535 is the most a GIF or JPEG header can hold
  /// (libjpeg stops at 65500, WebP at 16383). A thin image long past 16384 pixels (4×24000, a
  /// scrolling screenshot) is a few pixels, and is drawn.
  public var maxSide: Int
  /// The most pixels (width × height) of an image decoded at a reduced scale in the DCT.
  public var maxPixels: Int
  /// The most pixels of an image that is decoded at full size, and of the reduced image a
  /// row-by-row decode makes: 4 bytes each.
  public var maxUnscaledPixels: Int
  /// The most pixels of an image read row by row and reduced as it comes.
  ///
  /// Its rows cost no memory, but it takes time: about 1 s for 100 megapixels of PNG on a
  /// 2-core machine (0.2 s of lossy WebP), while the one picture worker waits on it.
  public var maxStreamedPixels: Int
  /// The largest width or height of an image read row by row, in pixels.
  public var maxStreamedSide: Int
  /// The most scans of a JPEG, counted before it is decoded.
  ///
  /// A real progressive JPEG has about 10 (libjpeg's and mozjpeg's default scripts have 10 or
  /// 11); each scan costs a pass over every block, about 30 ms at 48 megapixels here, so a
  /// file of thousands of tiny scans would hold the decoder for seconds.
  public var maxScans: Int

  /// Creates limits; the defaults take a 65535-pixel side however an image is decoded, 50
  /// megapixels scaled in the DCT, 24 megapixels (96 MB of RGBA) at full size, 100 megapixels
  /// read row by row, and 100 scans.
  public init(
    maxSide: Int = 65535, maxPixels: Int = 50_000_000, maxUnscaledPixels: Int = 24_000_000,
    maxStreamedPixels: Int = 100_000_000, maxStreamedSide: Int = 65535, maxScans: Int = 100
  ) {
    self.maxSide = maxSide
    self.maxPixels = maxPixels
    self.maxUnscaledPixels = maxUnscaledPixels
    self.maxStreamedPixels = maxStreamedPixels
    self.maxStreamedSide = maxStreamedSide
    self.maxScans = maxScans
  }

  /// The default limits.
  public static let standard = DecodeLimits()

  /// How an image is decoded, which decides the caps it is held to.
  enum Decoding {
    /// At full size, whole in memory.
    case whole
    /// At a reduced scale in the DCT.
    case scaled
    /// Row by row, reduced as it comes.
    case streamed
  }

  /// Throws ``PictureError/tooLarge(width:height:)`` if an image of this size is refused when
  /// decoded that way, and ``PictureError/corrupt(_:)`` if a side is zero or negative.
  func check(width: Int, height: Int, _ decoding: Decoding) throws(PictureError) {
    guard width > 0, height > 0 else {
      throw .corrupt("the header gives a size of \(width)×\(height)")
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    let (side, cap) =
      switch decoding {
      case .whole: (maxSide, min(maxPixels, maxUnscaledPixels))
      case .scaled: (maxSide, maxPixels)
      case .streamed: (maxStreamedSide, maxStreamedPixels)
      }
    if width > side || height > side || overflow || pixels > cap {
      throw .tooLarge(width: width, height: height)
    }
  }

  /// Throws ``PictureError/tooLarge(width:height:)``, naming the image's `size`, if the
  /// reduced image a row-by-row decode would make of it, `output`, has too many pixels.
  func check(output: PixelSize, of size: PixelSize) throws(PictureError) {
    let (pixels, overflow) = output.width.multipliedReportingOverflow(by: output.height)
    if overflow || pixels > maxUnscaledPixels {
      throw .tooLarge(width: size.width, height: size.height)
    }
  }
}
