import FeedApp
import ListKit
import Testing

@Suite("Screens show a document that is still loading")
struct LoadingTests {
  static let users = [User(id: "u1", nickname: "boo"), User(id: "u2", nickname: "ainame")]

  static func entries(_ range: Range<Int>) -> [FeedEntry] {
    range.map { FeedEntry(id: "f\($0)", user: $0 % 2 == 0 ? "u1" : "u2", comment: "entry \($0)") }
  }

  @Test("Each delivered part appends rows as a diffed update; the selection stays on its entry")
  func partsArrive() throws {
    let shell = AppShell(
      document: Document(users: Self.users, feed: Self.entries(0..<3)), theme: .monochrome,
      isLoading: true)
    let size = Size(width: 40, height: 12)
    _ = shell.render(size: size)
    _ = shell.handle(.down)
    let before = shell.render(size: size).lines
    #expect(before.last == " 2/3 entry  │  loading… 3 entries")

    shell.update(
      document: Document(users: Self.users, feed: Self.entries(0..<500)), warnings: [],
      isLoading: true)
    let during = shell.render(size: size).lines
    // Nothing moved; the new entries start below the old ones.
    #expect(during.prefix(10) == before.prefix(10))
    #expect(during[10] == "  ainame")
    #expect(during.last == " 2/500 entry  │  loading… 500 entries")

    shell.update(
      document: Document(users: Self.users, feed: Self.entries(0..<1_000)),
      warnings: [DocumentWarning(place: "feed[7].user", message: "unknown user")],
      isLoading: false)
    let after = shell.render(size: size).lines
    #expect(after.last?.hasPrefix(" 2/1000 entry") == true)
    #expect(after.last?.hasSuffix("⚠ 1 warning") == true)
    #expect(!(after.last ?? "").contains("loading"))
    #expect(after.contains("> ainame"))
  }
}
