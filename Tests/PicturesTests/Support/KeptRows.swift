import Pictures

/// What a damaged image kept of the whole one.
enum KeptRows {
  /// The opaque mid grey that stands for rows a damaged image never got.
  static let grey = RGBA(red: 128, green: 128, blue: 128)

  /// The number of rows, from the top, in which `cut` equals `whole`, if every row below them
  /// is wholly grey; nil if `cut` is not such an image (another size, a row that differs and
  /// is not grey, a grey row above one that is kept).
  static func count(in cut: PixelImage, of whole: PixelImage) -> Int? {
    guard cut.size == whole.size else { return nil }
    let rowBytes = cut.width * 4
    var kept = 0
    while kept < cut.height,
      cut.pixels[kept * rowBytes..<(kept + 1) * rowBytes]
        == whole.pixels[kept * rowBytes..<(kept + 1) * rowBytes]
    {
      kept += 1
    }
    for y in kept..<cut.height {
      for x in 0..<cut.width where cut[x, y] != grey { return nil }
    }
    return kept
  }
}
