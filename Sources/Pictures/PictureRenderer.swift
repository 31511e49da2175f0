import Render

/// Turns pixels into a ``Picture`` that fits a box of cells.
///
/// ``SymbolRenderer`` draws with Unicode block symbols and palette colours, which any
/// terminal shows and which live in the cell buffer like text. A pixel-protocol renderer
/// (sixel, kitty) would conform too, and need the backend's help: see DECISIONS.md.
public protocol PictureRenderer: Sendable {
  /// The pixels one cell needs for full detail, each way; decoders reduce big images to
  /// this many pixels per cell and no fewer.
  var pixelsPerCell: PixelSize { get }

  /// The columns and rows an image of `pixelSize` takes when fitted into `box`, keeping its
  /// aspect ratio; zero when `box` is empty.
  func cellSize(forPixels pixelSize: PixelSize, fitting box: Size) -> Size

  /// Draws `image` fitted into `box` in the given colours and symbols, over a terminal whose
  /// background is `background`.
  ///
  /// - Parameters:
  ///   - image: the pixels to draw, perhaps reduced from the full image.
  ///   - originalSize: the size of the full image `image` was reduced from, which decides the
  ///     aspect ratio and is kept in the picture.
  ///   - box: the most columns and rows the picture may take.
  ///   - colors: the colours to draw with.
  ///   - symbols: the symbols to draw with, those the terminal's font has.
  ///   - background: the terminal's background colour, which half-transparent pixels are
  ///     blended with; wholly transparent parts show the terminal's own background.
  func render(
    _ image: PixelImage, originalSize: PixelSize, fitting box: Size, colors: PictureColorMode,
    symbols: PictureSymbols, background: RGBA
  ) -> Picture
}

extension PictureRenderer {
  /// Draws `image` fitted into `box` in the given colours with all the block symbols, over a
  /// terminal whose background is `background`.
  public func render(
    _ image: PixelImage, originalSize: PixelSize, fitting box: Size, colors: PictureColorMode,
    background: RGBA
  ) -> Picture {
    render(
      image, originalSize: originalSize, fitting: box, colors: colors, symbols: .blocks,
      background: background)
  }

  /// Draws `image` fitted into `box` in the given colours, over a black background.
  public func render(
    _ image: PixelImage, originalSize: PixelSize, fitting box: Size, colors: PictureColorMode
  ) -> Picture {
    render(image, originalSize: originalSize, fitting: box, colors: colors, background: .black)
  }

  /// The fewest pixels an image of `pixelSize` fitted into `box` needs: ``pixelsPerCell``
  /// for each cell of ``cellSize(forPixels:fitting:)``.
  public func pixelsNeeded(forPixels pixelSize: PixelSize, fitting box: Size) -> PixelSize {
    let cells = cellSize(forPixels: pixelSize, fitting: box)
    return PixelSize(
      width: cells.width * pixelsPerCell.width, height: cells.height * pixelsPerCell.height)
  }

  /// The fewest pixels of an image of `pixelSize` needed when `crop` cuts it before it is
  /// fitted into `box`: as many more than its part needs as the whole is larger.
  public func pixelsNeeded(
    forPixels pixelSize: PixelSize, fitting box: Size, crop: PictureCrop?
  ) -> PixelSize {
    guard let crop else { return pixelsNeeded(forPixels: pixelSize, fitting: box) }
    return crop.pixelsNeeded(forWhole: pixelSize) { pixelsNeeded(forPixels: $0, fitting: box) }
  }
}
