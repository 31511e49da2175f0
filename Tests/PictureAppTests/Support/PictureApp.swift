import AppCore
import FeedApp
import FeedModel
import Foundation
import ListKit
import ListKitTesting
import Pictures

/// The app on a document in a ``PictureFolder``, driven headless, waiting for its pictures.
struct PictureApp {
  let shell: AppShell
  let driver: HeadlessDriver<AppShell>

  /// Loads the document at `path` and opens the app at `size` with `colorCount` colours;
  /// pictures off when `pictures` is false (`--no-images`), drawn with `symbols` (the Linux
  /// console's, `.console`, as on `TERM=linux`); pictures read through `media` when given,
  /// else from the files beside the document.
  init(
    path: String, start: [Route] = [.feed], size: Size = Size(width: 80, height: 24),
    colorCount: Int = 256, pictures: Bool = true, symbols: PictureSymbols = .blocks,
    media: (any MediaSource)? = nil
  ) throws {
    TestTimeZone.utc
    let snapshot = try DocumentLoader.load(.file(path: path), media: media)
    shell = AppShell(
      state: DocumentState(name: "doc.json", snapshot: snapshot), start: start,
      theme: colorCount == 0 ? .monochrome : .color, size: size, wakeup: Wakeup())
    shell.showsPictures = pictures
    shell.pictureSymbols = symbols
    driver = HeadlessDriver(app: shell, size: size, colorCount: colorCount)
  }

  /// Presses keys and returns the screen once the pictures in view are drawn.
  @discardableResult
  func press(_ keys: String) throws -> Buffer {
    try driver.press(keys)
    return screen()
  }

  /// The screen once the pictures asked for are drawn and laid out (or five seconds have
  /// passed).
  func screen() -> Buffer { driver.settlePictures() }
}
