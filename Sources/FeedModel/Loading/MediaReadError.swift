/// Why a media file that is there could not be read, as a media source's read closure throws
/// it, so that a frame can say so rather than call the file missing.
///
/// A damaged member is `damaged`, one stored in a way that is not undone `unsupported`, a file
/// over the reader's cap `tooLarge`, and one the user may not read `permissionDenied`.
public enum MediaReadError: Error, Equatable, Sendable {
  /// The bytes are there but damaged: an archive member whose checksum does not match, or
  /// that is cut short.
  case damaged(String)
  /// The bytes are there, but stored in a way the source cannot undo, such as an archive member
  /// that is encrypted or compressed with bzip2; the words say how: `encrypted`,
  /// `bzip2-compressed`.
  case unsupported(String)
  /// The file is larger than the reader accepts; it was not read.
  case tooLarge(byteCount: Int)
  /// The system will not let the file be read (`EACCES` or `EPERM`); the reason names it.
  case permissionDenied(String)
}
