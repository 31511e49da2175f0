import FeedModel
import Foundation
import ListKit
import ListKitTesting
import Pictures
import Synchronization
import Testing

@Suite("A listtui document's media width and height shape the frame while the picture is drawn")
struct PendingFrameShapeTests {
  @Test("The pending frame (…) of a square picture is the picture's box, and the picture fills it")
  func pendingFrame() throws {
    let folder = try PictureFolder()
    try folder.write(
      try ImageEncoder.png(TestImages.plain(width: 30, height: 30, TestImages.white)),
      to: "square.png")
    let path = try folder.write(
      #"{"users":[{"id":"u","nickname":"zoe"}],"feed":[{"id":"1","user":"u","comment":"Square","#
        + #""media":[{"path":"square.png","width":300,"height":300}]}]}"#, to: "doc.json")
    let media = GatedMediaSource(folder: folder.url.path)
    defer { media.isOpen.withLock { $0 = true } }
    let app = try PictureApp(
      path: path, size: Size(width: 40, height: 14), colorCount: 0, media: media)
    expectScreen(
      app.driver.takePendingWork(),
      [
        "doc.json › Feed                   ? help",
        "> zoe",
        "  Square",
        "            ┌──────────────┐",
        "            │ ▣ square.… … │",
        "            │              │",
        "            └──────────────┘",
        "  square.png",
        "",
        "",
        "",
        "",
        "",
        " 1/1 entry",
      ])
    media.isOpen.withLock { $0 = true }
    expectScreen(
      app.screen(),
      [
        "doc.json › Feed                   ? help",
        "> zoe",
        "  Square",
        "                ████████",
        "                ████████",
        "                ████████",
        "                ████████",
        "  square.png",
        "",
        "",
        "",
        "",
        "",
        " 1/1 entry",
      ])
  }
}
