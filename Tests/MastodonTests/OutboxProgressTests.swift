import ArchiveTestSupport
import FeedModel
import Mastodon
import Testing

@Suite("An archive's progress moves as its posts are read")
struct OutboxProgressTests {
  @Test("Each part's percentage is the share of the posts read, not 100% from the first")
  func percentageMoves() throws {
    var export = MastodonExport()
    for id in 1...1_500 {
      let minute = String(format: "%02d", id % 60)
      export.note(id: id, published: "2023-01-01T10:\(minute):00Z", html: "<p>post \(id)</p>")
    }
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
}
