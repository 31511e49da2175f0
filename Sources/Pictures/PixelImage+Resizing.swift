import CStb

extension PixelImage {
  /// The image scaled to `size` by stb_image_resize, weighting colours by alpha so that
  /// transparent pixels do not bleed into their neighbours.
  ///
  /// Returns the image unchanged if `size` is empty or equal to its own.
  public func resized(to size: PixelSize) -> PixelImage {
    guard size.width > 0, size.height > 0, size != self.size else { return self }
    var succeeded = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size.width * size.height * 4) {
      output, count in
      count = output.count
      succeeded = pixels.withUnsafeBufferPointer { input in
        stbir_resize_uint8_generic(
          input.baseAddress, Int32(width), Int32(height), Int32(width * 4),
          output.baseAddress, Int32(size.width), Int32(size.height), Int32(size.width * 4),
          4, 3, 0, STBIR_EDGE_CLAMP, STBIR_FILTER_TRIANGLE, STBIR_COLORSPACE_LINEAR, nil) == 1
      }
      if !succeeded { output.initialize(repeating: 0) }
    }
    guard succeeded else { return self }
    return PixelImage(unchecked: size.width, height: size.height, pixels: bytes)
  }
}
