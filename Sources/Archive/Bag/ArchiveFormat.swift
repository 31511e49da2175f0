/// The kind of container a ``MemberBag`` reads, recognised by content, never by file name.
public enum ArchiveFormat: String, Hashable, Sendable, CaseIterable {
  /// A zip file (Mastodon 4.2 and later: `archive-….zip`), recognised by `PK\u{3}\u{4}` or
  /// `PK\u{5}\u{6}` at its start.
  case zip
  /// A gzip-compressed tar file (Mastodon before 4.2: `archive-….tar.gz`), recognised by the
  /// gzip magic `1F 8B 08`.
  case tarGzip = "tar.gz"
  /// An uncompressed tar file, as some browsers save a downloaded `.tar.gz`; recognised by a
  /// `ustar` magic or a valid first header checksum.
  case tar
  /// A folder, such as an extracted archive, walked read-only.
  case folder
}
