import Archive
import ArchiveTestSupport
import Testing

@Suite("Hostile zip archives fail with a message naming the member")
struct ZipHostileTests {
  private func open(_ members: [RawZip.Member], in folder: TemporaryFolder) throws -> MemberBag {
    try ArchiveReader.open(path: folder.write(RawZip(members: members).bytes, to: "x.zip"))
  }

  private func readError(_ member: RawZip.Member, limit: Int? = nil) throws -> String? {
    let folder = try TemporaryFolder()
    let bag = try open([member], in: folder)
    let found = try #require(bag.members.first)
    return archiveError { () throws(ArchiveError) in try bag.read(found, limit: limit) }
      .map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
  }

  @Test("A cut-off zip has no end record")
  func truncated() throws {
    let folder = try TemporaryFolder()
    let bytes = RawZip(members: [.deflated("outbox.json", Samples.outbox)]).bytes
    let path = try folder.write(Array(bytes.dropLast(30)), to: "cut.zip")
    let error = archiveError { () throws(ArchiveError) in try ArchiveReader.open(path: path) }
    #expect(
      error?.description == "\(path): truncated or corrupt (no end of central directory record)")
    #expect(error?.kind == .malformed)
    #expect(error?.exitStatus == 65)
  }

  @Test("Corrupt deflate data names the member and zlib's reason")
  func corruptData() throws {
    var member = RawZip.Member.deflated("outbox.json", Samples.outbox)
    member.stored = [0xFF, 0xFF, 0xFF]
    member.compressedSize = 3
    #expect(
      try readError(member) == "x.zip: outbox.json: truncated or corrupt (invalid block type)")
  }

  @Test("A stream that wants input past the member ends there (ZIPFoundation 0.9.20 spins)")
  func streamRunsPastMember() throws {
    // A stored deflate block that announces 65535 bytes, then holds 10.
    let stored: [UInt8] = [0x00, 0xFF, 0xFF, 0x00, 0x00] + Array(repeating: 0x78, count: 10)
    let member = RawZip.Member(
      name: Array("a.txt".utf8), stored: stored, method: 8, crc: 0, size: 100,
      compressedSize: UInt32(stored.count))
    #expect(try readError(member) == "x.zip: a.txt: truncated or corrupt (unexpected end of data)")
  }

  @Test("A member that inflates past its declared size stops there")
  func inflatesPastDeclaredSize() throws {
    var member = RawZip.Member.deflated("bomb.json", [UInt8](repeating: 0, count: 5_000_000))
    member.size = 100
    #expect(
      try readError(member)
        == "x.zip: bomb.json: truncated or corrupt (more data than the declared 100 bytes)")
  }

  @Test("A member declared over the limit fails before reading")
  func declaredOverLimit() throws {
    let folder = try TemporaryFolder()
    var member = RawZip.Member.deflated("video.mp4", [1, 2, 3])
    member.size = 600_000_000
    let bag = try open([member], in: folder)
    let found = try #require(bag.member(named: "video.mp4"))
    let error = archiveError { () throws(ArchiveError) in try bag.read(found, limit: 1 << 20) }
    #expect(error?.kind == .tooLarge)
    #expect(error?.message == "too large (600000000 bytes; the limit is 1048576)")
    let byDefault = archiveError { () throws(ArchiveError) in try bag.read(found) }
    #expect(byDefault?.message == "too large (600000000 bytes; the limit is 536870912)")
  }

  @Test("A member that inflates short of its declared size is truncated")
  func inflatesShort() throws {
    var member = RawZip.Member.deflated("outbox.json", Samples.outbox)
    member.size += 5
    let declared = Samples.outbox.count + 5
    #expect(
      try readError(member)
        == "x.zip: outbox.json: truncated or corrupt (\(declared - 5) bytes instead of the declared \(declared))"
    )
  }

  @Test("A wrong CRC-32 is corrupt")
  func wrongChecksum() throws {
    var member = RawZip.Member.stored("actor.json", Array("{}".utf8))
    member.crc ^= 1
    #expect(try readError(member) == "x.zip: actor.json: truncated or corrupt (CRC-32 mismatch)")
  }

  @Test("Encrypted members and other compression methods are not supported")
  func unsupported() throws {
    var encrypted = RawZip.Member.stored("secret.json", [1])
    encrypted.flags = 1
    #expect(try readError(encrypted) == "x.zip: secret.json: encrypted members are not supported")
    var bzip2 = RawZip.Member.stored("b.json", [1])
    bzip2.method = 12
    #expect(try readError(bzip2) == "x.zip: b.json: unsupported compression method 12 (bzip2)")
  }

  @Test("A bad local header offset, or data past the end of the file, is corrupt")
  func badOffsets() throws {
    var misplaced = RawZip.Member.stored("a.json", [1, 2, 3])
    misplaced.localOffset = 1
    #expect(
      try readError(misplaced)
        == "x.zip: a.json: truncated or corrupt (no local header at offset 1)")
    var overlong = RawZip.Member.stored("b.json", [1, 2, 3])
    overlong.compressedSize = 90
    overlong.method = 8
    #expect(
      try readError(overlong)
        == "x.zip: b.json: truncated or corrupt (data runs past the end of the file)")
  }

  @Test("Names with ../ or an absolute path are only keys")
  func traversalNames() throws {
    let folder = try TemporaryFolder()
    let bag = try open([.stored("../../evil.sh", [1]), .stored("/etc/passwd", [2])], in: folder)
    #expect(bag.members.map(\.name) == ["../../evil.sh", "/etc/passwd"])
    #expect(try bag.read(#require(bag.member(named: "/etc/passwd"))) == [2])
  }
}
