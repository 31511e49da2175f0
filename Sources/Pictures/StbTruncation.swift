/// Whether a GIF or BMP file that stb_image decoded was cut short: stb reads past the end of
/// its input as zeros, so a file cut short decodes without an error, and only its structure
/// tells that rows are missing.
enum StbTruncation {
  /// Whether the file ends before the data of its first image (GIF) or its pixel rows (an
  /// uncompressed BMP) does.
  static func isCut(_ bytes: [UInt8], format: ImageFormat) -> Bool {
    switch format {
    case .gif: gifIsCut(bytes)
    case .bmp: bmpIsCut(bytes)
    default: false
    }
  }

  /// Whether a GIF ends before its first image's data does.
  ///
  /// Walks the blocks to the end of that data. A file whose blocks make no sense is left to
  /// stb's own judgement.
  static func gifIsCut(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 13 else { return true }
    var position = 13 + colorTableSize(flags: bytes[10])
    while position < bytes.count {
      switch bytes[position] {
      case 0x21:  // An extension: its label, then data sub-blocks.
        position += 2
        guard let end = endOfSubBlocks(bytes, from: position) else { return true }
        position = end
      case 0x2C:  // An image: its descriptor, its colour table, the code size, then data.
        guard position + 10 <= bytes.count else { return true }
        position += 10 + colorTableSize(flags: bytes[position + 9]) + 1
        return endOfSubBlocks(bytes, from: position) == nil
      default:  // The trailer before any image, or bytes that are no block.
        return false
      }
    }
    return true
  }

  /// The size of the colour table that `flags` announce, or 0 when there is none.
  private static func colorTableSize(flags: UInt8) -> Int {
    flags & 0x80 == 0 ? 0 : 3 << (Int(flags & 0x07) + 1)
  }

  /// The offset just past the zero-length block that ends the data sub-blocks starting at
  /// `start`, or nil when the file ends first.
  private static func endOfSubBlocks(_ bytes: [UInt8], from start: Int) -> Int? {
    var position = start
    while position < bytes.count {
      let length = Int(bytes[position])
      position += 1
      if length == 0 { return position }
      position += length
    }
    return nil
  }

  /// Whether an uncompressed BMP is shorter than its header's pixel offset plus its rows.
  ///
  /// Compressed (run-length) files are left to stb.
  static func bmpIsCut(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 26 else { return true }
    let offset = Int(le32(bytes, 10))
    let headerSize = le32(bytes, 14)
    let width: Int
    let height: Int
    let bitsPerPixel: Int
    if headerSize == 12 {
      width = Int(le16(bytes, 18))
      height = Int(le16(bytes, 20))
      bitsPerPixel = Int(le16(bytes, 24))
    } else {
      guard bytes.count >= 34 else { return true }
      width = Int(Int32(bitPattern: le32(bytes, 18)).magnitude)
      height = Int(Int32(bitPattern: le32(bytes, 22)).magnitude)
      bitsPerPixel = Int(le16(bytes, 28))
      guard [0, 3, 6].contains(le32(bytes, 30)) else { return false }
    }
    let rowBytes = (bitsPerPixel * width + 31) / 32 * 4
    let (rows, overflow) = rowBytes.multipliedReportingOverflow(by: height)
    return !overflow && bytes.count < offset + rows
  }

  private static func le16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
    UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
  }

  private static func le32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    UInt32(le16(bytes, at)) | UInt32(le16(bytes, at + 2)) << 16
  }
}
