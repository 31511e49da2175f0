import CPng
import CTurboJPEG
import CWebP

/// Writes pixels as PNG, JPEG or WebP: for the bundled demo pictures, benchmarks and tests.
///
/// ```swift
/// let png = try ImageEncoder.png(image)
/// let photo = try ImageEncoder.jpeg(image.oriented(.rotated270), quality: 85,
///                                   orientation: .rotated90)  // shows as `image`
/// ```
public enum ImageEncoder {
  /// A PNG of the image (libpng, 8-bit RGBA).
  public static func png(_ image: PixelImage) throws(PictureError) -> [UInt8] {
    var png = png_image()
    png.version = cpng_image_version()
    png.width = UInt32(image.width)
    png.height = UInt32(image.height)
    png.format = cpng_format_rgba()
    defer { png_image_free(&png) }
    let stride = Int32(image.width * 4)
    var size = 0
    let measured = image.pixels.withUnsafeBytes { pixels in
      png_image_write_to_memory(&png, nil, &size, 0, pixels.baseAddress, stride, nil)
    }
    guard measured != 0, size > 0 else { throw .corrupt("libpng could not write the image") }
    var written: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { output, count in
      written = image.pixels.withUnsafeBytes { pixels in
        png_image_write_to_memory(
          &png, output.baseAddress, &size, 0, pixels.baseAddress, stride, nil)
      }
      count = written != 0 ? min(size, output.count) : 0
    }
    guard written != 0 else { throw .corrupt("libpng could not write the image") }
    return bytes
  }

  /// A baseline or progressive JPEG of the image (TurboJPEG, 4:2:0).
  ///
  /// An Exif Orientation tag is added when `orientation` is given. Alpha is dropped. A
  /// progressive JPEG has libjpeg's default script of 10 scans.
  public static func jpeg(
    _ image: PixelImage, quality: Int = 85, orientation: ExifOrientation? = nil,
    progressive: Bool = false
  ) throws(PictureError) -> [UInt8] {
    guard let handle = tjInitCompress() else { throw .corrupt("TurboJPEG did not start") }
    defer { tjDestroy(handle) }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let status = image.pixels.withUnsafeBufferPointer { pixels in
      tjCompress2(
        handle, pixels.baseAddress, Int32(image.width), 0, Int32(image.height),
        Int32(TJPF_RGBA.rawValue), &output, &size, Int32(TJSAMP_420.rawValue),
        Int32(min(100, max(1, quality))), progressive ? TJFLAG_PROGRESSIVE : 0)
    }
    defer { tjFree(output) }
    guard status == 0, let output else { throw .corrupt("TurboJPEG could not write the image") }
    var bytes = Array(UnsafeBufferPointer(start: output, count: Int(size)))
    if let orientation {
      bytes.insert(contentsOf: exifSegment(orientation), at: 2)
    }
    return bytes
  }

  /// A WebP of the image (libwebp): lossless, or lossy at `quality` (0 to 100).
  public static func webp(
    _ image: PixelImage, lossless: Bool = true, quality: Float = 80
  ) throws(PictureError) -> [UInt8] {
    var output: UnsafeMutablePointer<UInt8>?
    let stride = Int32(image.width * 4)
    let size = image.pixels.withUnsafeBufferPointer { pixels in
      lossless
        ? WebPEncodeLosslessRGBA(
          pixels.baseAddress, Int32(image.width), Int32(image.height), stride, &output)
        : WebPEncodeRGBA(
          pixels.baseAddress, Int32(image.width), Int32(image.height), stride, quality,
          &output)
    }
    defer { WebPFree(output) }
    guard size > 0, let output else { throw .corrupt("libwebp could not write the image") }
    return Array(UnsafeBufferPointer(start: output, count: size))
  }

  /// An APP1 segment holding a big-endian TIFF structure with one IFD0 entry: Orientation.
  static func exifSegment(_ orientation: ExifOrientation) -> [UInt8] {
    let value = orientation.rawValue
    let tiff: [UInt8] = [
      0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08,  // "MM", 42, IFD0 at offset 8
      0x00, 0x01,  // one entry
      0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01,  // Orientation, SHORT, count 1
      UInt8(value >> 8), UInt8(value & 0xFF), 0x00, 0x00,  // the value, padded
      0x00, 0x00, 0x00, 0x00,  // no next IFD
    ]
    let body: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
    let length = body.count + 2
    return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body
  }
}
