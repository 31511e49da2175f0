import AppCore
import FeedApp
import FeedModel
import Foundation
import ListKit
import ListKitTesting
import Testing

/// The app on a fixture document, driven by keys and drawn at a size, with no terminal.
struct AppHarness {
  let shell: AppShell
  let driver: HeadlessDriver<AppShell>

  /// Loads a fixture from `Fixtures/` and opens the app on it, as on a terminal of
  /// `colorCount` colours.
  init(
    fixture: String = "screens.json", start: [Route] = [.feed],
    size: Size = Size(width: 80, height: 24), colorCount: Int = 256
  ) throws {
    TestTimeZone.utc
    let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    let path = folder.appending(path: fixture).path
    let loaded = try DocumentLoader.load(.file(path: path))
    shell = AppShell(
      state: DocumentState(name: fixture, snapshot: loaded), start: start, size: size)
    driver = HeadlessDriver(app: shell, size: size, colorCount: colorCount)
  }

  /// Opens the app on a document given as JSON text, named `name`.
  init(
    json: String, name: String = "t.json", start: [Route] = [.feed],
    size: Size = Size(width: 80, height: 24), colorCount: Int = 256
  ) throws {
    TestTimeZone.utc
    let loaded = try DocumentLoader.load(.text(json, name: name))
    shell = AppShell(state: DocumentState(name: name, snapshot: loaded), start: start, size: size)
    driver = HeadlessDriver(app: shell, size: size, colorCount: colorCount)
  }

  /// A document of `entries` short entries by one user, the last with a date that is no date
  /// (one warning), and `warnings - 1` more entries naming users who are not there, each
  /// another, so that no two warnings are alike and the Warnings screen lists each.
  static func longFeed(entries: Int, warnings: Int = 1) -> String {
    var feed = (0..<entries).map { index in
      let date = index == entries - 1 ? "soon" : "2016-12-19T12:44:03Z"
      return #"{"id":"f\#(index)","user":"u1","comment":"entry \#(index)","postedAt":"\#(date)"}"#
    }
    feed += (1..<max(1, warnings)).map {
      #"{"id":"x\#($0)","user":"nobody\#($0)","comment":"lost"}"#
    }
    return #"{"me":"u1","users":[{"id":"u1","nickname":"boo"}],"feed":["#
      + feed.joined(separator: ",") + "]}"
  }

  /// Presses keys written in notation, such as `"jj<Enter>"`; returns `.quit` if one quit.
  @discardableResult
  func press(_ notation: String) throws -> AppResponse {
    driver.send(try Event.sequence(from: notation))
    return driver.hasQuit ? .quit : .continue
  }

  /// Sends events, such as a paste or the mouse, in order.
  func send(_ events: Event...) {
    driver.send(events)
  }

  /// The whole screen at a size, resizing first when the size is new.
  func screen(_ width: Int = 80, _ height: Int = 24) -> Buffer {
    if driver.size != Size(width: width, height: height) {
      driver.resize(to: Size(width: width, height: height))
    }
    return driver.frame
  }

  /// The kind of the selected item on the current screen.
  var selectedKind: SectionKind? { shell.current.adapter.selection?.kind }
}
