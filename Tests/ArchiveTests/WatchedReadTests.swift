import Archive
import ArchiveTestSupport
import Testing

@Suite("A member read with a watcher is shown as it inflates, and stops when told")
struct WatchedReadTests {
  /// A zip of one deflated member of `count` zero bytes.
  static func zeros(_ count: Int, in folder: TemporaryFolder) throws -> MemberBag {
    let member = RawZip.Member.deflated("outbox.json", [UInt8](repeating: 0, count: count))
    return try ArchiveReader.open(path: folder.write(RawZip(members: [member]).bytes, to: "x.zip"))
  }

  @Test("A watcher that stops at the first part gets no more than a part inflated")
  func stopsAtFirstPart() throws {
    let folder = try TemporaryFolder()
    let bag = try Self.zeros(64 << 20, in: folder)
    let member = try #require(bag.members.first)
    var seen: [Int] = []
    let bytes = try bag.read(member) { soFar in
      seen.append(soFar.count)
      return false
    }
    #expect(bytes == nil)
    // 4 MiB of 64 inflated, not the whole member before the first look.
    #expect(seen == [4 << 20])
  }

  @Test("A watcher that lets it go on sees every part, growing, then the whole member")
  func seesEveryPart() throws {
    let folder = try TemporaryFolder()
    let bag = try Self.zeros(10 << 20, in: folder)
    let member = try #require(bag.members.first)
    var seen: [Int] = []
    let bytes = try bag.read(member) { soFar in
      seen.append(soFar.count)
      return true
    }
    #expect(bytes?.count == 10 << 20)
    #expect(seen == [4 << 20, 8 << 20, 10 << 20])
  }

  @Test("A tar member is shown whole, once")
  func tarWhole() throws {
    let folder = try TemporaryFolder()
    var tar = TarBuilder()
    tar.file("outbox.json", text: "{}")
    tar.end()
    let bag = try ArchiveReader.open(path: folder.write(Gzip.compress(tar.bytes), to: "a.tgz"))
    let member = try #require(bag.members.first)
    var seen: [[UInt8]] = []
    let bytes = try bag.read(member) { soFar in
      seen.append(Array(soFar))
      return true
    }
    #expect(bytes == Array("{}".utf8))
    #expect(seen == [Array("{}".utf8)])
  }

  /// The kinds of archive besides a zip.
  enum Kind: String, CaseIterable {
    case tarGzip, tar, folder
  }

  /// An archive of `kind` holding a 10 MiB `outbox.json` after a picture, so that the member
  /// starts past the first access point of a tar.gz.
  static func tenMiB(_ kind: Kind, in folder: TemporaryFolder) throws -> MemberBag {
    var tar = TarBuilder()
    tar.file("media_attachments/a.png", Samples.noise(1_500_000))
    tar.file("outbox.json", Samples.text(10 << 20))
    tar.end()
    switch kind {
    case .tarGzip:
      return try ArchiveReader.open(path: folder.write(Gzip.compress(tar.bytes), to: "a.tgz"))
    case .tar:
      return try ArchiveReader.open(path: folder.write(tar.bytes, to: "a.tar"))
    case .folder:
      _ = try folder.write(Samples.noise(1_500_000), to: "export/media_attachments/a.png")
      _ = try folder.write(Samples.text(10 << 20), to: "export/outbox.json")
      return try ArchiveReader.open(path: folder.file("export"))
    }
  }

  @Test(
    "A tar.gz's, a tar's and a folder's member is shown a part at a time, as a zip's is",
    arguments: Kind.allCases)
  func partsInEveryKind(kind: Kind) throws {
    let folder = try TemporaryFolder()
    let bag = try Self.tenMiB(kind, in: folder)
    let member = try #require(bag.member(named: "outbox.json"))
    var seen: [Int] = []
    let bytes = try bag.read(member) { soFar in
      seen.append(soFar.count)
      return true
    }
    #expect(bytes == Samples.text(10 << 20))
    #expect(seen == [4 << 20, 8 << 20, 10 << 20])
    var stoppedAt: [Int] = []
    let stopped = try bag.read(member) { soFar in
      stoppedAt.append(soFar.count)
      return soFar.first == UInt8(ascii: "[")
    }
    #expect(stopped == nil)
    #expect(stoppedAt == [4 << 20])
  }
}
