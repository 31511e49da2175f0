/// Why a picture could not be made: no bytes, bytes that are no image, or an image refused.
///
/// Every failure of ``ImageDecoder``, ``PictureSource`` and ``PictureLoader`` is one of these,
/// so a screen can show a placeholder and a short reason instead of crashing.
///
/// ```swift
/// switch loader.state(for: request) {
/// case .failed(.missing): drawPlaceholder("no file")
/// case .failed(let error): drawPlaceholder(error.description)
/// default: break
/// }
/// ```
public enum PictureError: Error, Hashable, Sendable {
  /// The image data has no bytes at all.
  case empty
  /// The bytes are not a format this module decodes (JPEG, PNG, GIF, WebP or BMP), nor one
  /// it recognises.
  case unsupportedFormat
  /// The bytes are a picture of a format this module recognises but does not decode, such as
  /// AVIF, HEIC, TIFF or SVG.
  case foreignFormat(ForeignImageFormat)
  /// The header claims more pixels than ``DecodeLimits`` allow; nothing was decoded.
  case tooLarge(width: Int, height: Int)
  /// The bytes start like an image of a known format but cannot be decoded.
  case corrupt(String)
  /// The bytes could not be had: a missing or non-regular file, or a byte provider that threw.
  case missing(String)
  /// The file is there, but the system will not let it be read (`EACCES` or `EPERM`, such as
  /// a file of mode 000 or one in a folder that cannot be searched); the reason names it.
  case permissionDenied(String)
  /// The file is there, but stored in a way its reader cannot undo, such as an archive member
  /// that is encrypted or compressed with bzip2; the words say how: `encrypted`,
  /// `bzip2-compressed`.
  case unsupportedStorage(String)
  /// The file is larger than the reader's byte cap; it was not read.
  case fileTooLarge(byteCount: Int)
  /// A JPEG with more scans than ``DecodeLimits/maxScans``, counted before decoding; each
  /// scan costs a pass over the whole image, so thousands of them would take seconds.
  case tooManyScans(Int)
  /// The image is whole but holds no pixels: a GIF whose every frame is 0 pixels wide or
  /// high.
  case noPixels
}

extension PictureError: CustomStringConvertible {
  /// A short reason, fit for a status line.
  public var description: String {
    switch self {
    case .empty: "empty image data"
    case .unsupportedFormat: "not a JPEG, PNG, GIF, WebP or BMP image"
    case .foreignFormat(let format): "\(format.name) images are not supported"
    case .tooLarge(let width, let height): "image too large (\(width)×\(height))"
    case .corrupt(let reason): "corrupt image: \(reason)"
    case .missing(let reason): "no image: \(reason)"
    case .permissionDenied(let reason): "cannot read: \(reason)"
    case .unsupportedStorage(let words): "cannot read: \(words), not supported"
    case .fileTooLarge(let byteCount): "file too large (\(byteCount / 1_048_576) MB)"
    case .tooManyScans(let count): "JPEG with too many scans (\(count))"
    case .noPixels: "image with no pixels"
    }
  }
}
