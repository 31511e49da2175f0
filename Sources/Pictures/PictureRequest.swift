import Render

/// One picture wanted on screen: a source, the box of cells it must fit, and its colours.
///
/// The same source in two boxes, or two colour modes, is two requests and two pictures; the
/// loader decodes the source once for both when it can.
///
/// ```swift
/// let request = PictureRequest(.file(path), fitting: Size(width: 40, height: 12),
///                              colors: PictureColorMode(terminalColors: 256))
/// ```
public struct PictureRequest: Hashable, Sendable {
  /// Where the bytes come from.
  public let source: PictureSource
  /// The largest picture wanted, in columns and rows; the picture keeps the image's aspect
  /// ratio, so it fills the box one way and may be smaller the other.
  public let box: Size
  /// The colours to draw with.
  public let colors: PictureColorMode
  /// The part of a picture of extreme shape to show instead of the whole, as a feed's
  /// thumbnail does; nil for the whole picture.
  ///
  /// Part of the request's identity: the same source cropped and whole is two pictures.
  public let crop: PictureCrop?

  /// Creates a request; negative box sides count as zero, which gives an empty picture.
  ///
  /// With `crop`, a picture of a shape past its limits is cut to them before it is fitted.
  public init(
    _ source: PictureSource, fitting box: Size, colors: PictureColorMode = .indexed256,
    crop: PictureCrop? = nil
  ) {
    self.source = source
    self.box = Size(width: max(0, box.width), height: max(0, box.height))
    self.colors = colors
    self.crop = crop
  }
}
