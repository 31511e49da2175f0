import Archive
import ArchiveTestSupport
import Testing

@Suite("Reading tar.gz and tar archives")
struct TarGzipReadingTests {
  /// A tar with every naming scheme and entries that are not members.
  private func sampleTar() -> (bytes: [UInt8], members: [(String, [UInt8])]) {
    let longDirectory = "media_attachments/files/000/000/001/" + String(repeating: "d", count: 70)
    let gnuName = "media_attachments/files/" + String(repeating: "g", count: 120) + "/b.png"
    let paxName = "media_attachments/files/" + String(repeating: "p", count: 130) + "/ü.gif"
    var tar = TarBuilder()
    tar.folder("media_attachments/")
    tar.file("a.jpg", Samples.noise(2000), prefix: longDirectory)
    tar.gnuLongName(gnuName)
    tar.file("././@LongLink-truncated", [7, 7])
    tar.pax([("path", paxName), ("mtime", "1700000000.5")])
    tar.file("PaxHeaders/truncated", [9])
    tar.symlink("avatar-link.png", to: "/etc/passwd")
    tar.file("./outbox.json", Samples.outbox)
    tar.file("actor.json", text: "{}")
    tar.end()
    let members: [(String, [UInt8])] = [
      (longDirectory + "/a.jpg", Samples.noise(2000)), (gnuName, [7, 7]), (paxName, [9]),
      ("outbox.json", Samples.outbox), ("actor.json", Array("{}".utf8)),
    ]
    return (tar.bytes, members)
  }

  @Test("ustar prefixes, GNU long names and pax paths name members; links and folders do not")
  func tarGzipNames() throws {
    let folder = try TemporaryFolder()
    let sample = sampleTar()
    let bag = try ArchiveReader.open(path: folder.write(Gzip.compress(sample.bytes), to: "a.tgz"))
    #expect(bag.format == .tarGzip)
    #expect(bag.members.map(\.name) == sample.members.map(\.0))
    for (name, data) in sample.members {
      #expect(try bag.read(#require(bag.member(named: name))) == data, "\(name)")
    }
  }

  @Test("An uncompressed tar reads the same")
  func plainTar() throws {
    let folder = try TemporaryFolder()
    let sample = sampleTar()
    let bag = try ArchiveReader.open(path: folder.write(sample.bytes, to: "a.tar.gz"))
    #expect(bag.format == .tar)
    #expect(bag.members.map(\.name) == sample.members.map(\.0))
    for (name, data) in sample.members {
      #expect(try bag.read(#require(bag.member(named: name))) == data, "\(name)")
    }
  }

  @Test("Members far into a large tar.gz read from the access point before them")
  func accessPoints() throws {
    let folder = try TemporaryFolder()
    var tar = TarBuilder()
    var expected: [(String, [UInt8])] = []
    for index in 0..<12 {
      let data =
        index % 2 == 0
        ? Samples.noise(700_000 + index, seed: UInt64(index)) : Samples.text(900_000 + index)
      expected.append(("media/\(index).bin", data))
      tar.file("media/\(index).bin", data)
    }
    tar.end()
    let bag = try ArchiveReader.open(path: folder.write(Gzip.compress(tar.bytes), to: "big.tgz"))
    for (name, data) in expected.reversed() {
      #expect(try bag.read(#require(bag.member(named: name))) == data, "\(name)")
    }
  }

  @Test("Concatenated gzip members read as one stream, even across the seam")
  func concatenatedGzip() throws {
    let folder = try TemporaryFolder()
    var tar = TarBuilder()
    let first = Samples.noise(1_500_000, seed: 3)
    let second = Samples.text(2_000_000)
    tar.file("first.bin", first)
    tar.file("second.json", second)
    tar.end()
    let seam = 512 + 1_500_000 + 512 + 1000
    let bytes =
      Gzip.compress(Array(tar.bytes[..<seam])) + Gzip.compress(Array(tar.bytes[seam...]))
    let bag = try ArchiveReader.open(path: folder.write(bytes, to: "two.tar.gz"))
    #expect(try bag.read(#require(bag.member(named: "second.json"))) == second)
    #expect(try bag.read(#require(bag.member(named: "first.bin"))) == first)
  }

  @Test("A GNU base-256 size field is read")
  func base256Size() throws {
    var tar = TarBuilder()
    tar.file("a.bin", [1, 2, 3])
    var bytes = tar.bytes
    // Rewrite the size field as base-256 (0x80, then big-endian), and fix the checksum.
    for index in 124..<136 { bytes[index] = 0 }
    bytes[124] = 0x80
    bytes[135] = 3
    for index in 148..<156 { bytes[index] = 0x20 }
    let sum = bytes[0..<512].reduce(0) { $0 + Int($1) }
    let checksum = Array(String(sum, radix: 8).utf8)
    for (offset, digit) in checksum.enumerated() {
      bytes[148 + 6 - checksum.count + offset] = digit
    }
    for index in 148..<(148 + 6 - checksum.count) { bytes[index] = 0x30 }
    bytes[154] = 0
    let folder = try TemporaryFolder()
    let bag = try ArchiveReader.open(
      path: folder.write(bytes + [UInt8](repeating: 0, count: 1024), to: "b.tar"))
    #expect(try bag.read(#require(bag.member(named: "a.bin"))) == [1, 2, 3])
  }
}
