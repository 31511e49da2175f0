import CLibz

/// The CRC-32 used by zip and gzip, computed by zlib.
enum CRC32 {
  /// The checksum of `bytes`.
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      var crc = CLibz.crc32(0, nil, 0)
      var offset = 0
      while offset < buffer.count {
        let count = min(buffer.count - offset, 1 << 30)
        crc = CLibz.crc32(crc, buffer.baseAddress.map { $0 + offset }, uInt(count))
        offset += count
      }
      return UInt32(truncatingIfNeeded: crc)
    }
  }
}
