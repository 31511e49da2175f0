import Archive
import ArchiveTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Opening: formats by content, and inputs that cannot be opened")
struct ArchiveReaderTests {
  @Test("Formats are recognised by content, whatever the file is called")
  func formatsByContent() throws {
    let folder = try TemporaryFolder()
    var tar = TarBuilder()
    tar.file("outbox.json", Samples.outbox)
    tar.end()
    let zip = try folder.write(RawZip(members: [.stored("outbox.json", [1])]).bytes, to: "a.tar.gz")
    let tarGzip = try folder.write(Gzip.compress(tar.bytes), to: "b.zip")
    let plainTar = try folder.write(tar.bytes, to: "c.json")
    let json = try folder.write(Samples.outbox, to: "archive.zip")
    let empty = try folder.write([], to: "empty.zip")
    #expect(try ArchiveReader.format(ofItemAt: zip) == .zip)
    #expect(try ArchiveReader.format(ofItemAt: tarGzip) == .tarGzip)
    #expect(try ArchiveReader.format(ofItemAt: plainTar) == .tar)
    #expect(try ArchiveReader.format(ofItemAt: folder.path) == .folder)
    #expect(try ArchiveReader.format(ofItemAt: json) == nil)
    #expect(try ArchiveReader.format(ofItemAt: empty) == nil)
  }

  @Test("A missing file cannot be opened (exit 66)")
  func missing() {
    let error = archiveError { () throws(ArchiveError) in
      try ArchiveReader.open(path: "/nonexistent/archive.zip")
    }
    #expect(
      error?.description == "/nonexistent/archive.zip: cannot open: No such file or directory")
    #expect(error?.kind == .cannotOpen)
    #expect(error?.exitStatus == 66)
  }

  @Test("A file that is no archive is malformed (exit 65)")
  func notAnArchive() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(Samples.outbox, to: "outbox.json")
    let error = archiveError { () throws(ArchiveError) in try ArchiveReader.open(path: path) }
    #expect(
      error?.description
        == "\(path): not an archive (expected a zip, a tar.gz, a tar or a folder)")
    #expect(error?.exitStatus == 65)
  }

  @Test("An empty zip opens with no members")
  func emptyZip() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(RawZip(members: []).bytes, to: "empty.zip")
    #expect(try ArchiveReader.open(path: path).members.isEmpty)
  }

  @Test("Control characters in names are escaped in messages")
  func escapedNames() throws {
    let folder = try TemporaryFolder()
    var member = RawZip.Member.stored("a\u{1B}[31m.json", [1])
    member.crc = 0
    let path = try folder.write(RawZip(members: [member]).bytes, to: "x.zip")
    let bag = try ArchiveReader.open(path: path)
    let found = try #require(bag.members.first)
    let error = archiveError { () throws(ArchiveError) in try bag.read(found) }
    #expect(
      error?.description == "\(path): a\\u001B[31m.json: truncated or corrupt (CRC-32 mismatch)")
  }

  @Test("Bidirectional controls and invisible format characters in names are escaped; joiners kept")
  func escapedFormatCharacters() {
    let name =
      "\u{200E}\u{200F}\u{61C}\u{202A}\u{202E}\u{2066}\u{2069}\u{200B}\u{FEFF}\u{E0041}👩‍💻.json"
    let error = ArchiveError(
      kind: .malformed, archive: "a\u{200F}.zip", member: name, message: "bad")
    #expect(
      error.description
        == #"a\u200F.zip: \u200E\u200F\u061C\u202A\u202E\u2066\u2069\u200B\uFEFF\uDB40\uDC41👩‍💻.json: bad"#
    )
  }

  @Test("A zip with more members than the limit fails")
  func tooManyZipMembers() throws {
    let folder = try TemporaryFolder()
    let members = (0..<3).map { RawZip.Member.stored("\($0).json", [1]) }
    let path = try folder.write(RawZip(members: members).bytes, to: "x.zip")
    let error = archiveError { () throws(ArchiveError) in
      try ArchiveReader.open(path: path, limits: ArchiveLimits(memberCount: 2))
    }
    #expect(error?.description == "\(path): too many members (3; the limit is 2)")
  }
}

extension ArchiveReaderTests {
  @Test(
    "An archive opens from a descriptor of a file already removed, and reads after it is closed")
  func openDescriptor() throws {
    let folder = try TemporaryFolder()
    var tar = TarBuilder()
    tar.file("outbox.json", Samples.outbox)
    tar.end()
    let path = try folder.write(Gzip.compress(tar.bytes), to: "copy")
    let descriptor = open(path, O_RDONLY)
    try #require(descriptor >= 0)
    unlink(path)
    let bag = try ArchiveReader.open(descriptor: descriptor, name: "<stdin>")
    close(descriptor)
    #expect(bag.name == "<stdin>" && bag.format == .tarGzip)
    let outbox = try #require(bag.member(named: "outbox.json"))
    #expect(try bag.read(outbox) == Samples.outbox)
    let error = archiveError { () throws(ArchiveError) in
      try ArchiveReader.open(descriptor: descriptor, name: "<stdin>")
    }
    #expect(error?.description == "<stdin>: cannot open: Bad file descriptor")
  }
}
