import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("An archive's progress moves as its posts are read")
struct OutboxProgressTests {
  /// An export of `posts` short posts, a minute apart.
  static func export(posts: Int) -> MastodonExport {
    var export = MastodonExport()
    for id in 1...posts {
      let minute = String(format: "%02d", id % 60)
      export.note(id: id, published: "2023-01-01T10:\(minute):00Z", html: "<p>post \(id)</p>")
    }
    return export
  }

  @Test("Each part's percentage is the share of the posts read, not 100% from the first")
  func percentageMoves() throws {
    let export = Self.export(posts: 1_500)
    let folder = try TemporaryFolder()
    let path = try export.writeFolder("export", in: folder)
    var parts: [DocumentSnapshot] = []
    let builder = DocumentBuilder { parts.append($0) }
    builder.publishEvery = 500
    try MastodonReader.read(path: path, displayName: "export", into: builder)
    builder.finish()
    let percents = parts.map { $0.progress.percent ?? -1 }
    #expect(percents.first.map { $0 < 20 } == true, "\(percents)")
    #expect(percents == percents.sorted(), "\(percents)")
    #expect(percents.last == 100)
    #expect(parts.contains { (30...70).contains($0.progress.percent ?? -1) }, "\(percents)")
  }

  @Test("A tar.gz of megabytes of media before its outbox says how far its scan has got first")
  func archiveScanFirst() throws {
    var export = Self.export(posts: 150)
    var state: UInt64 = 1
    let noise = (0..<4_000_000).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
    export.media = [("media_attachments/files/1/original/big.jpg", noise)]
    let folder = try TemporaryFolder()
    let path = folder.file("archive.tar.gz")
    try export.writeTarGzip(to: path)
    var parts: [DocumentSnapshot] = []
    let builder = DocumentBuilder { parts.append($0) }
    builder.publishInterval = .zero
    try MastodonReader.read(path: path, displayName: "archive.tar.gz", into: builder)
    builder.finish()
    let scan = parts.prefix { $0.progress.phase == .archive }
    let percents = scan.map { $0.progress.percent ?? -1 }
    #expect(percents.count >= 3, "\(percents)")
    #expect(percents == percents.sorted() && percents.allSatisfy { (1...100).contains($0) })
    #expect(scan.allSatisfy { $0.document.feed.isEmpty })
    // Then the outbox, scanned for its posts, and the posts: the first screenful, then the rest.
    let outbox = parts.dropFirst(scan.count).prefix { $0.progress.phase == .outbox }
    #expect(outbox.first?.progress.percent == 0)
    let rest = parts.dropFirst(scan.count + outbox.count)
    #expect(rest.first?.progress.entries == builder.firstPartEntries)
    #expect(rest.first?.progress.percent.map { $0 < 100 } == true)
    #expect(rest.allSatisfy { $0.progress.phase == .entries })
    #expect(rest.last?.document.feed.count == 150)
  }

  @Test("A large outbox says how far its scan for posts has got, before its first post is read")
  func outboxScanFirst() throws {
    let export = Self.export(posts: 6_000)
    let folder = try TemporaryFolder()
    let path = try export.writeFolder("export", in: folder)
    var parts: [DocumentSnapshot] = []
    let builder = DocumentBuilder { parts.append($0) }
    builder.publishInterval = .zero
    try MastodonReader.read(path: path + "/outbox.json", displayName: "outbox.json", into: builder)
    builder.finish()
    let scan = parts.prefix { $0.progress.phase == .outbox }
    let percents = scan.map { $0.progress.percent ?? -1 }
    // 0% as it starts, then every 2,048 items.
    #expect(percents.count == 3 && percents == percents.sorted(), "\(percents)")
    #expect(percents.first == 0 && percents.last.map { (60...75).contains($0) } == true)
    #expect(scan.allSatisfy { $0.document.feed.isEmpty })
    #expect(parts.dropFirst(scan.count).allSatisfy { $0.progress.phase == .entries })
  }
}
