/// An image file format, recognised by the first bytes of the data, never by a file name.
///
/// ```swift
/// ImageFormat(sniffing: [0xFF, 0xD8, 0xFF, 0xE0])  // .jpeg
/// ImageFormat(sniffing: Array("hello".utf8))      // nil
/// ```
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
  /// JPEG (JFIF or Exif), decoded by libjpeg-turbo.
  case jpeg
  /// PNG, decoded by libpng.
  case png
  /// GIF (its first frame), decoded by stb_image.
  case gif
  /// WebP, lossy or lossless (the first frame of an animation), decoded by libwebp.
  case webp
  /// Windows BMP, decoded by stb_image.
  case bmp

  /// Recognises the format from the magic bytes at the start of `bytes`; nil if none matches.
  public init?(sniffing bytes: some Collection<UInt8>) {
    let head = Array(bytes.prefix(12))
    func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
      head.count >= offset + magic.count && Array(head[offset..<offset + magic.count]) == magic
    }
    if starts([0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
      self = .gif
    } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
      self = .webp
    } else if starts(Array("BM".utf8)) && head.count >= 12 {
      self = .bmp
    } else {
      return nil
    }
  }

  /// Whether the decoder can decode at a reduced scale, so that only the pixels needed are
  /// made (JPEG in the DCT domain, WebP with its rescaler).
  var decodesScaled: Bool { self == .jpeg || self == .webp }
}
