/// A picture format this module recognises by its first bytes but does not decode, so that a
/// frame can name it rather than call the file no picture.
///
/// ```swift
/// ForeignImageFormat(sniffing: Array("\0\0\0\u{1C}ftypavif".utf8))  // .avif
/// ForeignImageFormat(sniffing: [0x49, 0x49, 0x2A, 0x00])            // .tiff
/// ForeignImageFormat(sniffing: Array("hello".utf8))                 // nil
/// ```
public enum ForeignImageFormat: String, Hashable, Sendable, CaseIterable {
  /// AVIF: an ISO BMFF file of brand `avif` or `avis`.
  case avif = "AVIF"
  /// HEIF or HEIC, as phones save photos: an ISO BMFF file of brand `heic`, `mif1`….
  case heic = "HEIC"
  /// TIFF, little- or big-endian, classic or BigTIFF.
  case tiff = "TIFF"
  /// A Windows icon or cursor (ICO, CUR).
  case ico = "ICO"
  /// SVG: XML text whose root element is `<svg`.
  case svg = "SVG"
  /// JPEG XL, as a bare codestream or in its box container.
  case jpegXL = "JPEG XL"
  /// JPEG 2000 (JP2).
  case jpeg2000 = "JPEG 2000"
  /// QOI, the "Quite OK Image" format.
  case qoi = "QOI"
  /// A Photoshop document (PSD).
  case psd = "PSD"

  /// The format's usual name, as a frame shows it: `AVIF`, `JPEG XL`.
  public var name: String { rawValue }

  /// Recognises the format from the first bytes of `bytes`; nil when none matches.
  public init?(sniffing bytes: some Collection<UInt8>) {
    let head = Array(bytes.prefix(Self.svgWindow))
    func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
      head.count >= offset + magic.count && head[offset..<offset + magic.count].elementsEqual(magic)
    }
    if let brand = Self.isoBrandFormat(head) {
      self = brand
    } else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A])
      || starts([0x49, 0x49, 0x2B, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2B])
    {
      self = .tiff
    } else if starts([0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20, 0x0D, 0x0A, 0x87, 0x0A])
      || starts([0xFF, 0x0A])
    {
      self = .jpegXL
    } else if starts([0, 0, 0, 0x0C, 0x6A, 0x50, 0x20, 0x20, 0x0D, 0x0A, 0x87, 0x0A])
      || starts([0xFF, 0x4F, 0xFF, 0x51])
    {
      self = .jpeg2000
    } else if starts(Array("qoif".utf8)) {
      self = .qoi
    } else if starts(Array("8BPS".utf8)) {
      self = .psd
    } else if Self.isIcon(head) {
      self = .ico
    } else if Self.isSVG(head) {
      self = .svg
    } else {
      return nil
    }
  }

  /// How far into a file the root element of an SVG is looked for (past an XML declaration,
  /// comments and a doctype).
  private static let svgWindow = 4096

  /// The format an ISO BMFF `ftyp` box names by its major or compatible brands: AVIF before
  /// HEIC, since an AVIF lists `mif1` too.
  private static func isoBrandFormat(_ head: [UInt8]) -> ForeignImageFormat? {
    guard head.count >= 12, head[4..<8].elementsEqual("ftyp".utf8) else { return nil }
    let size = head[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let end = min(head.count, max(12, size))
    var brands = [String(decoding: head[8..<12], as: UTF8.self)]
    var offset = 16
    while offset + 4 <= end {
      brands.append(String(decoding: head[offset..<offset + 4], as: UTF8.self))
      offset += 4
    }
    if brands.contains(where: { ["avif", "avis"].contains($0) }) { return .avif }
    let heif = ["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1"]
    if brands.contains(where: heif.contains) { return .heic }
    if brands.contains("jxl ") { return .jpegXL }
    return nil
  }

  /// Whether the bytes start as an icon or cursor directory: reserved 0, type 1 or 2, at
  /// least one image, and a first entry whose reserved byte is 0.
  private static func isIcon(_ head: [UInt8]) -> Bool {
    guard head.count >= 22, head[0] == 0, head[1] == 0, head[2] == 1 || head[2] == 2, head[3] == 0
    else { return false }
    let count = Int(head[4]) | Int(head[5]) << 8
    return count > 0 && head[6 + 3] == 0
  }

  /// Whether the text (after a byte order mark and blank space) is an SVG: `<svg` at once,
  /// or an XML declaration, comment or doctype followed within the window by `<svg`.
  private static func isSVG(_ head: [UInt8]) -> Bool {
    var start = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while start < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[start]) { start += 1 }
    let text = head[start...]
    let svg = Array("<svg".utf8)
    if text.starts(with: svg) { return true }
    guard text.starts(with: "<?xml".utf8) || text.starts(with: "<!".utf8) else { return false }
    let lowered = text.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    return lowered.indices.contains { index in
      lowered[index] == svg[0] && lowered[index...].starts(with: svg)
    }
  }
}
