import ArchiveTestSupport
import FeedApp
import ListKit
import ListKitTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("A picture that landed before the wait for pictures is laid out in the screen waited for")
struct LandedPictureTests {
  /// An archive with one post whose picture has no size in the document: its frame takes half
  /// the screen until the picture gives the row its own height.
  private func archive(in folder: TemporaryFolder) throws -> String {
    var export = Exports.alice()
    export.media = [("media_attachments/files/1/original/cake.png", try Exports.png())]
    export.note(
      id: 1, published: "2023-01-02T10:00:00Z", html: "<p>Cake</p>",
      attachments: [.init(url: "media_attachments/files/1/original/cake.png", alt: "A cake")])
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    return path
  }

  @Test("The entry screen's picture, landed while nothing took in work, takes its own height")
  func landedBeforeTheWait() throws {
    let folder = try TemporaryFolder()
    let app = try ArchiveApp(try archive(in: folder), size: Size(width: 60, height: 24))
    try app.driver.press("j<Enter>")
    // The picture lands in the loader's cache; the app has not taken in the work it brings,
    // as when it landed just after the last look at the wake-up.
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(10)
    app.driver.takePendingWork()
    while app.shell.state.pictures?.isDrawing == true, clock.now < deadline {
      usleep(5_000)
    }
    expectScreen(
      app.driver.settlePictures(),
      [
        "archive.zip › Feed › Entry by alice                   ? help",
        "> alice · Alice Liddell · @alice@example.social",
        "",
        "  Cake",
        "",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "                              ▐████████████████████████████",
        "  ▣ cake.png · “A cake”",
        "",
        "  Posted 2023-01-02 10:00 UTC",
        "  https://example.social/@alice/1",
        " 1/4 author",
      ])
  }
}
