import Archive
import ArchiveTestSupport
import Testing

@Suite("Hostile tar.gz and tar archives fail with a message naming the member")
struct TarGzipHostileTests {
  private func openError(
    _ bytes: [UInt8], limits: ArchiveLimits = ArchiveLimits()
  ) throws -> String? {
    let folder = try TemporaryFolder()
    let path = try folder.write(bytes, to: "archive.tar.gz")
    return archiveError { () throws(ArchiveError) in
      try ArchiveReader.open(path: path, limits: limits)
    }
    .map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
  }

  private func twoMembers() -> [UInt8] {
    var tar = TarBuilder()
    tar.file("media_attachments/files/1/original/a.jpg", Samples.noise(300_000))
    tar.file("outbox.json", Samples.text(200_000))
    tar.end()
    return tar.bytes
  }

  @Test("A tar.gz cut inside a member names that member")
  func truncatedInsideMember() throws {
    let gzip = Gzip.compress(twoMembers())
    #expect(
      try openError(Array(gzip.prefix(gzip.count / 2)))
        == "archive.tar.gz: media_attachments/files/1/original/a.jpg: truncated or corrupt (unexpected end of data)"
    )
  }

  @Test("A damaged gzip checksum is caught when opening")
  func badChecksum() throws {
    var gzip = Gzip.compress(twoMembers())
    gzip[gzip.count - 6] ^= 0xFF
    #expect(try openError(gzip) == "archive.tar.gz: truncated or corrupt (incorrect data check)")
  }

  @Test(
    "Gzip that holds no tar, however short, is not an archive rather than a corrupt one",
    arguments: [
      Samples.outbox + [UInt8](repeating: 32, count: 600),
      Array(#"{"me":null,"users":[],"feed":[]}"#.utf8), [],
    ])
  func notTar(content: [UInt8]) throws {
    // JSON is named as such, so that the app can say to decompress it first.
    let reason = content.isEmpty ? "not a tar archive" : "JSON, not a tar archive"
    #expect(try openError(Gzip.compress(content)) == "archive.tar.gz: \(reason)")
    let folder = try TemporaryFolder()
    let path = try folder.write(Gzip.compress(content), to: "plain.gz")
    let error = archiveError { () throws(ArchiveError) in try ArchiveReader.open(path: path) }
    #expect(error?.kind == .notAnArchive && error?.exitStatus == 65)
  }

  @Test("A damaged header after the first names its byte offset")
  func badHeader() throws {
    var tar = twoMembers()
    tar[512 + 300_032 + 10] ^= 0x01
    #expect(
      try openError(Gzip.compress(tar))
        == "archive.tar.gz: truncated or corrupt (bad tar header checksum at byte 300544)")
  }

  @Test("A decompression bomb stops at the expansion limit, naming the member")
  func bomb() throws {
    var tar = TarBuilder()
    tar.file("zeros.bin", [UInt8](repeating: 0, count: 8 << 20))
    tar.end()
    let limits = ArchiveLimits(maxExpansion: 50, expansionGrace: 1 << 20)
    #expect(
      try openError(Gzip.compress(tar.bytes, level: 9), limits: limits)
        == "archive.tar.gz: zeros.bin: too large (inflates more than 50 times its compressed size)")
  }

  @Test("More members than the limit fail")
  func tooManyMembers() throws {
    var tar = TarBuilder()
    for index in 0..<5 { tar.file("\(index).json", [1]) }
    tar.end()
    #expect(
      try openError(Gzip.compress(tar.bytes), limits: ArchiveLimits(memberCount: 4))
        == "archive.tar.gz: too many members (more than 4)")
  }

  @Test("Members over the read limit fail by their declared size")
  func overLimit() throws {
    let folder = try TemporaryFolder()
    let bag = try ArchiveReader.open(path: folder.write(Gzip.compress(twoMembers()), to: "a.tgz"))
    let member = try #require(bag.member(named: "outbox.json"))
    let error = archiveError { () throws(ArchiveError) in try bag.read(member, limit: 1000) }
    #expect(error?.kind == .tooLarge)
    #expect(error?.message == "too large (200000 bytes; the limit is 1000)")
  }
}
