import FeedModel
import Foundation
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("The bundled demo document")
struct DemoDocumentTests {
  /// `Resources/demo.json`, found from this file's place in the package.
  private static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Document
    .deletingLastPathComponent()  // FeedAppTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
    .appendingPathComponent("Resources/demo.json").path

  private func loadDemo() throws -> DocumentSnapshot {
    try DocumentLoader.load(.file(path: Self.path))
  }

  @Test("It loads with zero warnings and stays small")
  func loadsCleanly() throws {
    let loaded = try loadDemo()
    #expect(loaded.warnings.map(\.description) == [])
    let size = try FileManager.default.attributesOfItem(atPath: Self.path)[.size] as? Int
    #expect((size ?? .max) < 40_000)
  }

  @Test("Me has every profile section")
  func meIsComplete() throws {
    let document = try loadDemo().document
    let me = try #require(document.me.flatMap { document.user($0) })
    #expect(me.fullName != nil && me.pictureURL != nil && me.email != nil && me.about != nil)
    #expect(me.attributes.count >= 3)
    #expect(!me.friends.isEmpty && !me.following.isEmpty && !me.followers.isEmpty)
  }

  @Test("Some users lack different profile sections")
  func partialProfiles() throws {
    let users = try loadDemo().document.users
    #expect(users.contains { $0.followers.isEmpty && !$0.following.isEmpty && $0.about != nil })
    #expect(users.contains { $0.about == nil && !$0.attributes.isEmpty })
    #expect(users.contains { $0.attributes.isEmpty && $0.about != nil })
    #expect(users.contains { $0.following.isEmpty && $0.followers.isEmpty && $0.about != nil })
    #expect(users.contains { $0 == User(id: $0.id, nickname: $0.nickname) })
  }

  @Test("The feed is long, has images, long comments, emoji and dates")
  func feedContent() throws {
    let feed = try loadDemo().document.feed
    #expect(feed.count >= 30)
    #expect(feed.filter { $0.image != nil }.count >= 8)
    #expect(feed.filter { $0.comment.count > 100 }.count >= 3)
    TestTimeZone.utc
    #expect(
      feed.allSatisfy { $0.displayDate?.count == 20 && $0.displayDate?.hasSuffix(" UTC") == true })
    let text = feed.map(\.comment).joined()
    for needle in ["👨‍👩‍👧", "🇯🇵", "❤️", "みてね"] {
      #expect(text.contains(needle), "missing \(needle)")
    }
  }

  @Test("Two promos sit at rows 2 and 9")
  func promos() throws {
    #expect(try loadDemo().document.promos.map(\.position) == [2, 9])
  }

  @Test("The history holds at least 10 users, wider than 80 columns in one row")
  func history() throws {
    let document = try loadDemo().document
    #expect(document.history.count >= 10)
    let nicknames = document.history.compactMap { document.user($0)?.nickname }
    let width = nicknames.map(Self.columns).reduce(0, +) + 2 * (nicknames.count - 1)
    #expect(width > 80)
  }

  @Test("The file is valid UTF-8, as the resource embedder requires")
  func isUTF8() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.path))
    #expect(String(data: data, encoding: .utf8) != nil)
  }

  /// Terminal columns of simple text: CJK and kana take two, everything else one.
  private static func columns(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { sum, scalar in
      let wide =
        (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
        || (0xAC00...0xD7A3).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value)
      return sum + (wide ? 2 : 1)
    }
  }
}
