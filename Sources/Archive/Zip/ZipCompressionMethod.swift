/// A zip compression method, by its number, with the name the zip format's APPNOTE gives it.
///
/// Only stored (0) and deflated (8) members are read; any other method fails with an
/// ``ArchiveError`` whose ``ArchiveError/unsupported`` names it:
///
/// ```swift
/// let method = ZipCompressionMethod(12)
/// method.unsupportedMessage  // "unsupported compression method 12 (bzip2)"
/// method.name  // "bzip2"
/// ```
public struct ZipCompressionMethod: Hashable, Sendable, CustomStringConvertible {
  /// The method's number in a zip's headers, such as 12 for bzip2.
  public let number: UInt16

  /// The method numbered `number`.
  public init(_ number: UInt16) {
    self.number = number
  }

  /// The APPNOTE's name for the method, such as `bzip2`, `LZMA`, `zstd` or `xz`, or `nil` for a
  /// number it does not name.
  public var name: String? { Self.names[number] }

  /// Whether members compressed this way are read: stored (0) and deflated (8) ones are.
  public var isSupported: Bool { number == 0 || number == 8 }

  /// Whether the method is WinZip's AES encryption (99), whose members are encrypted.
  public var isEncryption: Bool { number == 99 }

  /// How a member compressed this way is stored, when this reader cannot undo it:
  /// ``UnsupportedStorage/encryption`` for method 99, `nil` for stored and deflated.
  public var unsupportedStorage: UnsupportedStorage? {
    if isSupported { return nil }
    return isEncryption ? .encryption : .compression(self)
  }

  /// The number, with the name when there is one: `12 (bzip2)`, `77`.
  public var description: String { name.map { "\(number) (\($0))" } ?? "\(number)" }

  /// The message of the error for a member compressed this way:
  /// `unsupported compression method 12 (bzip2)`.
  public var unsupportedMessage: String { Self.unsupportedPrefix + description }

  private static let unsupportedPrefix = "unsupported compression method "

  private static let names: [UInt16: String] = [
    0: "stored", 1: "shrink", 6: "implode", 8: "deflate", 9: "deflate64", 12: "bzip2",
    14: "LZMA", 93: "zstd", 95: "xz", 96: "JPEG", 97: "WavPack", 98: "PPMd",
    99: "AES encryption",
  ]
}

extension ArchiveError {
  /// The compression method this error says a member uses and this reader does not inflate,
  /// or `nil` for any other error.
  public var unsupportedCompression: ZipCompressionMethod? {
    if case .compression(let method) = unsupported { return method }
    return nil
  }
}
