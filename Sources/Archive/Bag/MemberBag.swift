/// A read-only "bag of members" over a zip, a tar.gz, a tar or a folder.
///
/// Open one with ``ArchiveReader/open(path:limits:)``. Opening reads only the archive's table
/// of contents; members are read one at a time, on demand, with ``read(_:limit:)``:
///
/// ```swift
/// let bag = try ArchiveReader.open(path: "archive-20240102.zip")
/// if let outbox = bag.member(named: "outbox.json") {
///   let bytes = try bag.read(outbox)
/// }
/// let picture = bag.member(
///   endingWith: "media_attachments/files/000/001/original/a.jpg", caseInsensitive: true)
/// ```
///
/// A bag is immutable and `Sendable`: any thread may look up and read members at the same
/// time. Nothing is ever extracted or written to disk.
///
/// When a name occurs more than once, the last occurrence is the member, as when a tar is
/// extracted; ``members`` lists each name once, and ``repeatedNames`` says which repeat.
public struct MemberBag: Sendable {
  /// The archive's name as given, used in error messages.
  public let name: String
  /// The kind of container, recognised by content.
  public let format: ArchiveFormat
  /// The caps this bag was opened with; ``ArchiveLimits/memberSize`` is the default limit of
  /// ``read(_:limit:)``.
  public let limits: ArchiveLimits
  /// Every regular file in archive order (a folder's in sorted order), each name once.
  public let members: [ArchiveMember]
  /// The names that occur more than once, with how many times: the last copy is the member.
  public let repeatedNames: [String: Int]
  /// Why the archive ends early, when a tar or tar.gz is cut short after its first member, or
  /// `nil` when it is whole.
  ///
  /// ``members`` then holds the members whole before the cut, each read as from a whole
  /// archive, and the error names the member the archive ends in, which is left out (or none,
  /// when the cut falls between members):
  ///
  /// ```text
  /// archive.tar.gz: likes.json: truncated or corrupt (unexpected end of data)
  /// ```
  ///
  /// An archive cut short before its first whole member fails to open instead.
  public let truncation: ArchiveError?
  /// Problems found while opening, each naming its member, for the caller to pass on as
  /// warnings: a tar's link left out because it points outside the archive or to nothing, or a
  /// zip member that cannot be read because it is encrypted or compressed with a method this
  /// reader does not inflate (see ``ArchiveError/unsupportedCompression``).
  ///
  /// ```text
  /// archive.tar.gz: avatar.png: symbolic link to "/etc/passwd", outside the archive; left out
  /// archive.zip: media_attachments/files/1/original/a.png: unsupported compression method 12 (bzip2)
  /// ```
  public let warnings: [ArchiveError]

  /// The names the archive holds that are no member to read, each saying why.
  ///
  /// They are links that cannot be followed within it (a zip's and a folder's as a tar's),
  /// devices and fifos. Each is among ``warnings`` too; find one by name with
  /// ``leftOut(endingWith:caseInsensitive:)``.
  public let leftOut: [LeftOutMember]

  /// The names of the archive's folder entries that are listed as such (a zip's `a/b/`, as
  /// `a/b`): a folder holding members shows in their names; these may hold none.
  public var folders: [String] { store.folders }

  private let positionByName: [String: Int]
  private let positionsByFileName: [String: [Int]]
  private let leftOutByFileName: [String: [Int]]
  private let store: any MemberStore

  init(name: String, format: ArchiveFormat, limits: ArchiveLimits, store: any MemberStore) {
    self.name = name
    self.format = format
    self.limits = limits
    self.store = store
    self.truncation = store.truncation
    self.warnings = store.warnings
    self.leftOut = store.leftOut
    var leftOutByFileName: [String: [Int]] = [:]
    for (index, item) in leftOut.enumerated() {
      leftOutByFileName[ArchivePath.lastComponent(item.name).lowercased(), default: []].append(
        index)
    }
    self.leftOutByFileName = leftOutByFileName
    let records = store.records
    var lastIndex: [String: Int] = [:]
    lastIndex.reserveCapacity(records.count)
    var repeatedNames: [String: Int] = [:]
    for (index, record) in records.enumerated() {
      if lastIndex.updateValue(index, forKey: record.name) != nil {
        repeatedNames[record.name, default: 1] += 1
      }
    }
    self.repeatedNames = repeatedNames
    var members: [ArchiveMember] = []
    members.reserveCapacity(lastIndex.count)
    var positionByName: [String: Int] = [:]
    var positionsByFileName: [String: [Int]] = [:]
    for (index, record) in records.enumerated() where lastIndex[record.name] == index {
      positionByName[record.name] = members.count
      let fileName = ArchivePath.lastComponent(record.name).lowercased()
      positionsByFileName[fileName, default: []].append(members.count)
      members.append(ArchiveMember(name: record.name, size: record.size, index: index))
    }
    self.members = members
    self.positionByName = positionByName
    self.positionsByFileName = positionsByFileName
  }

  /// The member called `name` (a leading `./` is ignored), or `nil`.
  public func member(named name: String) -> ArchiveMember? {
    positionByName[ArchivePath.normalized(name)].map { members[$0] }
  }

  /// The first member, in ``members`` order, whose name ends with the whole path components
  /// of `suffix`, or `nil`.
  ///
  /// Real archives prefix media differently (`media_attachments/…`,
  /// `/opt/mastodon/public/system/media_attachments/…`), so look media up by the part of the
  /// path they share. `b/c.jpg` matches `a/b/c.jpg` and `b/c.jpg` but not `ab/c.jpg`; a leading
  /// `/` in `suffix` is ignored. With `caseInsensitive`, `A.JPG` matches `a.jpg`.
  public func member(endingWith suffix: String, caseInsensitive: Bool = false) -> ArchiveMember? {
    Self.first(in: members, at: positionsByFileName, endingWith: suffix, caseInsensitive)
  }

  /// The first name left out (see ``leftOut``) that ends with the whole path components of
  /// `suffix`, matched as ``member(endingWith:caseInsensitive:)`` matches, or `nil`: for
  /// saying why a name that is not a member is not one.
  public func leftOut(endingWith suffix: String, caseInsensitive: Bool = false) -> LeftOutMember? {
    Self.first(in: leftOut, at: leftOutByFileName, endingWith: suffix, caseInsensitive)
  }

  /// The first of `items`, among those `positions` lists by lowercased file name, whose name
  /// ends with the whole components of `suffix`.
  private static func first<Item>(
    in items: [Item], at positions: [String: [Int]], endingWith suffix: String,
    _ caseInsensitive: Bool
  ) -> Item? where Item: NamedItem {
    var suffix = Substring(suffix)
    while suffix.hasPrefix("/") { suffix = suffix.dropFirst() }
    guard !suffix.isEmpty, !suffix.hasSuffix("/") else { return nil }
    let wanted = caseInsensitive ? suffix.lowercased() : String(suffix)
    let fileName = ArchivePath.lastComponent(String(suffix)).lowercased()
    for position in positions[fileName] ?? [] {
      let name = items[position].name
      let candidate = caseInsensitive ? name.lowercased() : name
      if ArchivePath.name(candidate, endsWithComponents: wanted) { return items[position] }
    }
    return nil
  }

  /// The whole content of `member`, read now.
  ///
  /// - Parameter limit: the most bytes to accept; ``ArchiveLimits/memberSize`` when `nil`.
  ///   A member that declares more fails before anything is read, and one that inflates to
  ///   more stops there: memory never grows past the limit.
  /// - Throws: ``ArchiveError`` naming the member: ``ArchiveError/Kind/tooLarge``,
  ///   ``ArchiveError/Kind/malformed`` when truncated or corrupt, or
  ///   ``ArchiveError/Kind/cannotOpen`` when the system cannot read it.
  public func read(_ member: ArchiveMember, limit: Int? = nil) throws(ArchiveError) -> [UInt8] {
    try read(member, limit: limit) { _ in true } ?? []
  }

  /// The whole content of `member`, read now, with `watch` shown the bytes read so far each
  /// time a part more is in (a part of a few megabytes, as a zip member inflates), so that a
  /// caller can say how far it got, or stop a member whose first bytes are no use to it.
  ///
  /// ```swift
  /// let bytes = try bag.read(outbox) { soFar in
  ///   soFar.count < 4096 || soFar.first == UInt8(ascii: "{")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - limit: as in ``read(_:limit:)``.
  ///   - watch: returns false to stop: the member is not read further.
  /// - Returns: the content, or `nil` when `watch` stopped the reading.
  /// - Throws: as ``read(_:limit:)``.
  public func read(
    _ member: ArchiveMember, limit: Int? = nil,
    watch: (_ soFar: UnsafeRawBufferPointer) -> Bool
  ) throws(ArchiveError) -> [UInt8]? {
    guard let position = positionByName[member.name], members[position] == member else {
      throw ArchiveError(
        kind: .malformed, archive: name, member: member.name,
        message: "not a member of this archive")
    }
    let limit = max(0, limit ?? limits.memberSize)
    if member.size > limit {
      throw ArchiveError.tooLarge(
        archive: name, member: member.name, size: member.size, limit: limit)
    }
    return try store.read(at: member.index, limit: limit, watch: watch)
  }
}

/// A bag's member or name left out, found by the end of its name.
protocol NamedItem {
  /// The normalised name.
  var name: String { get }
}

extension ArchiveMember: NamedItem {}
extension LeftOutMember: NamedItem {}
