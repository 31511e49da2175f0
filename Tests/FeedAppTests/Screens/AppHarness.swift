import FeedApp
import Foundation
import ListKit
import Testing

/// The app on a fixture document, driven by keys and drawn at a size, with no terminal.
struct AppHarness {
  let shell: AppShell

  /// Loads a fixture from `Fixtures/` and opens the app on it.
  init(fixture: String = "screens.json", start: [Route] = [.feed]) throws {
    let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    let loaded = try DocumentLoader().load(.file(path: folder.appending(path: fixture).path))
    shell = AppShell(document: loaded.document, warnings: loaded.warnings, start: start)
  }

  /// Presses keys written in notation, such as `"jj<Enter>"`; returns the last response.
  @discardableResult
  func press(
    _ notation: String, size: Size = Size(width: 80, height: 24)
  ) throws -> AppShell.Response {
    var response = AppShell.Response.continue
    _ = shell.render(size: size)
    for key in try Key.sequence(from: notation) {
      response = shell.handle(key)
      _ = shell.render(size: size)
    }
    return response
  }

  /// The whole screen at a size.
  func screen(_ width: Int = 80, _ height: Int = 24) -> Buffer {
    shell.render(size: Size(width: width, height: height))
  }

  /// The kind of the selected section on the current screen.
  var selectedKind: SectionKind? { shell.current.adapter.selection?.kind }
}
