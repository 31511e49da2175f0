extension PixelImage {
  /// The pixels of `rect`, cut to the image; the image itself when `rect` covers it, and a
  /// single transparent pixel when `rect` misses it.
  public func cropped(to rect: PixelRect) -> PixelImage {
    let left = max(0, rect.x)
    let top = max(0, rect.y)
    let right = min(width, rect.maxX)
    let bottom = min(height, rect.maxY)
    guard right > left, bottom > top else {
      return PixelImage(unchecked: 1, height: 1, pixels: [0, 0, 0, 0])
    }
    if left == 0, top == 0, right == width, bottom == height { return self }
    var bytes: [UInt8] = []
    bytes.reserveCapacity((right - left) * (bottom - top) * 4)
    for y in top..<bottom {
      let start = (y * width + left) * 4
      bytes.append(contentsOf: pixels[start..<(start + (right - left) * 4)])
    }
    return PixelImage(unchecked: right - left, height: bottom - top, pixels: bytes)
  }
}
