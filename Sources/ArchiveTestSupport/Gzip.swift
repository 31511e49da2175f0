import CLibz

/// gzip and raw deflate compression through zlib, for building test archives.
public enum Gzip {
  /// `bytes` as one gzip member.
  public static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
    deflate(bytes, windowBits: MAX_WBITS + 16, level: level)
  }

  /// `bytes` as bare deflate data, as stored in a zip.
  public static func rawDeflate(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
    deflate(bytes, windowBits: -MAX_WBITS, level: level)
  }

  /// zlib's CRC-32 of `bytes`.
  public static func crc(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer {
      UInt32(truncatingIfNeeded: crc32(0, $0.baseAddress, uInt($0.count)))
    }
  }

  private static func deflate(_ bytes: [UInt8], windowBits: Int32, level: Int32) -> [UInt8] {
    var stream = z_stream()
    deflateInit2_(
      &stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
      Int32(MemoryLayout<z_stream>.size))
    defer { deflateEnd(&stream) }
    var input = bytes
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 64)
    input.withUnsafeMutableBufferPointer { inBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        stream.next_in = inBuffer.baseAddress
        stream.avail_in = uInt(inBuffer.count)
        stream.next_out = outBuffer.baseAddress
        stream.avail_out = uInt(outBuffer.count)
        _ = CLibz.deflate(&stream, Z_FINISH)
      }
    }
    return Array(output[..<Int(stream.total_out)])
  }
}
