import FeedModel
import Mastodon
import Testing

@Suite("An extracted Mastodon export, read into the document")
struct ExportReadingTests {
  private func document() throws -> DocumentSnapshot {
    try load(fixture("export"))
  }

  @Test("The feed is newest first: posts, a poll, a boost and replies, without the skipped items")
  func feed() throws {
    let snapshot = try document()
    let feed = Array(snapshot.document.feed)
    #expect(feed.map(\.id) == Expected.ids)
    #expect(feed.map(\.comment) == Expected.comments)
    #expect(feed.allSatisfy { $0.user == Expected.alice })
    #expect(snapshot.warnings.map(\.description) == Expected.warnings)
    #expect(snapshot.isComplete)
  }

  @Test("Entries carry media, content warnings, replies, boosts and polls")
  func entries() throws {
    let feed = Array(try document().document.feed)
    #expect(
      feed[5].media == [
        MediaAttachment(
          location: "media_attachments/files/000/000/001/original/photo.JPG", kind: .image,
          description: "A cat on a keyboard", width: 640, height: 480,
          focus: MediaAttachment.FocalPoint(x: 0, y: 0))
      ])
    #expect(feed[5].mentions == [Expected.bob])
    #expect(feed[5].address == "https://example.social/@alice/100")
    #expect(feed[5].postedAt == "2023-01-01T10:00:00Z")
    #expect(feed[0].contentWarning == "Spoilers")
    #expect(feed[0].isSensitive)
    #expect(
      feed[0].media == [
        MediaAttachment(
          location: "/system/media_attachments/files/000/000/002/original/clip.mp4", kind: .video,
          width: 320, height: 240)
      ])
    #expect(
      feed[0].reply
        == Reply(
          address: "https://other.example/users/bob/statuses/777", author: "@bob@other.example"))
    #expect(
      feed[4].reply
        == Reply(
          address: "https://example.social/users/alice/statuses/100",
          author: "@alice@example.social",
          entryID: "https://example.social/users/alice/statuses/100"))
    #expect(
      feed[3].boost
        == Boost(
          author: "@bob@other.example", address: "https://other.example/users/bob/statuses/555"))
    #expect(
      feed[1].poll
        == Poll(
          options: [.init(title: "Tea", votes: 3), .init(title: "Coffee", votes: 5)],
          allowsMultiple: false, endsAt: "2023-01-05T10:00:00Z", votersCount: 8))
  }

  @Test("The owner's profile, whom they follow, the mentioned accounts and the history row")
  func people() throws {
    let document = try document().document
    #expect(document.me == Expected.alice)
    #expect(
      document.user(Expected.alice) == Expected.owner(following: [Expected.bob, Expected.dave]))
    #expect(
      document.users.map(\.id) == [Expected.alice, Expected.bob, Expected.carol, Expected.dave])
    #expect(document.user(Expected.carol)?.address == "@carol@example.social")
    #expect(
      document.user(Expected.dave)
        == User(id: Expected.dave, nickname: "dave", address: "@dave@third.example"))
    #expect(document.history == [Expected.bob, Expected.carol])
    #expect(document.users.allSatisfy { $0.followers.isEmpty })
  }

  @Test("Media resolve to members by their path from media_attachments/, whatever the case")
  func media() throws {
    let source = try #require(try document().media)
    let read = { (location: String) -> String? in
      guard case .readable(_, let read) = source.resolve(location) else { return nil }
      return (try? read()).map { String(decoding: $0, as: UTF8.self) }
    }
    #expect(read("media_attachments/files/000/000/001/original/photo.JPG") == "JPEG-photo-of-a-cat")
    #expect(read("/system/media_attachments/files/000/000/002/original/clip.mp4") == "MP4-clip")
    #expect(
      read("https://files.example.social/media_attachments/files/000/000/001/original/photo.jpg")
        == "JPEG-photo-of-a-cat")
    #expect(read("avatar.png") == "\u{FFFD}PNG-avatar")
    guard case .remote(let host) = source.resolve("https://cdn.example/x/y.png") else {
      Issue.record("expected a remote picture")
      return
    }
    #expect(host == "cdn.example")
    guard case .missing = source.resolve("media_attachments/files/9/original/none.png") else {
      Issue.record("expected a missing picture")
      return
    }
  }
}
