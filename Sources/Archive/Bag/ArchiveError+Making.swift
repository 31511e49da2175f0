#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension ArchiveError {
  /// The message of the error for an encrypted zip member.
  static let encryptedMessage = "encrypted members are not supported"

  /// `archive: member: truncated or corrupt (reason)`.
  static func corrupt(archive: String, member: String?, _ reason: String) -> ArchiveError {
    ArchiveError(
      kind: .malformed, archive: archive, member: member,
      message: "truncated or corrupt (\(reason))")
  }

  /// `archive: member: too large (size bytes; the limit is limit)`.
  static func tooLarge(archive: String, member: String?, size: Int, limit: Int) -> ArchiveError {
    ArchiveError(
      kind: .tooLarge, archive: archive, member: member,
      message: "too large (\(size) bytes; the limit is \(limit))")
  }

  /// `archive: member: too large (more than limit bytes; the limit is limit)`, for a member
  /// whose real size is only known to pass the limit.
  static func tooLarge(archive: String, member: String?, limit: Int) -> ArchiveError {
    ArchiveError(
      kind: .tooLarge, archive: archive, member: member,
      message: "too large (more than \(limit) bytes; the limit is \(limit))")
  }

  /// `archive: member: cannot open: <the system's reason for code>`.
  static func system(archive: String, member: String?, code: Int32) -> ArchiveError {
    let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
    return ArchiveError(
      kind: .cannotOpen, archive: archive, member: member, message: reason, systemCode: code)
  }
}
