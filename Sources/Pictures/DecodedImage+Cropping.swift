extension DecodedImage {
  /// The part of the image a crop shows, and that part's size in the full image's pixels,
  /// which decides its shape; the whole image and ``originalSize`` without a crop.
  ///
  /// The crop is placed on the full image and carried over to ``image``, which may be reduced
  /// from it.
  func cropped(_ crop: PictureCrop?) -> (image: PixelImage, size: PixelSize) {
    guard let crop else { return (image, originalSize) }
    let part = crop.rect(in: originalSize)
    guard part.size != originalSize, originalSize.width > 0, originalSize.height > 0 else {
      return (image, originalSize)
    }
    func scaled(_ value: Int, _ side: Int, _ whole: Int, up: Bool) -> Int {
      let exact = Double(value) * Double(side) / Double(whole)
      return min(side, max(0, Int(up ? exact.rounded(.up) : exact.rounded(.down))))
    }
    let left = scaled(part.x, image.width, originalSize.width, up: false)
    let top = scaled(part.y, image.height, originalSize.height, up: false)
    let right = max(left + 1, scaled(part.maxX, image.width, originalSize.width, up: true))
    let bottom = max(top + 1, scaled(part.maxY, image.height, originalSize.height, up: true))
    let rect = PixelRect(
      x: left, y: top, size: PixelSize(width: right - left, height: bottom - top))
    return (image.cropped(to: rect), part.size)
  }
}
