extension ExifOrientation {
  /// The orientation recorded in a JPEG's Exif (APP1) segment; nil when there is none or it
  /// cannot be read.
  ///
  /// Only the markers before the image data are walked, every offset is bounds-checked, and a
  /// malformed segment gives nil rather than an error: a photo without a usable tag is shown
  /// as stored.
  public init?(jpeg bytes: [UInt8]) {
    guard let value = bytes.withUnsafeBufferPointer({ ExifOrientation.tag(inJPEG: $0) }),
      let orientation = ExifOrientation(rawValue: value)
    else { return nil }
    self = orientation
  }

  /// The raw Orientation value of the first Exif segment of a JPEG.
  private static func tag(inJPEG bytes: UnsafeBufferPointer<UInt8>) -> UInt16? {
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var offset = 2
    while offset + 4 <= bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      if marker == 0xFF {  // fill byte
        offset += 1
        continue
      }
      // Markers without a length: TEM and RST0 to RST7. SOS and EOI end the headers.
      if marker == 0x01 || (0xD0...0xD7).contains(marker) {
        offset += 2
        continue
      }
      if marker == 0xDA || marker == 0xD9 { return nil }
      let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      let body = offset + 4
      let end = offset + 2 + length
      guard length >= 2, end <= bytes.count else { return nil }
      if marker == 0xE1, end - body >= 14,
        Array(bytes[body..<body + 6]) == [0x45, 0x78, 0x69, 0x66, 0, 0]
      {
        let tiff = UnsafeBufferPointer(rebasing: bytes[(body + 6)..<end])
        return orientation(inTIFF: tiff)
      }
      offset = end
    }
    return nil
  }

  /// The Orientation entry (tag 0x0112, type SHORT) of IFD0 of a TIFF structure, as Exif
  /// blocks hold it.
  static func orientation(inTIFF tiff: UnsafeBufferPointer<UInt8>) -> UInt16? {
    guard tiff.count >= 8 else { return nil }
    let bigEndian: Bool
    switch (tiff[0], tiff[1]) {
    case (0x49, 0x49): bigEndian = false  // "II"
    case (0x4D, 0x4D): bigEndian = true  // "MM"
    default: return nil
    }
    func u16(_ at: Int) -> Int? {
      guard at >= 0, at + 2 <= tiff.count else { return nil }
      let (a, b) = (Int(tiff[at]), Int(tiff[at + 1]))
      return bigEndian ? a << 8 | b : b << 8 | a
    }
    func u32(_ at: Int) -> Int? {
      guard let high = u16(bigEndian ? at : at + 2), let low = u16(bigEndian ? at + 2 : at)
      else { return nil }
      return high << 16 | low
    }
    guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
    for entry in 0..<count {
      let at = ifd + 2 + entry * 12
      guard let tag = u16(at), let type = u16(at + 2) else { return nil }
      if tag == 0x0112 {
        guard type == 3, let value = u16(at + 8) else { return nil }
        return UInt16(value)
      }
    }
    return nil
  }
}
