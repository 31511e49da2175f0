import ArchiveTestSupport
import Foundation
import ListKit
import ListKitTesting
import Testing

@Suite("A folder export's media file that is a folder or a FIFO says (not a file), never opened")
struct NotAFileMediaTests {
  @Test("A picture that is a folder and one that is a FIFO say (not a file), not (missing)")
  func notAFile() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Hello</p>",
      attachments: [
        .init(url: "/media_attachments/files/1/original/sea.jpg", alt: "The sea"),
        .init(url: "/media_attachments/files/1/original/sky.jpg", alt: "The sky"),
      ])
    let path = try export.writeFolder("export", in: folder)
    let original = path + "/media_attachments/files/1/original"
    try FileManager.default.createDirectory(
      atPath: original + "/sea.jpg", withIntermediateDirectories: true)
    // A FIFO no one writes to: opening it to read would wait for ever.
    #expect(mkfifo(original + "/sky.jpg", 0o600) == 0)
    let app = try ArchiveApp(path, size: Size(width: 60, height: 13), pictures: false)
    expectScreen(
      try app.press("jj<Enter>"),
      [
        "export › Feed › Entry by alice                        ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Hello",
        "",
        "  ▣ sea.jpg (not a file) · “The sea”",
        "  ▣ sky.jpg (not a file) · “The sky”",
        "",
        "  Posted 2023-01-01 10:00 UTC",
        "  https://example.social/@alice/1",
        "",
        "",
        " 1/5 author",
      ])
  }
}
