import Render

extension Picture {
  /// Decodes image bytes and draws them fitted into `box`, synchronously.
  ///
  /// For a screen, prefer ``PictureLoader``, which does this off the main thread and caches
  /// the result; this is for `--dump`, tests and tools.
  ///
  /// ```swift
  /// let picture = try Picture(decoding: bytes, fitting: Size(width: 20, height: 8))
  /// ```
  ///
  /// With `crop`, a picture of a shape past its limits is cut to them before it is fitted.
  /// Half-transparent pixels are blended with `background`, the terminal's background colour;
  /// `symbols` are those the terminal's font has.
  public init(
    decoding bytes: [UInt8], fitting box: Size, colors: PictureColorMode = .indexed256,
    symbols: PictureSymbols = .blocks, crop: PictureCrop? = nil, background: RGBA = .black,
    limits: DecodeLimits = .standard,
    renderer: some PictureRenderer = SymbolRenderer()
  ) throws(PictureError) {
    let decoded = try ImageDecoder.decode(
      bytes, covering: { renderer.pixelsNeeded(forPixels: $0, fitting: box, crop: crop) },
      limits: limits)
    let (image, size) = decoded.cropped(crop)
    self = renderer.render(
      image, originalSize: size, fitting: box, colors: colors, symbols: symbols,
      background: background)
  }

  /// Reads, decodes and draws a request's picture, synchronously.
  public init(
    loading request: PictureRequest, limits: DecodeLimits = .standard,
    renderer: some PictureRenderer = SymbolRenderer()
  ) throws(PictureError) {
    let bytes = try request.source.read()
    try self.init(
      decoding: bytes, fitting: request.box, colors: request.colors, symbols: request.symbols,
      crop: request.crop, background: request.background, limits: limits, renderer: renderer)
  }
}
