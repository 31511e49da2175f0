/// A container's side of a ``MemberBag``: its table of members and how to read one.
///
/// Each store is immutable once opened and reads with positioned reads (`pread`) and a
/// decompressor of its own per call, so any number of threads may read at once.
protocol MemberStore: Sendable {
  /// The regular-file members in archive order; a name may repeat.
  var records: [MemberRecord] { get }

  /// Why the archive ends before its end, if it does: ``records`` then lists the members whole
  /// before the cut.
  var truncation: ArchiveError? { get }

  /// What was left out or cannot be read, each naming its member, found while opening.
  var warnings: [ArchiveError] { get }

  /// The names that are no member to read (links that cannot be followed, devices, fifos),
  /// each saying why; each is among ``warnings`` too.
  var leftOut: [LeftOutMember] { get }

  /// The names of the archive's own folder entries (a zip's `a/b/`, as `a/b`), which hold no
  /// data: for saying that a name a reader looks for is a folder.
  var folders: [String] { get }

  /// The whole content of the member at `index` in ``records``, which is at most `limit`
  /// bytes; fails if it turns out larger, or is truncated or corrupt.
  func read(at index: Int, limit: Int) throws(ArchiveError) -> [UInt8]

  /// The whole content of the member at `index`, as ``read(at:limit:)`` reads it, with
  /// `watch` shown the bytes read so far as they grow; `nil` as soon as `watch` returns false.
  func read(
    at index: Int, limit: Int, watch: (_ soFar: UnsafeRawBufferPointer) -> Bool
  ) throws(ArchiveError) -> [UInt8]?
}

extension MemberStore {
  /// None: only a tar can be read up to where it is cut short.
  var truncation: ArchiveError? { nil }

  /// None.
  var warnings: [ArchiveError] { [] }

  /// None listed.
  var folders: [String] { [] }

  /// None.
  var leftOut: [LeftOutMember] { [] }

  /// The whole content, read at once, then shown to `watch`.
  func read(
    at index: Int, limit: Int, watch: (_ soFar: UnsafeRawBufferPointer) -> Bool
  ) throws(ArchiveError) -> [UInt8]? {
    let bytes = try read(at: index, limit: limit)
    return bytes.withUnsafeBytes(watch) ? bytes : nil
  }
}

/// One row of a store's table: a member's name and declared size.
struct MemberRecord: Hashable, Sendable {
  /// The member's name, normalised (see ``ArchivePath/normalized(_:)``).
  var name: String
  /// The declared size in bytes.
  var size: Int
}
