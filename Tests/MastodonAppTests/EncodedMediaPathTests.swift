import ArchiveTestSupport
import FeedModel
import ListKit
import Testing

@Suite("A picture whose address is percent-encoded is found under the name it was stored with")
struct EncodedMediaPathTests {
  private static let stored = "media_attachments/files/110/000/015/original/my photo é.png"
  private static let encoded =
    "media_attachments/files/110/000/015/original/my%20photo%20%C3%A9.png"

  /// An export whose one post's picture is written percent-encoded, as Mastodon writes a URL's
  /// path, while the archive stores the file under its own name.
  private func export() throws -> MastodonExport {
    var export = Exports.alice()
    export.media = [(Self.stored, try Exports.png())]
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>A photo</p>",
      attachments: [.init(url: Self.encoded, alt: "Spaces and an accent")])
    return export
  }

  private func open(_ container: String, in folder: TemporaryFolder) throws -> ArchiveApp {
    let export = try export()
    let path: String
    switch container {
    case "archive.zip":
      path = folder.file(container)
      try export.writeZip(to: path)
    case "archive.tar.gz":
      path = folder.file(container)
      try export.writeTarGzip(to: path)
    case "archive":
      path = try export.writeFolder(container, in: folder)
    default:
      path = try export.writeFolder("extracted", in: folder) + "/outbox.json"
    }
    return try ArchiveApp(path, size: Size(width: 60, height: 24))
  }

  @Test(
    "The encoded address reads the stored file, from every container",
    arguments: ["archive.zip", "archive.tar.gz", "archive", "outbox.json"])
  func decoded(container: String) throws {
    let folder = try TemporaryFolder()
    let app = try open(container, in: folder)
    for location in [
      Self.encoded, "/system/" + Self.encoded, "https://cdn.example/" + Self.encoded,
    ] {
      guard case .readable(_, let read)? = app.snapshot.media?.resolve(location) else {
        Issue.record("\(location) does not resolve in \(container)")
        continue
      }
      #expect(try read() == Exports.png())
    }
  }

  @Test(
    "Escapes that are not UTF-8, or that spell `..`, find nothing",
    arguments: ["archive.zip", "outbox.json"])
  func hostile(container: String) throws {
    let folder = try TemporaryFolder()
    let app = try open(container, in: folder)
    for location in [
      "media_attachments/files/110/000/015/original/my%20photo%20%E9.png",
      "%2E%2E/%2E%2E/outbox.json", "media_attachments/files/%2E%2E/%2E%2E/%2E%2E/outbox.json",
      "media_attachments/files/110/000/015/original/my%20photo%20%C3%A9.png%00.txt",
    ] {
      let resolution = app.snapshot.media?.resolve(location)
      if case .readable = resolution { Issue.record("\(location) resolved in \(container)") }
    }
  }
}
