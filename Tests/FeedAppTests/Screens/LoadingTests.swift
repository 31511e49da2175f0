import AppCore
import FeedApp
import FeedModel
import ListKit
import ListTestSupport
import Testing

@Suite("Screens show a document that is still loading")
struct LoadingTests {
  static let users = [User(id: "u1", nickname: "boo"), User(id: "u2", nickname: "ainame")]

  static func entries(_ range: Range<Int>) -> [FeedEntry] {
    range.map { FeedEntry(id: "f\($0)", user: $0 % 2 == 0 ? "u1" : "u2", comment: "entry \($0)") }
  }

  /// A snapshot of the first `count` entries, still loading unless `complete`.
  static func snapshot(
    _ count: Int, complete: Bool = false, warnings: [DocumentWarning] = []
  ) -> DocumentSnapshot {
    DocumentSnapshot(
      document: Document(users: users, feed: Feed(entries(0..<count))), warnings: warnings,
      progress: LoadProgress(entries: count, bytesRead: count * 10, totalBytes: 10_000),
      isComplete: complete)
  }

  @Test("Each delivered part appends rows as a diffed update; the selection and view stay put")
  func partsArrive() throws {
    let shell = AppShell(
      state: DocumentState(name: "t.json", snapshot: Self.snapshot(3)), theme: .monochrome)
    let driver = HeadlessDriver(app: shell, size: Size(width: 60, height: 12))
    driver.send([.key(.down)])
    let before = driver.frame.lines
    #expect(before.last == " 2/3 entry  │  loading… 3 entries 0%")

    shell.update(Self.snapshot(500))
    let during = driver.frame.lines
    // Nothing moved; the new entries start below the old ones.
    #expect(during.prefix(10) == before.prefix(10))
    #expect(during[10] == "  ainame")
    #expect(during.last == " 2/500 entry  │  loading… 500 entries 50%")

    shell.update(
      Self.snapshot(
        1_000, complete: true,
        warnings: [DocumentWarning(place: "feed[7].user", message: "unknown user")]))
    let after = driver.frame.lines
    #expect(after.last?.hasPrefix(" 2/1000 entry") == true)
    #expect(after.last?.hasSuffix("⚠ 1 warning") == true)
    #expect(!(after.last ?? "").contains("loading"))
    #expect(after.contains("> ainame"))
  }
}
