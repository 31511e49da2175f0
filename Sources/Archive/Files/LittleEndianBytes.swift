/// Little-endian fields read from a byte array at fixed offsets, as in zip headers.
///
/// Every read is bounds-checked by the caller through ``has(_:at:)``; out-of-range reads give
/// zero rather than trapping, so a corrupt header can only yield wrong numbers.
struct LittleEndianBytes {
  /// The bytes.
  let bytes: [UInt8]
  /// Where field offsets start.
  let base: Int

  /// Fields of `bytes`, with offsets counted from `base`.
  init(_ bytes: [UInt8], base: Int = 0) {
    self.bytes = bytes
    self.base = base
  }

  /// Whether `count` bytes exist at `offset`.
  func has(_ count: Int, at offset: Int) -> Bool {
    offset >= 0 && count >= 0 && base + offset <= bytes.count - count
  }

  /// The byte at `offset`.
  func uint8(_ offset: Int) -> UInt8 {
    has(1, at: offset) ? bytes[base + offset] : 0
  }

  /// The 16-bit field at `offset`.
  func uint16(_ offset: Int) -> UInt16 {
    UInt16(uint8(offset)) | UInt16(uint8(offset + 1)) << 8
  }

  /// The 32-bit field at `offset`.
  func uint32(_ offset: Int) -> UInt32 {
    UInt32(uint16(offset)) | UInt32(uint16(offset + 2)) << 16
  }

  /// The 64-bit field at `offset`.
  func uint64(_ offset: Int) -> UInt64 {
    UInt64(uint32(offset)) | UInt64(uint32(offset + 4)) << 32
  }

  /// `count` bytes at `offset`, or none if out of range.
  func slice(_ offset: Int, count: Int) -> ArraySlice<UInt8> {
    has(count, at: offset) ? bytes[(base + offset)..<(base + offset + count)] : []
  }
}
