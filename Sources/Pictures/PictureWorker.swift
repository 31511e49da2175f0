/// Draws requests on the loader's worker thread.
///
/// It reads the source, decodes it (or reuses its cached pixels) and renders it. Not shared:
/// each worker thread makes its own.
final class PictureWorker {
  /// Turns pixels into cells.
  let renderer: any PictureRenderer
  /// The largest images accepted.
  let limits: DecodeLimits
  /// Decoded pixels by source key.
  let pixels: PixelCache

  /// Creates a worker keeping about `maxPixelBytes` of decoded pixels.
  init(renderer: any PictureRenderer, limits: DecodeLimits, maxPixelBytes: Int) {
    self.renderer = renderer
    self.limits = limits
    pixels = PixelCache(maxBytes: maxPixelBytes)
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
    if let cached = pixels.image(for: key, covering: needed) {
      decoded = cached
    } else {
      let bytes = try request.source.read()
      decoded = try ImageDecoder.decode(bytes, covering: needed, limits: limits)
      pixels.insert(decoded, for: key)
    }
    // Cut on the decoded pixels, before the renderer scales them: a cheap copy of rows.
    let (image, size) = decoded.cropped(crop)
    return renderer.render(
      image, originalSize: size, fitting: box, colors: request.colors,
      background: request.background
    )
    .marked(damaged: decoded.isDamaged)
  }
}
