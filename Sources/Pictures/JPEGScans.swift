#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts the scans of a JPEG by walking its markers, without decoding anything.
///
/// A progressive JPEG's decoder works through every block of the image for each scan, even one
/// that holds nothing but an end-of-band run a few bytes long, so a small file of thousands of
/// scans costs seconds (libjpeg-turbo's "LJT-01-003"). libjpeg-turbo 2.1's only guard,
/// `TJFLAG_LIMITSCANS`, stops at 500 scans, which is already 15 s for an 8000×6000 image here;
/// the scan limit TurboJPEG 3 has is not in 2.1. So the scans are counted first, as libjpeg
/// would meet them:
/// - a marker segment (APPn, DQT, DHT, SOFn, DRI, COM, …) is skipped whole by its length, so
///   an Exif thumbnail, itself a JPEG inside APP1, is never walked into;
/// - RSTn, TEM and a second SOI have no length;
/// - after an SOS segment come entropy-coded bytes, up to the next real marker: `FF` followed by
///   a byte that is neither `00` (a stuffed `FF`), an RSTn, nor `FF` (fill before a marker);
/// - bytes that are no marker between segments are skipped up to the next `FF`, as libjpeg
///   skips them with a warning;
/// - the walk ends at EOI, at the end of the bytes, or at a length libjpeg would refuse.
enum JPEGScans {
  /// The number of SOS markers libjpeg would reach in `bytes`, a JPEG from its SOI on.
  static func count(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let end = bytes.count
    var scans = 0
    var position = 2  // past SOI
    while true {
      // The next marker: skip anything up to an FF, then fill bytes; FF 00 is no marker.
      guard let marker = nextFF(base, from: position, end: end) else { return scans }
      position = marker + 1
      while position < end && bytes[position] == 0xFF { position += 1 }
      guard position < end else { return scans }
      let code = bytes[position]
      position += 1
      switch code {
      case 0x00, 0x01, 0xD0...0xD8:  // Stuffed byte, TEM, RSTn, SOI: nothing follows.
        continue
      case 0xD9:  // EOI
        return scans
      default:
        guard position + 2 <= end else { return scans }
        let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
        guard length >= 2 else { return scans }
        position += length
        if code == 0xDA {
          scans += 1
          guard position <= end else { return scans }
          position = entropyEnd(base, from: position, end: end)
        }
      }
    }
  }

  /// Where the entropy-coded data starting at `start` ends: the offset of the `FF` of the
  /// next real marker, or `end`.
  private static func entropyEnd(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
    var position = start
    while let found = nextFF(base, from: position, end: end) {
      guard found + 1 < end else { return end }
      let next = base[found + 1]
      if next == 0x00 || (0xD0...0xD7).contains(next) {
        position = found + 2
      } else if next == 0xFF {
        position = found + 1
      } else {
        return found
      }
    }
    return end
  }

  /// The offset of the first `FF` at or after `start`, or nil.
  private static func nextFF(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int? {
    guard start < end, let found = memchr(base + start, 0xFF, end - start) else { return nil }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
  }
}
