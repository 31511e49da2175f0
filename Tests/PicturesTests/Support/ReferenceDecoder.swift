import CPng
import CWebP
import Pictures

/// The libraries' simplest whole-file decoders, to compare `ImageDecoder`'s results with:
/// libpng's simplified API (what decoded PNGs before the progressive reader) and libwebp's
/// `WebPDecodeRGBA`.
enum ReferenceDecoder {
  /// A PNG through libpng's simplified API, as 8-bit RGBA; nil if libpng refuses it.
  ///
  /// Never give it an interlaced 16-bit PNG: libpng 1.6.39's `png_image_finish_read` writes
  /// past the rows of those (pnggroup/libpng#755).
  static func png(_ bytes: [UInt8]) -> PixelImage? {
    var image = png_image()
    image.version = cpng_image_version()
    defer { png_image_free(&image) }
    let begun = bytes.withUnsafeBytes { raw in
      png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0
    }
    guard begun else { return nil }
    let width = Int(image.width)
    let height = Int(image.height)
    image.format = cpng_format_rgba()
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let finished = pixels.withUnsafeMutableBytes { output in
      png_image_finish_read(&image, nil, output.baseAddress, Int32(width * 4), nil) != 0
    }
    guard finished else { return nil }
    return PixelImage(width: width, height: height, pixels: pixels)
  }

  /// A still WebP through `WebPDecodeRGBA`, at full size; nil if libwebp refuses it.
  static func webp(_ bytes: [UInt8]) -> PixelImage? {
    var width: Int32 = 0
    var height: Int32 = 0
    guard let data = WebPDecodeRGBA(bytes, bytes.count, &width, &height) else { return nil }
    defer { WebPFree(data) }
    let pixels = Array(UnsafeBufferPointer(start: data, count: Int(width) * Int(height) * 4))
    return PixelImage(width: Int(width), height: Int(height), pixels: pixels)
  }
}
