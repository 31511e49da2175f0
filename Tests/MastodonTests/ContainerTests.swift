import ArchiveTestSupport
import FeedModel
import Foundation
import Mastodon
import Testing

@Suite("The same export as a zip, a tar.gz, a folder or a bare outbox.json")
struct ContainerTests {
  private func reference() throws -> DocumentSnapshot { try load(fixture("export")) }

  @Test("A zip with the export in a subfolder reads the same, media included")
  func zip() throws {
    let folder = try TemporaryFolder()
    let entries = try files(under: fixture("export")).map {
      ZipWriter.Entry(name: "archive-20240102/" + $0.0, data: $0.1)
    }
    try ZipWriter.write(entries, to: folder.file("archive.zip"))
    try FileManager.default.copyItem(
      atPath: fixture("following_accounts.csv"), toPath: folder.file("following_accounts.csv"))
    let snapshot = try load(folder.file("archive.zip"), name: "archive.zip")
    let expected = try reference()
    #expect(Array(snapshot.document.feed) == Array(expected.document.feed))
    #expect(snapshot.document.users == expected.document.users)
    // The outbox is named by its path in the archive, the folder inside included.
    #expect(
      snapshot.warnings.map(\.description)
        == Expected.outboxWarnings.map {
          "archive-20240102/outbox.json: " + $0
        })
    #expect(snapshot.warnings.map(\.subject) == expected.warnings.map(\.subject))
    guard case .readable(_, let read)? = snapshot.media?.resolve("avatar.png") else {
      Issue.record("avatar.png does not resolve")
      return
    }
    #expect(try read() == [0x89] + Array("PNG-avatar".utf8))
  }

  @Test("An old tar.gz with media first under absolute paths reads the same")
  func tarGzip() throws {
    let folder = try TemporaryFolder()
    var tar = TarBuilder()
    let exportFiles = try files(under: fixture("export"))
    for (name, data) in exportFiles where name.hasPrefix("media_attachments/") {
      tar.file("/opt/mastodon/public/system/" + name, data)
    }
    for (name, data) in exportFiles where !name.hasPrefix("media_attachments/") {
      tar.file(name, data)
    }
    tar.end()
    let path = try folder.write(Gzip.compress(tar.bytes), to: "archive.tar.gz")
    let snapshot = try load(path, name: "archive.tar.gz")
    let expected = try reference()
    #expect(Array(snapshot.document.feed) == Array(expected.document.feed))
    #expect(snapshot.document.user(Expected.alice) == Expected.owner(following: []))
    #expect(snapshot.warnings.map(\.description) == Expected.warnings)
    guard
      case .readable(_, let read)? = snapshot.media?.resolve(
        "media_attachments/files/000/000/001/original/photo.JPG")
    else {
      Issue.record("the photo does not resolve")
      return
    }
    #expect(try read() == Array("JPEG-photo-of-a-cat".utf8))
  }

  @Test("A bare outbox.json reads its neighbours: actor, likes, bookmarks, media")
  func bareOutbox() throws {
    let snapshot = try load(fixture("export/outbox.json"), name: "outbox.json")
    let expected = try reference()
    #expect(Array(snapshot.document.feed) == Array(expected.document.feed))
    #expect(snapshot.document.user(Expected.alice) == Expected.owner(following: []))
    // The input is the outbox itself: its places are in it, with no file named before them.
    #expect(snapshot.warnings.map(\.description) == Expected.outboxWarnings)
    guard
      case .readable(_, let read)? = snapshot.media?.resolve(
        "/system/media_attachments/files/000/000/002/original/clip.mp4")
    else {
      Issue.record("the clip does not resolve")
      return
    }
    #expect(try read() == Array("MP4-clip".utf8))
  }

  @Test("A bare outbox.json's media stay in its folder: .. is only a name; a FIFO is not waited on")
  func bareOutboxMediaStayInside() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("secret", to: "outside.png")
    let outbox =
      #"{"orderedItems":[{"type":"Create","actor":"https://a.example/users/zoe","object":{"type":"Note","id":"https://a.example/users/zoe/statuses/1","content":"<p>hi</p>"}}]}"#
    let path = try folder.write(outbox, to: "export/outbox.json")
    _ = try folder.write("inside", to: "export/media_attachments/a.png")
    let media = try #require(try load(path, name: "outbox.json").media)
    for location in [
      "media_attachments/../../outside.png", "../outside.png", "/system/../outside.png",
      "https://files.example/media_attachments/../../outside.png",
    ] {
      if case .readable = media.resolve(location) { Issue.record("\(location) is read") }
    }
    guard case .readable(_, let read) = media.resolve("/system/media_attachments/a.png") else {
      Issue.record("the file inside does not resolve")
      return
    }
    #expect(try read() == Array("inside".utf8))
    // A NUL in a name ends the C string early: it names no file, not a.png.
    if case .readable = media.resolve("/system/media_attachments/a.png\u{0}.txt") {
      Issue.record("a name with a NUL resolves")
    }
    // The same file, now a FIFO with no writer: refused at once, not waited on.
    let file = folder.file("export/media_attachments/a.png")
    try FileManager.default.removeItem(atPath: file)
    #expect(mkfifo(file, 0o600) == 0)
    #expect(throws: DocumentError.self) { try read() }
  }

  @Test("An extracted folder's picture replaced by a FIFO after opening is refused, not waited on")
  func folderMediaFIFO() throws {
    let folder = try TemporaryFolder()
    let outbox =
      #"{"orderedItems":[{"type":"Create","actor":"https://a.example/users/zoe","object":{"type":"Note","id":"https://a.example/users/zoe/statuses/1","content":"<p>hi</p>"}}]}"#
    _ = try folder.write(outbox, to: "export/outbox.json")
    _ = try folder.write("inside", to: "export/media_attachments/a.png")
    let media = try #require(try load(folder.file("export"), name: "export").media)
    guard case .readable(_, let read) = media.resolve("/system/media_attachments/a.png") else {
      Issue.record("the file does not resolve")
      return
    }
    // A NUL in a name ends the C string early: it names no file, not a.png.
    if case .readable(_, let nul) = media.resolve("/system/media_attachments/a.png\u{0}.txt") {
      #expect(throws: (any Error).self) { try nul() }
    }
    let file = folder.file("export/media_attachments/a.png")
    try FileManager.default.removeItem(atPath: file)
    #expect(mkfifo(file, 0o600) == 0)
    #expect(throws: (any Error).self) { try read() }
  }

  @Test("The first part goes out after a screenful, long before the last entry")
  func publishesEarly() throws {
    let folder = try TemporaryFolder()
    var items: [String] = []
    for index in 0..<250 {
      let id = "https://example.social/users/alice/statuses/\(1000 + index)"
      items.append(
        #"{"type":"Create","actor":"https://example.social/users/alice","object":{"type":"Note","id":"\#(id)","published":"2023-02-\#(String(format: "%02d", 1 + index % 28))T10:\#(String(format: "%02d", index % 60)):00Z","content":"<p>post \#(index)</p>"}}"#
      )
    }
    let outbox = #"{"type":"OrderedCollection","orderedItems":[\#(items.joined(separator: ","))]}"#
    let path = try folder.write(outbox, to: "outbox.json")
    var parts: [Int] = []
    let builder = DocumentBuilder { parts.append($0.document.feed.count) }
    try MastodonReader.read(path: path, displayName: "outbox.json", into: builder)
    builder.finish()
    #expect(parts.first == 100)
    #expect(parts.last == 250)
  }
}
