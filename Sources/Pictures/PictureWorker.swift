/// Draws requests on one of the loader's worker threads.
///
/// It reads the source, decodes it (or reuses the pixels decoded for it before, which the
/// loader's workers share) and renders it.
struct PictureWorker {
  /// Turns pixels into cells.
  let renderer: any PictureRenderer
  /// The largest images accepted.
  let limits: DecodeLimits
  /// The loader's shared state, which holds the decoded pixels.
  let core: LoaderCore

  /// Draws the requests `core` hands out until the loader stops, calling `onChange` after
  /// each result is stored.
  func run(onChange: @Sendable () -> Void) {
    while case .draw(let request) = core.nextJob() {
      let result = draw(request)
      guard core.finish(request, with: result) else { return }
      onChange()
    }
  }

  /// The picture for `request`, or why there is none.
  func draw(_ request: PictureRequest) -> Result<Picture, PictureError> {
    Result { () throws(PictureError) in try picture(for: request) }
  }

  /// Makes the picture, throwing on failure.
  private func picture(for request: PictureRequest) throws(PictureError) -> Picture {
    let renderer = self.renderer
    let box = request.box
    let crop = request.crop
    let needed = { (size: PixelSize) in
      renderer.pixelsNeeded(forPixels: size, fitting: box, crop: crop)
    }
    let key = request.source.key
    let decoded: DecodedImage
    let cached = core.pixels(for: key, covering: needed)
    if let image = cached.image {
      decoded = image
    } else {
      let bytes = try request.source.read()
      decoded = try ImageDecoder.decode(bytes, covering: needed, limits: limits)
      core.keep(decoded, for: key, generation: cached.generation)
    }
    // Cut on the decoded pixels, before the renderer scales them: a cheap copy of rows.
    let (image, size) = decoded.cropped(crop)
    return renderer.render(
      image, originalSize: size, fitting: box, colors: request.colors,
      symbols: request.symbols, background: request.background
    )
    .marked(damaged: decoded.isDamaged)
  }
}
