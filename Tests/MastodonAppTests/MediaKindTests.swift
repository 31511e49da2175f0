import ArchiveTestSupport
import ListKit
import ListKitTesting
import Testing

@Suite("The status line names an attachment by its kind")
struct MediaKindTests {
  @Test("A picture, a video and a sound are called so on the entry screen")
  func kinds() throws {
    let folder = try TemporaryFolder()
    var export = Exports.alice()
    let files = "media_attachments/files/109/500/"
    export.media = [(files + "001/original/a.png", try Exports.png())]
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>Three kinds</p>",
      attachments: [
        .init(url: files + "001/original/a.png"),
        .init(url: files + "002/original/b.mp4", mediaType: "video/mp4"),
        .init(url: files + "003/original/c.mp3", mediaType: "audio/mpeg"),
      ])
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let app = try ArchiveApp(path, size: Size(width: 40, height: 30))
    try app.press("j<Enter>")
    var kinds: [String] = []
    for _ in 0..<3 {
      kinds.append(try app.press("j").lines.last ?? "")
    }
    #expect(kinds == [" 2/6 comment", " 3/6 picture", " 4/6 video"])
    #expect(try app.press("j").lines.last == " 5/6 sound")
  }
}
