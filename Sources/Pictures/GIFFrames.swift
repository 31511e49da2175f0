/// A GIF's frames without pixels, skipped to the first that has some, as browsers show it.
///
/// stb_image draws a GIF's first frame; one of 0×0 pixels (some encoders begin an animation
/// with one) draws nothing, and the picture would be blank with no word of why. The bytes are
/// given back with the empty frames before the first frame with pixels cut out, or the file
/// is found to hold no pixels at all. Files cut short or malformed are left to stb, which
/// reports them.
enum GIFFrames {
  /// The bytes with the frames of no pixels before the first one with pixels removed; nil
  /// when the first frame has pixels, or when the file is cut short before one is found.
  ///
  /// - Throws: ``PictureError/noPixels`` when the file ends (its trailer, `;`) before any
  ///   frame with pixels.
  static func skippingEmpty(_ bytes: [UInt8]) throws(PictureError) -> [UInt8]? {
    guard bytes.count >= 13, bytes.starts(with: Array("GIF8".utf8)) else { return nil }
    func word(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    var offset = 13
    if bytes[10] & 0x80 != 0 { offset += 3 << (Int(bytes[10] & 0x07) + 1) }
    /// The byte ranges of the empty frames, each with the extensions just before it.
    var empty: [Range<Int>] = []
    var runStart = offset
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x21:
        // An extension: its label, then data sub-blocks.
        guard let end = subBlocksEnd(bytes, from: offset + 2) else { return nil }
        offset = end
      case 0x2C:
        guard offset + 10 <= bytes.count else { return nil }
        let hasPixels = word(offset + 5) > 0 && word(offset + 7) > 0
        let packed = bytes[offset + 9]
        var data = offset + 10
        if packed & 0x80 != 0 { data += 3 << (Int(packed & 0x07) + 1) }
        // The LZW code size, then the data sub-blocks.
        guard let end = subBlocksEnd(bytes, from: data + 1) else { return nil }
        if hasPixels { return empty.isEmpty ? nil : removing(empty, from: bytes) }
        empty.append(runStart..<end)
        offset = end
        runStart = end
      case 0x3B:
        throw .noPixels
      default:
        return nil
      }
    }
    return nil
  }

  /// Where the sub-blocks starting at `start` end, past their zero-length terminator; nil
  /// when the bytes end first.
  private static func subBlocksEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var offset = start
    while offset < bytes.count {
      let length = Int(bytes[offset])
      offset += 1
      if length == 0 { return offset }
      offset += length
    }
    return nil
  }

  /// `bytes` without the ranges `ranges`, which are in order and apart.
  private static func removing(_ ranges: [Range<Int>], from bytes: [UInt8]) -> [UInt8] {
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var start = 0
    for range in ranges {
      kept += bytes[start..<range.lowerBound]
      start = range.upperBound
    }
    kept += bytes[start...]
    return kept
  }
}
