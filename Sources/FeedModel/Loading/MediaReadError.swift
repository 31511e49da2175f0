/// Why a media file that is there could not be read, as a media source's read closure throws
/// it, so that a frame can say so rather than call the file missing.
public enum MediaReadError: Error, Equatable, Sendable {
  /// The bytes are there but damaged: an archive member whose checksum does not match, or
  /// that is cut short.
  case damaged(String)
  /// The file is larger than the reader accepts; it was not read.
  case tooLarge(byteCount: Int)
}
