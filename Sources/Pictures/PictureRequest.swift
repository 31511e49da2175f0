import Render

/// One picture wanted on screen: a source, the box of cells it must fit, its colours and the
/// terminal's background colour behind it.
///
/// The same source in two boxes, two colour modes or over two backgrounds is two requests and
/// two pictures; the loader decodes the source once for all when it can.
///
/// ```swift
/// let request = PictureRequest(.file(path), fitting: Size(width: 40, height: 12),
///                              colors: PictureColorMode(terminalColors: 256),
///                              background: RGBA(red: 255, green: 255, blue: 255))
/// ```
public struct PictureRequest: Hashable, Sendable {
  /// Where the bytes come from.
  public let source: PictureSource
  /// The largest picture wanted, in columns and rows; the picture keeps the image's aspect
  /// ratio, so it fills the box one way and may be smaller the other.
  public let box: Size
  /// The colours to draw with.
  public let colors: PictureColorMode
  /// The symbols to draw with: those the terminal's font has.
  public let symbols: PictureSymbols
  /// The part of a picture of extreme shape to show instead of the whole, as a feed's
  /// thumbnail does; nil for the whole picture.
  ///
  /// Part of the request's identity: the same source cropped and whole is two pictures.
  public let crop: PictureCrop?
  /// The terminal's background colour, which half-transparent pixels are blended with.
  ///
  /// Always opaque. Without colour (``PictureColorMode/none``) only whether it is light counts:
  /// it is then white for a light background, whose ink is dark, so the picture's darker parts
  /// are inked, and black for any other.
  ///
  /// Part of the request's identity: the same picture over another background is another
  /// picture. Wholly transparent parts are never drawn in it: they show the terminal's own
  /// background, whatever it is.
  public let background: RGBA

  /// Creates a request; negative box sides count as zero, which gives an empty picture.
  ///
  /// With `crop`, a picture of a shape past its limits is cut to them before it is fitted.
  /// `background` is the terminal's background colour (black when it is not known); its alpha
  /// is not used. `symbols` are those the terminal's font has: ``PictureSymbols/console`` on
  /// the Linux console.
  public init(
    _ source: PictureSource, fitting box: Size, colors: PictureColorMode = .indexed256,
    symbols: PictureSymbols = .blocks, crop: PictureCrop? = nil, background: RGBA = .black
  ) {
    self.source = source
    self.box = Size(width: max(0, box.width), height: max(0, box.height))
    self.colors = colors
    self.symbols = symbols
    self.crop = crop
    self.background =
      colors == .none
      ? (background.isLight ? .white : .black)
      : RGBA(red: background.red, green: background.green, blue: background.blue)
  }

  /// The same request over another background.
  public func over(_ background: RGBA) -> PictureRequest {
    PictureRequest(
      source, fitting: box, colors: colors, symbols: symbols, crop: crop, background: background)
  }
}
