import AppCore
import ListDiff
import ListKit
import ListKitTesting
import Render
import Testing

/// The library products used from outside: every name here must be public, so this target
/// fails to compile when something an app needs is not.
@Suite("The public API, as an outside app uses it")
struct PublicAPITests {
  @Test("A TerminalApp over a ListAdapter runs headless: frames, keys, updates, quitting")
  func headlessApp() throws {
    let app = NotesApp(["groceries", "ideas", "taxes"])
    let driver = HeadlessDriver(app: app, size: Size(width: 20, height: 4), colorCount: 0)
    #expect(app.colorCount == 0)
    expectScreen(driver, ["> groceries", "  ideas", "  taxes", "Note 1/3"], record: false)
    try driver.press("jd")
    expectScreen(driver, ["  groceries", "> taxes", "", "Note 2/2"], record: false)
    expectStyle(driver.frame, at: Point(x: 2, y: 1), Theme.monochrome.selection)
    try driver.press("dd")
    expectScreen(driver, ["", "      No notes", "", "empty"], record: false)
    #expect(!driver.hasQuit)
    try driver.press("q")
    #expect(driver.hasQuit)
  }

  @Test("Section controllers are found by identity and tapped through the adapter")
  func identityAndTaps() throws {
    let app = NotesApp(["one", "two"])
    let driver = HeadlessDriver(app: app, size: Size(width: 10, height: 3))
    #expect(app.adapter.select(identity: ObjectIdentity(Note.self, id: 1)))
    try driver.press("<Enter><Enter>")
    let controller = app.adapter.sectionController(for: ObjectIdentity(Note.self, id: 1))
    #expect((controller as? NoteSectionController)?.taps == 2)
  }

  @Test("ListDiff on its own: plain hashable values")
  func plainDiff() {
    let result = diff(["a", "b", "c"], ["c", "a", "d"])
    #expect(result.inserts == [2])
    #expect(result.deletes == [1])
    #expect(result.moves.count == 1)
  }
}
