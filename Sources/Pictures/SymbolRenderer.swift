import CChafa
import Render

/// Draws pictures with libchafa as Unicode block symbols in palette colours, one column per
/// symbol, so that they are ordinary cells.
///
/// Each cell is matched against chafa's block and space symbols (half blocks, quadrants,
/// eighths), with wide and ambiguous-width symbols left out so that every symbol is exactly
/// one column everywhere; or, for the Linux console, against the few its fonts have
/// (``PictureSymbols/console``). Colours are palette indexes; see-through parts are the terminal's
/// default background, never ink in its text colour (``BlockSymbol``). Without colour, the cells are ink in the default colours, each
/// part of the picture in a tone of its own (`PixelImage.shapeTones(inkOnDark:)`), dithered:
/// the lighter parts inked over a dark or unknown background, the darker over a light one.
///
/// ```swift
/// let renderer = SymbolRenderer()
/// let picture = renderer.render(
///   image, originalSize: image.size, fitting: Size(width: 60, height: 20), colors: .indexed256)
/// ```
public struct SymbolRenderer: PictureRenderer {
  /// Where colours are compared when matching pixels to the palette.
  public enum ColorSpace: Hashable, Sendable {
    /// DIN99d, a perceptual space: hues stay truer. Chafa chooses symbols and exact colours
    /// and each cell's two colours are then matched in DIN99d, at about the cost of RGB.
    case din99d
    /// Plain RGB distances, in 256 colours: chafa matches every pixel against the palette.
    /// 16 and 8 colours are matched in DIN99d whatever the space.
    case rgb
  }

  /// A cell's width over its height; terminal cells are about half as wide as they are tall.
  public var cellAspectRatio: Float
  /// The space palette colours are matched in (not used without colour).
  public var colorSpace: ColorSpace

  /// Creates a renderer for cells `cellAspectRatio` as wide as they are tall, matching
  /// colours in `colorSpace`.
  public init(cellAspectRatio: Float = 0.5, colorSpace: ColorSpace = .din99d) {
    self.cellAspectRatio = cellAspectRatio
    self.colorSpace = colorSpace
  }

  /// Chafa matches each cell as an 8×8 block of pixels.
  public var pixelsPerCell: PixelSize { PixelSize(width: 8, height: 8) }

  /// The largest cell grid with the image's aspect ratio that fits `box`
  /// (`chafa_calc_canvas_geometry`, small images scaled up).
  public func cellSize(forPixels pixelSize: PixelSize, fitting box: Size) -> Size {
    guard box.width > 0, box.height > 0, pixelSize.width > 0, pixelSize.height > 0 else {
      return .zero
    }
    var columns = Int32(clamping: box.width)
    var rows = Int32(clamping: box.height)
    chafa_calc_canvas_geometry(
      Int32(clamping: pixelSize.width), Int32(clamping: pixelSize.height), &columns, &rows,
      cellAspectRatio, 1, 0)
    return Size(width: max(1, Int(columns)), height: max(1, Int(rows)))
  }

  /// Draws `image` into the cell grid that ``cellSize(forPixels:fitting:)`` gives for
  /// `originalSize` with `symbols`, its half-transparent pixels blended with `background`.
  public func render(
    _ image: PixelImage, originalSize: PixelSize, fitting box: Size, colors: PictureColorMode,
    symbols: PictureSymbols, background: RGBA
  ) -> Picture {
    let size = cellSize(forPixels: originalSize, fitting: box)
    guard size.width > 0, size.height > 0 else {
      return Picture(cells: Buffer(width: 0, height: 0), pixelSize: originalSize)
    }
    guard
      let canvas = makeCanvas(size: size, colors: colors, symbols: symbols, background: background)
    else {
      return Picture(cells: Buffer(width: size.width, height: size.height), pixelSize: originalSize)
    }
    defer { chafa_canvas_unref(canvas) }
    let image =
      colors == .none ? toned(image, size: size, inkOnDark: background.isLight) : image
    image.pixels.withUnsafeBufferPointer { pixels in
      chafa_canvas_draw_all_pixels(
        canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, Int32(image.width),
        Int32(image.height), Int32(image.width * 4))
    }
    let cells =
      if let palette = matchedPalette(colors) {
        readMatchedCells(canvas, size: size, palette: palette)
      } else {
        readCells(canvas, size: size, colored: colors != .none)
      }
    return Picture(cells: cells, pixelSize: originalSize)
  }

  /// The image as grey tones of ink (`PixelImage.shapeTones(inkOnDark:)`) at exactly the
  /// pixels of a canvas of `size` cells, for drawing without colour; with `inkOnDark`, for a
  /// light background, the darker parts are inked.
  ///
  /// Resized here with a box filter rather than by chafa, whose smoother scaling blended a
  /// black edge beside white into greys that its dithering then scattered as stray dots.
  private func toned(_ image: PixelImage, size: Size, inkOnDark: Bool) -> PixelImage {
    image.resized(
      to: PixelSize(
        width: size.width * pixelsPerCell.width, height: size.height * pixelsPerCell.height)
    ).shapeTones(inkOnDark: inkOnDark)
  }

  /// The palette the colours of `colors` are matched to here rather than by chafa; nil when
  /// chafa matches them.
  ///
  /// Chafa then picks each cell's symbol and exact colours in RGB (a third of the time its
  /// DIN99d matching of every pixel takes), and ``PaletteMatcher`` matches the two colours of
  /// each cell in DIN99d. So it is for 256 colours in DIN99d, and always for 16 and 8: chafa's
  /// own first 16 colours are not xterm's (its yellow is 0x707000 and its white 0xC0C0C0, so
  /// pure yellow and cyan came out white), while a terminal with 16 or 8 colours is taken to
  /// show xterm's defaults.
  private func matchedPalette(_ colors: PictureColorMode) -> PaletteMatcher.Palette? {
    switch colors {
    case .indexed256: colorSpace == .din99d ? .xterm240 : nil
    case .indexed16: .base16
    case .indexed8: .base8
    case .none: nil
    }
  }

  /// A chafa canvas of `size` cells, configured for `symbols` in `colors` over `background`;
  /// nil if chafa fails.
  ///
  /// Chafa blends each pixel that is partly transparent with its background colour before it
  /// matches symbols; pixels under its transparency threshold (half) are left out, and show
  /// the terminal's own background.
  private func makeCanvas(
    size: Size, colors: PictureColorMode, symbols: PictureSymbols, background: RGBA
  )
    -> OpaquePointer?
  {
    guard let symbolMap = symbols.chafaSymbolMap() else { return nil }
    defer { chafa_symbol_map_unref(symbolMap) }

    guard let config = chafa_canvas_config_new() else { return nil }
    defer { chafa_canvas_config_unref(config) }
    chafa_canvas_config_set_geometry(config, Int32(size.width), Int32(size.height))
    chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SYMBOLS)
    chafa_canvas_config_set_symbol_map(config, symbolMap)
    chafa_canvas_config_set_canvas_mode(
      config,
      matchedPalette(colors) != nil
        ? CHAFA_CANVAS_MODE_TRUECOLOR
        : colors == .none ? CHAFA_CANVAS_MODE_FGBG : CHAFA_CANVAS_MODE_INDEXED_240)
    chafa_canvas_config_set_bg_color(config, background.packedRGB)
    if colors == .none {
      // White ink on black, so a tone's grey is how much of it is ink; the tones are already
      // stretched, so chafa's own contrast changes are off; ordered dithering in grains of a
      // cell's quadrant turns a tone between into a pattern of quadrants.
      chafa_canvas_config_set_fg_color(config, 0xFF_FFFF)
      chafa_canvas_config_set_bg_color(config, 0)
      chafa_canvas_config_set_preprocessing_enabled(config, 0)
      chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_ORDERED)
      chafa_canvas_config_set_dither_grain_size(config, 4, 4)
    }
    return chafa_canvas_new(config)
  }

  /// The canvas's symbols and palette colours as cells.
  private func readCells(_ canvas: OpaquePointer, size: Size, colored: Bool) -> Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    for y in 0..<size.height {
      for x in 0..<size.width {
        let code = chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))
        let symbol = Unicode.Scalar(code).map(Character.init) ?? " "
        guard colored else {
          buffer.set(Cell(grapheme: symbol, style: .plain, isPicture: true), x: x, y: y)
          continue
        }
        var foreground: Int32 = -1
        var background: Int32 = -1
        chafa_canvas_get_raw_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
        let cell = BlockSymbol.cell(symbol, ink: color(foreground), ground: color(background))
        buffer.set(Self.finished(cell), x: x, y: y)
      }
    }
    return buffer
  }

  /// The canvas's symbols, with its exact colours matched to `palette` in DIN99d.
  private func readMatchedCells(
    _ canvas: OpaquePointer, size: Size, palette: PaletteMatcher.Palette
  ) -> Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    var matcher = PaletteMatcher(palette)
    func color(_ packed: Int32) -> Color? {
      packed < 0 ? nil : .indexed(matcher.index(ofPacked: packed))
    }
    for y in 0..<size.height {
      for x in 0..<size.width {
        let code = chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))
        let symbol = Unicode.Scalar(code).map(Character.init) ?? " "
        var foreground: Int32 = -1
        var background: Int32 = -1
        chafa_canvas_get_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
        let cell = BlockSymbol.cell(symbol, ink: color(foreground), ground: color(background))
        buffer.set(Self.finished(cell), x: x, y: y)
      }
    }
    return buffer
  }

  /// A cell as a picture holds it: in its simplest form, and marked as a picture's
  /// (`Cell.isPicture`), so that a selection's highlight leaves it as it is.
  static func finished(_ cell: Cell) -> Cell {
    var cell = simplest(cell)
    cell.isPicture = true
    return cell
  }

  /// The same look in the fewest parts: a symbol whose two colours became one palette colour
  /// is a blank on that colour, as is a full block, so that a terminal is sent one colour
  /// where one shows.
  static func simplest(_ cell: Cell) -> Cell {
    let style = cell.style
    if cell.grapheme == "█", style.foreground != .default {
      return Cell(grapheme: " ", style: Style(background: style.foreground))
    }
    if style.foreground == style.background, style.background != .default {
      return Cell(grapheme: " ", style: Style(background: style.background))
    }
    return cell
  }

  /// A raw chafa colour as a cell colour: a palette index, or nil for -1 (transparent) and
  /// anything out of range.
  private func color(_ raw: Int32) -> Color? {
    UInt8(exactly: raw).map { .indexed($0) }
  }
}
