/// The rows a damaged image never got, shown grey: the colour libjpeg leaves where a JPEG cut
/// short ends, so a PNG or WebP cut short looks the same.
enum MissingRows {
  /// Opaque mid grey.
  static let grey = RGBA(red: 128, green: 128, blue: 128)

  /// Fills the RGBA `pixels`, `width` pixels a row, with ``grey`` from `row` to the end.
  static func fill(_ pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, from row: Int) {
    var index = max(0, row) * width * 4
    while index + 3 < pixels.count {
      pixels[index] = grey.red
      pixels[index + 1] = grey.green
      pixels[index + 2] = grey.blue
      pixels[index + 3] = grey.alpha
      index += 4
    }
  }
}
