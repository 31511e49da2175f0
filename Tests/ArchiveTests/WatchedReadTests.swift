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
}
