/// A GIF's logical screen made to hold its first image, as browsers grow it.
///
/// stb_image refuses a GIF whose first image reaches past its logical screen, or whose screen
/// is 0×0; browsers and other decoders show such files at the size of the image. The bytes
/// are given back with the screen's size raised to cover the first image, or nil when the
/// screen holds it already (or the file is too short to tell, which stb then reports).
enum GIFScreen {
  /// The bytes with the logical screen grown to cover the first image, or nil if it does.
  static func fitted(_ bytes: [UInt8]) -> [UInt8]? {
    guard bytes.count >= 13, bytes.starts(with: Array("GIF8".utf8)) else { return nil }
    func word(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    let screen = (width: word(6), height: word(8))
    var offset = 13
    if bytes[10] & 0x80 != 0 { offset += 3 << (Int(bytes[10] & 0x07) + 1) }
    // Extensions (a graphic control, comments, application data) come before the image.
    while offset < bytes.count, bytes[offset] == 0x21 {
      offset += 2
      while offset < bytes.count, bytes[offset] != 0 { offset += Int(bytes[offset]) + 1 }
      offset += 1
    }
    guard offset + 9 <= bytes.count, bytes[offset] == 0x2C else { return nil }
    let image = (
      left: word(offset + 1), top: word(offset + 3), width: word(offset + 5),
      height: word(offset + 7)
    )
    var fitted = bytes
    if screen.width == 0 || screen.height == 0 {
      // No screen at all: the image's own size, with the image at its corner.
      set(image.width, at: 6, in: &fitted)
      set(image.height, at: 8, in: &fitted)
      set(0, at: offset + 1, in: &fitted)
      set(0, at: offset + 3, in: &fitted)
      return fitted
    }
    let right = image.left + image.width
    let bottom = image.top + image.height
    // An image that starts past the screen shows nothing of itself: it is left to stb.
    guard right > screen.width || bottom > screen.height, image.left < screen.width,
      image.top < screen.height, right <= 0xFFFF, bottom <= 0xFFFF
    else { return nil }
    set(max(screen.width, right), at: 6, in: &fitted)
    set(max(screen.height, bottom), at: 8, in: &fitted)
    return fitted
  }

  /// Writes a little-endian 16-bit number.
  private static func set(_ value: Int, at offset: Int, in bytes: inout [UInt8]) {
    bytes[offset] = UInt8(value & 0xFF)
    bytes[offset + 1] = UInt8(value >> 8 & 0xFF)
  }
}
