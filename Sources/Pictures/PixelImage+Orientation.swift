extension PixelImage {
  /// The image turned and mirrored as `orientation` says, so that a photo stored with that
  /// Exif tag comes out upright.
  ///
  /// ```swift
  /// let portrait = landscape.oriented(.rotated90)  // width and height swap
  /// ```
  public func oriented(_ orientation: ExifOrientation) -> PixelImage {
    // An empty image has nothing to turn (and `unsafeUninitializedCapacity: 0` would write the
    // count of the one empty array every thread shares).
    guard orientation != .up, !pixels.isEmpty else { return self }
    let upright = orientation.swapsAxes ? size.transposed : size
    let source = pixels
    let (width, height) = (self.width, self.height)
    let bytes = [UInt8](unsafeUninitializedCapacity: source.count) { output, count in
      source.withUnsafeBufferPointer { input in
        // Pixels move as whole 32-bit words.
        let from = UnsafeRawBufferPointer(input)
        let to = UnsafeMutableRawBufferPointer(output)
        var index = 0
        for y in 0..<upright.height {
          for x in 0..<upright.width {
            let (sx, sy) = orientation.source(x: x, y: y, width: width, height: height)
            let word = from.loadUnaligned(fromByteOffset: (sy * width + sx) * 4, as: UInt32.self)
            to.storeBytes(of: word, toByteOffset: index, as: UInt32.self)
            index += 4
          }
        }
      }
      count = source.count
    }
    return PixelImage(unchecked: upright.width, height: upright.height, pixels: bytes)
  }
}
