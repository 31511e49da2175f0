import Pictures
import Testing

@Suite("Pictures of formats not decoded are named by their first bytes, not called no picture")
struct ForeignFormatTests {
  /// An ISO BMFF `ftyp` box of a major brand and compatible brands.
  static func ftyp(_ major: String, _ compatible: [String]) -> [UInt8] {
    let size = 16 + 4 * compatible.count
    let sizeBytes = (0..<4).map { UInt8(size >> (24 - 8 * $0) & 0xFF) }
    return sizeBytes + Array("ftyp\(major)".utf8) + [0, 0, 0, 0]
      + compatible.flatMap { Array($0.utf8) } + Array(repeating: 0, count: 64)
  }

  static let samples: [(String, [UInt8], ForeignImageFormat)] = [
    ("AVIF", ftyp("avif", ["mif1", "miaf", "MA1B"]), .avif),
    ("AVIF sequence", ftyp("avis", ["avif", "msf1"]), .avif),
    ("AVIF by compatible brand", ftyp("mif1", ["avif", "miaf"]), .avif),
    ("HEIC", ftyp("heic", ["mif1", "heic"]), .heic),
    ("HEIF", ftyp("mif1", ["heic"]), .heic),
    (
      "TIFF, little-endian", [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0] + Array(repeating: 0, count: 40),
      .tiff
    ),
    (
      "TIFF, big-endian", [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8] + Array(repeating: 0, count: 40),
      .tiff
    ),
    ("ICO", [0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0x68, 4, 0, 0, 22, 0, 0, 0, 0x28], .ico),
    ("CUR", [0, 0, 2, 0, 1, 0, 32, 32, 0, 0, 4, 0, 4, 0, 0x68, 4, 0, 0, 22, 0, 0, 0, 0x28], .ico),
    ("SVG", Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#.utf8), .svg),
    (
      "SVG after a declaration and a comment",
      Array("\u{FEFF}\n<?xml version=\"1.0\"?>\n<!-- made by hand -->\n<SVG width=\"4\"/>".utf8),
      .svg
    ),
    ("JPEG XL codestream", [0xFF, 0x0A, 0xFA, 0x7F, 0x01, 0x90], .jpegXL),
    (
      "JPEG XL container",
      [0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20, 0x0D, 0x0A, 0x87, 0x0A] + ftyp("jxl ", ["jxl "]),
      .jpegXL
    ),
    (
      "JPEG 2000", [0, 0, 0, 0x0C, 0x6A, 0x50, 0x20, 0x20, 0x0D, 0x0A, 0x87, 0x0A, 0, 0, 0, 0x14],
      .jpeg2000
    ),
    ("QOI", Array("qoif".utf8) + [0, 0, 0, 4, 0, 0, 0, 4, 4, 0], .qoi),
    ("PSD", Array("8BPS".utf8) + [0, 1, 0, 0, 0, 0, 0, 0], .psd),
  ]

  @Test("each format is recognised, and decoding it fails naming it", arguments: samples)
  func recognised(name: String, bytes: [UInt8], format: ForeignImageFormat) {
    #expect(ForeignImageFormat(sniffing: bytes) == format, "\(name)")
    #expect(throws: PictureError.foreignFormat(format), "\(name)") {
      try ImageDecoder.decode(bytes)
    }
  }

  @Test("text, other ISO BMFF files, XML that is no SVG and near misses are still no picture")
  func notRecognised() {
    let others: [[UInt8]] = [
      Array("just some text, saved as photo.jpg".utf8),
      Self.ftyp("isom", ["iso2", "mp41"]),  // an MP4 video
      Array(#"<?xml version="1.0"?><rss version="2.0"></rss>"#.utf8),
      [0, 0, 1, 0, 0, 0],  // an icon directory of no images
      [0x49, 0x49, 0x2A],
      [0x00],
    ]
    for bytes in others {
      #expect(ForeignImageFormat(sniffing: bytes) == nil, "\(bytes.prefix(16))")
      #expect(throws: PictureError.unsupportedFormat) { try ImageDecoder.decode(bytes) }
    }
  }
}
