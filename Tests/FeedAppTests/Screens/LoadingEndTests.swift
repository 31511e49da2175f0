import AppCore
import FeedModel
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("End while the document loads")
struct LoadingEndTests {
  @Test("End while loading follows the list's end until the document is complete, unless moved off")
  func endFollowsLoading() throws {
    let shell = AppShell(
      state: DocumentState(name: "t.json", snapshot: LoadingTests.snapshot(3)), theme: .monochrome)
    let driver = HeadlessDriver(app: shell, size: Size(width: 60, height: 12))
    let status = { texts(driver.frame.lines).last ?? "" }
    driver.send([.key(.end)])
    #expect(status().hasPrefix(" 3/3 entry"))
    shell.update(LoadingTests.snapshot(500))
    #expect(status().hasPrefix(" 500/500 entry"), "\(status())")
    // Moved off the end, it stays where it was put.
    driver.send([.key(.up)])
    shell.update(LoadingTests.snapshot(800))
    #expect(status().hasPrefix(" 499/800 entry"), "\(status())")
    // End again, and the last part: the end of the whole document.
    driver.send([.key(.end)])
    shell.update(LoadingTests.snapshot(1_000, complete: true))
    #expect(status().hasPrefix(" 1000/1000 entry"), "\(status())")
    // Complete, the list no longer follows its end.
    #expect(shell.current.adapter.followsEnd == false)
  }

  @Test("End pressed before the first entry arrived follows the end of what comes")
  func endBeforeFirstEntry() throws {
    let shell = AppShell(
      state: DocumentState(name: "t.json", snapshot: LoadingTests.snapshot(0)), theme: .monochrome)
    let driver = HeadlessDriver(app: shell, size: Size(width: 60, height: 12))
    driver.send([.key(.end)])
    shell.update(LoadingTests.snapshot(300))
    let status = texts(driver.frame.lines).last ?? ""
    #expect(status.hasPrefix(" 300/300 entry"), "\(status)")
  }
}
