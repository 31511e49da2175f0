extension PixelImage {
  /// The image scaled to `size` by averaging the pixels each output pixel covers.
  ///
  /// A box filter, weighted by alpha so that transparent pixels lend no colour to their
  /// neighbours; enlarging repeats pixels. (stb_image_resize, tried first, aborts on an
  /// assertion for some ratios with its triangle filter.) Returns the image unchanged if
  /// `size` is empty or equal to its own.
  public func resized(to size: PixelSize) -> PixelImage {
    guard size.width > 0, size.height > 0, size != self.size else { return self }
    let columns = PixelImage.spans(from: width, to: size.width)
    let rows = PixelImage.spans(from: height, to: size.height)
    let sourceWidth = width
    let bytes = [UInt8](unsafeUninitializedCapacity: size.width * size.height * 4) {
      output, count in
      pixels.withUnsafeBufferPointer { input in
        var sums = [UInt64](repeating: 0, count: size.width * 4)
        var out = 0
        for row in rows {
          for index in sums.indices { sums[index] = 0 }
          for y in row {
            let line = y * sourceWidth * 4
            for (column, span) in columns.enumerated() {
              var red: UInt64 = 0
              var green: UInt64 = 0
              var blue: UInt64 = 0
              var alpha: UInt64 = 0
              for x in span {
                let at = line + x * 4
                let a = UInt64(input[at + 3])
                red += UInt64(input[at]) * a
                green += UInt64(input[at + 1]) * a
                blue += UInt64(input[at + 2]) * a
                alpha += a
              }
              sums[column * 4] += red
              sums[column * 4 + 1] += green
              sums[column * 4 + 2] += blue
              sums[column * 4 + 3] += alpha
            }
          }
          for (column, span) in columns.enumerated() {
            let alpha = sums[column * 4 + 3]
            let area = UInt64(span.count * row.count)
            for channel in 0..<3 {
              output[out + channel] = alpha == 0 ? 0 : UInt8(sums[column * 4 + channel] / alpha)
            }
            output[out + 3] = UInt8(alpha / area)
            out += 4
          }
        }
      }
      count = output.count
    }
    return PixelImage(unchecked: size.width, height: size.height, pixels: bytes)
  }

  /// For each of `target` output positions, the source positions (out of `source`) it
  /// covers: never empty, together covering every source position when shrinking.
  private static func spans(from source: Int, to target: Int) -> [Range<Int>] {
    (0..<target).map { index in
      let start = min(source - 1, index * source / target)
      let end = max(start + 1, (index + 1) * source / target)
      return start..<end
    }
  }
}
