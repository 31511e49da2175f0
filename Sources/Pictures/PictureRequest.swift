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

  /// Creates a request; negative box sides count as zero, which gives an empty picture.
  public init(_ source: PictureSource, fitting box: Size, colors: PictureColorMode = .indexed256) {
    self.source = source
    self.box = Size(width: max(0, box.width), height: max(0, box.height))
    self.colors = colors
  }
}
