import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("An outbox that is no JSON object fails on its first part; a large one counts its reading")
struct OutboxBombTests {
  /// A zip whose `outbox.json` declares 64 MiB of NUL bytes, its deflated data cut after
  /// about half: read whole, it is corrupt; read from the start, it is no JSON from its first
  /// byte.
  static func bomb(in folder: TemporaryFolder) throws -> String {
    let zeros = [UInt8](repeating: 0, count: 64 << 20)
    var member = RawZip.Member.deflated("outbox.json", zeros)
    member.stored = Array(member.stored.prefix(member.stored.count / 2))
    member.compressedSize = UInt32(member.stored.count)
    return try folder.write(RawZip(members: [member]).bytes, to: "bomb.zip")
  }

  @Test("NUL bytes fail at 1:1 after the first part, before the cut in the data is reached")
  func failsOnFirstPart() throws {
    let folder = try TemporaryFolder()
    let path = try Self.bomb(in: folder)
    let error = loadError(path, name: "bomb.zip")
    // Inflated whole, it would fail as corrupt (unexpected end of data) instead.
    #expect(error?.description == "bomb.zip:outbox.json:1:1: malformed JSON: expected a value")
  }

  @Test(
    "A large outbox says how far it has inflated or been read, as the first half of its scan",
    arguments: ["archive.zip", "archive.tar.gz", "archive"])
  func inflatingProgress(name: String) throws {
    var export = MastodonExport()
    for id in 1...40_000 {
      let minute = String(format: "%02d", id % 60)
      export.note(
        id: id, published: "2023-01-01T10:\(minute):00Z",
        html: "<p>post \(id) " + String(repeating: "words ", count: 20) + "</p>")
    }
    let folder = try TemporaryFolder()
    let path = folder.file(name)
    switch name {
    case "archive.zip": try export.writeZip(to: path)
    case "archive.tar.gz": try export.writeTarGzip(to: path)
    default: _ = try export.writeFolder(name, in: folder)
    }
    var parts: [DocumentSnapshot] = []
    let builder = DocumentBuilder { parts.append($0) }
    builder.publishInterval = .zero
    try MastodonReader.read(path: path, displayName: name, into: builder)
    builder.finish()
    let outbox = parts.filter { $0.progress.phase == .outbox }
    let percents = outbox.map { $0.progress.percent ?? -1 }
    // Inflating, below half; then scanning, from half on.
    #expect(percents.first.map { (1..<50).contains($0) } == true, "\(percents)")
    #expect(percents == percents.sorted(), "\(percents)")
    #expect(percents.contains { $0 >= 50 }, "\(percents)")
  }
}
