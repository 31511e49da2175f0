/// How an archive member is stored that this reader cannot undo: it is encrypted, or it is
/// compressed with a method other than stored and deflated.
///
/// An ``ArchiveError`` for such a member carries it as ``ArchiveError/unsupported``, so that a
/// caller tells it from a damaged member without reading the message:
///
/// ```swift
/// error.unsupported?.words  // "bzip2-compressed", "encrypted"
/// ```
public enum UnsupportedStorage: Hashable, Sendable {
  /// The member is encrypted: its encryption flag is set, or it uses WinZip's AES encryption
  /// (compression method 99).
  case encryption
  /// The member is compressed with a method this reader does not inflate.
  case compression(ZipCompressionMethod)

  /// A few words for a picture's frame or a list: `encrypted`, `bzip2-compressed`, or
  /// `compression method 77` for a method the zip format's APPNOTE does not name.
  public var words: String {
    switch self {
    case .encryption: "encrypted"
    case .compression(let method):
      method.name.map { "\($0)-compressed" } ?? "compression method \(method.number)"
    }
  }
}
