import Archive
import ArchiveTestSupport
import Foundation
import Testing

@Suite("Reading zip archives")
struct ZipReadingTests {
  @Test("Deflated and stored members read back exactly, folders are not members")
  func readsMembers() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    let picture = Samples.noise(70_000)
    try ZipWriter.write(
      [
        .init(name: "outbox.json", data: Samples.outbox),
        .init(name: "media_attachments/", data: nil),
        .init(name: "media_attachments/files/1/original/a.jpg", data: picture, deflate: false),
        .init(name: "empty.json", data: []),
      ], to: path)
    let bag = try ArchiveReader.open(path: path)
    #expect(bag.format == .zip)
    #expect(
      bag.members.map(\.name) == [
        "outbox.json", "media_attachments/files/1/original/a.jpg", "empty.json",
      ])
    #expect(bag.members.map(\.size) == [Samples.outbox.count, 70_000, 0])
    let outbox = try #require(bag.member(named: "outbox.json"))
    #expect(try bag.read(outbox) == Samples.outbox)
    let media = try #require(bag.member(named: "./media_attachments/files/1/original/a.jpg"))
    #expect(try bag.read(media) == picture)
    #expect(try bag.read(#require(bag.member(named: "empty.json"))) == [])
  }

  @Test("A 3 MB text member inflates exactly")
  func largeMember() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("big.zip")
    let text = Samples.text(3_000_000)
    try ZipWriter.write([.init(name: "outbox.json", data: text)], to: path)
    let bag = try ArchiveReader.open(path: path)
    #expect(try bag.read(#require(bag.member(named: "outbox.json"))) == text)
  }

  @Test("Names not flagged UTF-8 are code page 437 unless they are valid UTF-8")
  func nameEncodings() throws {
    let folder = try TemporaryFolder()
    var cp437 = RawZip.Member.stored("x", [1])
    cp437.name = [0x63, 0x61, 0x66, 0x82]  // "caf" + CP437 é
    var utf8 = RawZip.Member.stored("ü.txt", [2])
    utf8.flags = 0x800
    let unflagged = RawZip.Member.stored("日本.txt", [3])
    let path = try folder.write(RawZip(members: [cp437, utf8, unflagged]).bytes, to: "n.zip")
    #expect(try ArchiveReader.open(path: path).members.map(\.name) == ["café", "ü.txt", "日本.txt"])
  }

  @Test("Symbolic links and other special files are not members")
  func specialFiles() throws {
    let folder = try TemporaryFolder()
    var link = RawZip.Member.stored("link", Array("/etc/passwd".utf8))
    link.versionMadeBy = 3 << 8 | 20
    link.externalAttributes = 0o120777 << 16
    var regular = RawZip.Member.stored("file", [1])
    regular.versionMadeBy = 3 << 8 | 20
    regular.externalAttributes = 0o100644 << 16
    let path = try folder.write(RawZip(members: [link, regular]).bytes, to: "l.zip")
    #expect(try ArchiveReader.open(path: path).members.map(\.name) == ["file"])
  }

  @Test("ZIP64 extra fields give the sizes and offset")
  func zip64Fields() throws {
    let folder = try TemporaryFolder()
    let data = Array("zip64".utf8)
    var member = RawZip.Member.stored("big.json", data)
    member.size = 0xFFFF_FFFF
    member.compressedSize = 0xFFFF_FFFF
    member.localOffset = 0xFFFF_FFFF
    member.extra =
      RawZip.le16(1) + RawZip.le16(24) + RawZip.le64(5) + RawZip.le64(5) + RawZip.le64(0)
    let path = try folder.write(RawZip(members: [member]).bytes, to: "z.zip")
    let bag = try ArchiveReader.open(path: path)
    let found = try #require(bag.member(named: "big.json"))
    #expect(found.size == 5)
    #expect(try bag.read(found) == data)
  }

  @Test("A repeated name keeps its last occurrence")
  func repeatedNames() throws {
    let folder = try TemporaryFolder()
    let members: [RawZip.Member] = [
      .stored("a.json", [1]), .stored("b.json", [2]), .stored("a.json", [3]),
    ]
    let path = try folder.write(RawZip(members: members).bytes, to: "d.zip")
    let bag = try ArchiveReader.open(path: path)
    #expect(bag.members.map(\.name) == ["b.json", "a.json"])
    #expect(try bag.read(#require(bag.member(named: "a.json"))) == [3])
  }

  @Test("Backslashes in names, as PowerShell 5.1's Compress-Archive writes them, separate folders")
  func backslashNames() throws {
    let folder = try TemporaryFolder()
    var damaged = RawZip.Member.stored(#"Sicherung\likes.json"#, [3])
    damaged.crc ^= 1
    let members: [RawZip.Member] = [
      .stored(#"Sicherung\"#, []), .stored(#"Sicherung\outbox.json"#, [1]),
      .stored(#"Sicherung\media_attachments\files\1\original\a.jpg"#, [2]), damaged,
      .stored(#".\actor.json"#, [4]),
    ]
    let path = try folder.write(RawZip(members: members).bytes, to: "b.zip")
    let bag = try ArchiveReader.open(path: path)
    #expect(
      bag.members.map(\.name) == [
        "Sicherung/outbox.json", "Sicherung/media_attachments/files/1/original/a.jpg",
        "Sicherung/likes.json", "actor.json",
      ])
    #expect(try bag.read(#require(bag.member(named: "Sicherung/outbox.json"))) == [1])
    let media = bag.member(endingWith: "media_attachments/files/1/original/a.jpg")
    #expect(try bag.read(#require(media)) == [2])
    let likes = try #require(bag.member(named: "Sicherung/likes.json"))
    let error = archiveError { () throws(ArchiveError) in try bag.read(likes) }
    #expect(error?.member == "Sicherung/likes.json")
    #expect(error?.message == "truncated or corrupt (CRC-32 mismatch)")
  }
}
