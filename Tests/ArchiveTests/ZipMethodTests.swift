import Archive
import ArchiveTestSupport
import Testing

@Suite("Zip members compressed with a method that is not read say which, when opened and read")
struct ZipMethodTests {
  /// A zip with an outbox and `picture.png` stored with compression method `method`.
  private func zip(method: UInt16, in folder: TemporaryFolder) throws -> String {
    var picture = RawZip.Member.stored("media/picture.png", Samples.noise(100))
    picture.method = method
    let zip = RawZip(members: [.deflated("outbox.json", Samples.outbox), picture])
    return try folder.write(zip.bytes, to: "a.zip")
  }

  @Test(
    "The member's error names the method, and so does the bag's warning",
    arguments: [(12, "bzip2"), (14, "LZMA"), (93, "zstd"), (95, "xz"), (77, nil)]
      as [(UInt16, String?)])
  func unsupported(method: UInt16, name: String?) throws {
    let folder = try TemporaryFolder()
    let bag = try ArchiveReader.open(path: zip(method: method, in: folder))
    let member = try #require(bag.member(named: "media/picture.png"))
    let read = archiveError { () throws(ArchiveError) in try bag.read(member) }
    let error = try #require(read)
    let described = name.map { "\(method) (\($0))" } ?? "\(method)"
    #expect(
      error.description
        == "\(bag.name): media/picture.png: unsupported compression method \(described)")
    #expect(error.unsupportedCompression == ZipCompressionMethod(method))
    #expect(error.unsupportedCompression?.name == name)
    #expect(error.unsupported == .compression(ZipCompressionMethod(method)))
    #expect(bag.warnings == [error])
    #expect(try bag.read(#require(bag.member(named: "outbox.json"))) == Samples.outbox)
  }

  @Test("Stored and deflated members give no warning, and other errors name no method")
  func supported() throws {
    let folder = try TemporaryFolder()
    let bag = try ArchiveReader.open(path: zip(method: 0, in: folder))
    #expect(bag.warnings.isEmpty)
    let damaged = ArchiveError.init(
      kind: .malformed, archive: "a.zip", member: "b",
      message: "truncated or corrupt (CRC-32 mismatch)")
    #expect(damaged.unsupportedCompression == nil)
    #expect(damaged.unsupported == nil)
  }

  @Test(
    "An encrypted member, and one of method 99, are told apart from damaged ones by their error",
    arguments: [(1, 0), (0, 99)] as [(UInt16, UInt16)])
  func encrypted(flags: UInt16, method: UInt16) throws {
    let folder = try TemporaryFolder()
    var picture = RawZip.Member.stored("media/picture.png", Samples.noise(100))
    picture.flags = flags
    picture.method = method
    let path = try folder.write(
      RawZip(members: [.deflated("outbox.json", Samples.outbox), picture]).bytes, to: "a.zip")
    let bag = try ArchiveReader.open(path: path)
    let member = try #require(bag.member(named: "media/picture.png"))
    let error = try #require(archiveError { () throws(ArchiveError) in try bag.read(member) })
    #expect(error.unsupported == .encryption)
    #expect(error.unsupported?.words == "encrypted")
    #expect(error.kind == .malformed)
  }

  @Test("The words for each method name it, or give its number")
  func words() {
    #expect(UnsupportedStorage.compression(ZipCompressionMethod(12)).words == "bzip2-compressed")
    #expect(
      UnsupportedStorage.compression(ZipCompressionMethod(77)).words == "compression method 77")
    #expect(ZipCompressionMethod(8).unsupportedStorage == nil)
    #expect(ZipCompressionMethod(99).unsupportedStorage == .encryption)
  }
}
