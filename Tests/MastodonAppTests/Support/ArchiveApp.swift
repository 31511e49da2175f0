import AppCore
import FeedApp
import FeedModel
import Foundation
import ListKit

/// The app on an export at a path, read by the app's own loader (by content, as `listtui
/// PATH` does), driven by keys and drawn at a size without colours, as `NO_COLOR` would:
/// pictures are shapes, the selection a `>`.
final class ArchiveApp {
  let shell: AppShell
  let driver: HeadlessDriver<AppShell>
  let snapshot: DocumentSnapshot

  /// Loads the export at `path` whole and opens the feed; pictures off when `pictures` is
  /// false (`--no-images`); in `theme`'s colours (of 256) when it is not the monochrome one;
  /// a saved timeline taken to be `owner`'s when given (`--user`).
  init(
    _ path: String, size: Size = Size(width: 80, height: 24), pictures: Bool = true,
    theme: Theme = .monochrome, owner: String? = nil
  ) throws {
    setenv("TZ", "UTC", 1)
    tzset()
    snapshot = try DocumentLoader.load(.file(path: path), ownerName: owner)
    shell = AppShell(
      state: DocumentState(name: (path as NSString).lastPathComponent, snapshot: snapshot),
      theme: theme, size: size, wakeup: Wakeup())
    shell.showsPictures = pictures
    driver = HeadlessDriver(app: shell, size: size, colorCount: theme == .monochrome ? 0 : 256)
  }

  /// Presses keys written in notation, such as `"jj<Space>"`, and returns the screen.
  @discardableResult
  func press(_ keys: String) throws -> Buffer {
    driver.send(try Event.sequence(from: keys))
    return screen
  }

  /// The screen once the pictures in view are drawn and laid out (five seconds at most), as
  /// `--dump` waits.
  var screen: Buffer { driver.settlePictures() }

  /// The warnings, as `place: message`.
  var warnings: [String] { snapshot.warnings.map(\.description) }

  /// The title of the screen on top.
  var title: String { shell.current.title }
}
