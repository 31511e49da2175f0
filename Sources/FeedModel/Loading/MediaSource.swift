/// Where a document's pictures come from: files beside it, members of an archive, or the
/// pictures bundled with the app.
///
/// Resolving a location reads nothing; the bytes are read when a picture is drawn, on a
/// background thread.
public protocol MediaSource: Sendable {
  /// What a location names.
  func resolve(_ location: String) -> MediaResolution

  /// The size in bytes of the file a location names, found without reading it (a `stat`, an
  /// archive's table), or `nil` when it is not known or there is no file.
  ///
  /// Where pictures are not drawn (`--no-images`), it says that a file is empty or too large
  /// to read, as a picture's frame would once it was read.
  func byteCount(of location: String) -> Int?
}

extension MediaSource {
  /// Not known.
  public func byteCount(of location: String) -> Int? { nil }
}

/// What a picture's location names.
public enum MediaResolution: Sendable {
  /// A file that can be read on demand; `key` names it uniquely for caching. `read` throws
  /// ``MediaReadError`` for a file that is there but damaged, too large or not to be read by
  /// this user, anything else for one that cannot be had.
  case readable(key: String, read: @Sendable () throws -> [UInt8])
  /// An address on a network, which is never fetched; its host is shown instead.
  case remote(host: String)
  /// Nothing that can be read: the file or member is missing.
  case missing
  /// A name the source holds but does not follow, such as an archive's symbolic link to a file
  /// outside it; the words say why: `link outside the archive`.
  case leftOut(String)
  /// Not in an archive that is cut short: the member may have come after the cut.
  case cutOff
}

extension MediaResolution {
  /// The largest media file a source reads, in bytes: 64 MB, on disk or in an archive.
  ///
  /// A file or member over it is not read (nor inflated past it, when its declared size lies)
  /// and its read throws ``MediaReadError/tooLarge(byteCount:)``; pictures of a source that
  /// returns more are refused all the same. A real photo is a few megabytes.
  public static let byteLimit = 64 << 20
}
