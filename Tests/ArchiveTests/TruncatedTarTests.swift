import Archive
import ArchiveTestSupport
import Testing

@Suite("A tar or tar.gz cut short opens with the members whole before the cut")
struct TruncatedTarTests {
  /// How a cut tar reaches the reader.
  enum Packing: String, CaseIterable, Sendable {
    /// A tar file cut short.
    case tar
    /// A tar.gz whose compressed stream is cut short.
    case cutGzip
    /// A whole gzip of a tar cut short before it was compressed.
    case gzipOfCutTar
  }

  private static let outbox = Samples.noise(200_000, seed: 1)
  private static let likes = Samples.noise(100_000, seed: 2)
  private static let actor = Samples.noise(3_000, seed: 3)

  /// `outbox.json`, `likes.json` and `actor.json`, in Mastodon's order, with the end blocks.
  private static let tar: [UInt8] = {
    var tar = TarBuilder()
    tar.file("outbox.json", outbox)
    tar.file("likes.json", likes)
    tar.file("actor.json", actor)
    tar.end()
    return tar.bytes
  }()

  /// Where `likes.json`'s data starts in ``tar``.
  private static let likesData = 512 + 200_192 + 512

  /// The tar cut after `length` of its bytes, packed, written to `archive` in `folder`.
  private func write(
    cutAt length: Int, _ packing: Packing, in folder: TemporaryFolder
  ) throws -> String {
    let bytes: [UInt8] =
      switch packing {
      case .tar: Array(Self.tar.prefix(length))
      // The members are noise, which deflate stores nearly as is: the same share of the
      // compressed stream cuts it at about the same place.
      case .cutGzip: Array(Gzip.compress(Self.tar).prefix(length))
      case .gzipOfCutTar: Gzip.compress(Array(Self.tar.prefix(length)))
      }
    return try folder.write(bytes, to: "archive")
  }

  /// The tar cut after `length` of its bytes, packed, opened.
  private func open(cutAt length: Int, _ packing: Packing) throws -> MemberBag {
    let folder = try TemporaryFolder()
    return try withExtendedLifetime(folder) {
      try ArchiveReader.open(path: write(cutAt: length, packing, in: folder))
    }
  }

  @Test(
    "Cut inside likes.json: outbox.json reads whole, and the cut names likes.json",
    arguments: Packing.allCases)
  func cutInSecondMember(packing: Packing) throws {
    let bag = try open(cutAt: Self.likesData + 50_000, packing)
    #expect(bag.members.map(\.name) == ["outbox.json"])
    #expect(try bag.read(#require(bag.member(named: "outbox.json"))) == Self.outbox)
    #expect(bag.member(named: "likes.json") == nil)
    #expect(
      bag.truncation?.description.replacing(/^.*\/archive/, with: "archive")
        == "archive: likes.json: truncated or corrupt (unexpected end of data)")
  }

  @Test(
    "Cut inside the header after likes.json: both read whole, and the cut names no member",
    arguments: [Packing.tar, .gzipOfCutTar])
  func cutInHeader(packing: Packing) throws {
    let bag = try open(cutAt: Self.likesData + 100_352 + 100, packing)
    #expect(bag.members.map(\.name) == ["outbox.json", "likes.json"])
    #expect(try bag.read(#require(bag.member(named: "likes.json"))) == Self.likes)
    #expect(bag.truncation?.member == nil)
    #expect(bag.truncation?.message == "truncated or corrupt (unexpected end of data)")
  }

  @Test(
    "A whole archive is not cut; one that ends between members without its end block is, after its last",
    arguments: [Packing.tar, .gzipOfCutTar])
  func whole(packing: Packing) throws {
    #expect(try open(cutAt: Self.tar.count, packing).truncation == nil)
    let bag = try open(cutAt: Self.likesData + 100_352, packing)
    #expect(bag.members.map(\.name) == ["outbox.json", "likes.json"])
    #expect(bag.truncation?.member == nil)
    #expect(
      bag.truncation?.message
        == "truncated or corrupt (no end-of-archive block after its last member)")
  }

  @Test(
    "Cut inside the first member, there is nothing to read: opening fails",
    arguments: Packing.allCases)
  func cutInFirstMember(packing: Packing) throws {
    let folder = try TemporaryFolder()
    let path = try write(cutAt: 100_000, packing, in: folder)
    let error = archiveError { () throws(ArchiveError) in try ArchiveReader.open(path: path) }
    #expect(error?.member == "outbox.json")
    #expect(error?.message == "truncated or corrupt (unexpected end of data)")
  }
}
