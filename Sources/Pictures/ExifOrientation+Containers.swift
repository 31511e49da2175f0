extension ExifOrientation {
  /// The orientation recorded in a PNG's `eXIf` chunk; nil when there is none or it cannot be
  /// read.
  ///
  /// The chunks are walked from the signature, every length bounds-checked, to the end of the
  /// file: writers put `eXIf` before the image data, as the specification asks, or after it.
  public init?(png bytes: [UInt8]) {
    guard
      let value = bytes.withUnsafeBufferPointer({ buffer in
        Self.chunk(in: buffer, from: 8, named: "eXIf", bigEndian: true, padded: false)
          .flatMap(Self.orientation(inExif:))
      }),
      let orientation = ExifOrientation(rawValue: value)
    else { return nil }
    self = orientation
  }

  /// The orientation recorded in a WebP's `EXIF` chunk; nil when there is none or it cannot be
  /// read.
  ///
  /// The RIFF chunks after `WEBP` are walked, every length bounds-checked; encoders put `EXIF`
  /// after the image data.
  public init?(webp bytes: [UInt8]) {
    guard bytes.count >= 12, bytes[8..<12].elementsEqual("WEBP".utf8),
      let value = bytes.withUnsafeBufferPointer({ buffer in
        Self.chunk(in: buffer, from: 12, named: "EXIF", bigEndian: false, padded: true)
          .flatMap(Self.orientation(inExif:))
      }),
      let orientation = ExifOrientation(rawValue: value)
    else { return nil }
    self = orientation
  }

  /// The data of the first chunk named `name` in a run of chunks from `start`: PNG's (a
  /// big-endian length, the name, the data, a CRC) or RIFF's (the name, a little-endian
  /// length, the data padded to an even length).
  private static func chunk(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, named name: String, bigEndian: Bool,
    padded: Bool
  ) -> UnsafeBufferPointer<UInt8>? {
    var offset = start
    while offset + 8 <= bytes.count {
      let (lengthAt, nameAt) = bigEndian ? (offset, offset + 4) : (offset + 4, offset)
      let length = (0..<4).reduce(0) { sum, index in
        let byte = Int(bytes[lengthAt + (bigEndian ? index : 3 - index)])
        return sum << 8 | byte
      }
      let data = offset + 8
      guard length <= bytes.count - data else { return nil }
      if bytes[nameAt..<nameAt + 4].elementsEqual(name.utf8) {
        return UnsafeBufferPointer(rebasing: bytes[data..<data + length])
      }
      offset = data + length + (bigEndian ? 4 : length & (padded ? 1 : 0))
    }
    return nil
  }

  /// The Orientation value of an Exif block as these containers hold it: the TIFF structure,
  /// after `Exif\0\0` when a writer kept JPEG's prefix.
  private static func orientation(inExif data: UnsafeBufferPointer<UInt8>) -> UInt16? {
    let prefix: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
    let skip = data.starts(with: prefix) ? prefix.count : 0
    return orientation(inTIFF: UnsafeBufferPointer(rebasing: data[skip...]))
  }
}
