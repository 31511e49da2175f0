/// Why an archive, or one of its members, could not be read.
///
/// Its ``description`` is the one-line message for standard error. It names the archive as
/// given, then the member when there is one:
///
/// ```text
/// archive.zip: cannot open: No such file or directory
/// archive.zip: truncated or corrupt (no end of central directory record)
/// archive.tar.gz: outbox.json: truncated or corrupt (unexpected end of data)
/// archive.zip: media_attachments/files/1/original/a.mp4: too large (600000000 bytes; the limit is 536870912)
/// ```
public struct ArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of failure, which decides the exit status.
  public enum Kind: Hashable, Sendable {
    /// The archive or a member could not be opened or read from the system, such as a missing
    /// file or a permission error.
    case cannotOpen
    /// The bytes are not what they claim to be: truncated, corrupt, not an archive, or using
    /// a feature this reader does not support (encryption, another compression method).
    case malformed
    /// A member is larger than the limit it was read with, by its declared size or by what
    /// inflating it produced.
    case tooLarge
    /// The container holds no archive: a gzip whose content is not a tar, say.
    case notAnArchive
  }

  /// The kind of failure.
  public var kind: Kind
  /// The archive's name as given to ``ArchiveReader/open(path:limits:)``.
  public var archive: String
  /// The member's name inside the archive, or `nil` for the archive as a whole.
  public var member: String?
  /// What is wrong, such as `truncated or corrupt (invalid stored block lengths)`.
  ///
  /// For ``Kind/cannotOpen`` it is the system's reason, such as `No such file or directory`.
  public var message: String
  /// The system's error number (`errno`) when the system refused, such as `EACCES` for a file
  /// the user may not read; nil for any other failure.
  public var systemCode: Int32?
  /// How the member is stored, when this reader cannot undo it.
  ///
  /// Set for a member that is encrypted or compressed with a method that is not inflated,
  /// whose kind is then ``Kind/malformed``; `nil` for any other failure.
  public var unsupported: UnsupportedStorage?

  /// Creates an error.
  public init(
    kind: Kind, archive: String, member: String? = nil, message: String, systemCode: Int32? = nil,
    unsupported: UnsupportedStorage? = nil
  ) {
    self.kind = kind
    self.archive = archive
    self.member = member
    self.message = message
    self.systemCode = systemCode
    self.unsupported = unsupported
  }

  /// Whether the container holds no archive but JSON: a gzipped JSON document
  /// (`timeline.json.gz`), which is to be decompressed before it is opened.
  public var isCompressedJSON: Bool {
    kind == .notAnArchive && message == TarFailure.jsonReason
  }

  /// The process exit status for this failure, as in `sysexits.h`.
  ///
  /// `66` (`EX_NOINPUT`) when the input cannot be opened, `65` (`EX_DATAERR`) otherwise.
  public var exitStatus: Int32 {
    switch kind {
    case .cannotOpen: 66
    case .malformed, .tooLarge, .notAnArchive: 65
    }
  }

  /// The message for standard error, such as
  /// `archive.zip: outbox.json: truncated or corrupt (CRC-32 mismatch)`.
  ///
  /// Names from the archive are printed with their control characters escaped.
  public var description: String {
    var parts = [archive.escapingControlCharacters]
    if let member { parts.append(member.escapingControlCharacters) }
    parts.append(kind == .cannotOpen ? "cannot open: \(message)" : message)
    return parts.joined(separator: ": ")
  }
}
