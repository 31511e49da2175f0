import Archive
import ArchiveTestSupport
import Testing

@Suite("Opening a tar or tar.gz says how far into the file it has got")
struct OpeningProgressTests {
  /// Three members of 1.5 MB of noise each, then a small one, as a tar.
  private static let tar: [UInt8] = {
    var tar = TarBuilder()
    for index in 0..<3 { tar.file("media/\(index).jpg", Samples.noise(1_500_000, seed: 7)) }
    tar.file("outbox.json", Samples.outbox)
    tar.end()
    return tar.bytes
  }()

  @Test(
    "About once a megabyte, the bytes read of the file's size, rising", arguments: [false, true])
  func reports(gzip: Bool) throws {
    let folder = try TemporaryFolder()
    let bytes = gzip ? Gzip.compress(Self.tar) : Self.tar
    let path = try folder.write(bytes, to: "archive")
    var reports: [(read: Int, total: Int)] = []
    let bag = try ArchiveReader.open(path: path) { reports.append(($0, $1)) }
    #expect(bag.members.count == 4)
    #expect(reports.allSatisfy { $0.total == bytes.count })
    let read = reports.map(\.read)
    #expect(read.count >= 3, "\(read)")
    #expect(zip(read, read.dropFirst()).allSatisfy { $1 - $0 >= ArchiveReader.progressStep })
    #expect(read.first.map { $0 >= ArchiveReader.progressStep } == true)
    #expect(read.last.map { $0 <= bytes.count } == true)
  }

  @Test("A zip, whose directory is read at once, says nothing")
  func zipSaysNothing() throws {
    let folder = try TemporaryFolder()
    let zip = RawZip(members: [.stored("big.bin", Samples.noise(3_000_000))]).bytes
    let path = try folder.write(zip, to: "archive.zip")
    var reports = 0
    _ = try ArchiveReader.open(path: path) { _, _ in reports += 1 }
    #expect(reports == 0)
  }
}
