import AppCore
import FeedApp
import FeedModel
import ListKit
import ListKitTesting
import ListtuiFormat
import Testing

@Suite("Entries arriving below the view never move it")
struct LoadingViewTests {
  /// The parts a real reader publishes for a document of `count` entries, `every` entries a
  /// part, and the complete document last.
  static func parts(count: Int, every: Int) throws -> [DocumentSnapshot] {
    let entries = (0..<count).map {
      #"{"id": "f\#($0)", "user": "u\#($0 % 2 + 1)", "comment": "entry \#($0)"}"#
    }
    let text =
      #"{"users": [{"id": "u1", "nickname": "boo"}, {"id": "u2", "nickname": "ainame"}], "feed": ["#
      + entries.joined(separator: ",\n") + "]}"
    var parts: [DocumentSnapshot] = []
    let builder = DocumentBuilder { parts.append($0) }
    builder.publishEvery = every
    try ListtuiReader.read(ByteInput(bytes: Array(text.utf8), name: "t.json"), into: builder)
    builder.finish()
    return parts
  }

  @Test(
    "On the last entry loaded so far the next part leaves the screen line for line; after End it follows"
  )
  func selectionOnLastLoadedEntry() throws {
    let parts = try Self.parts(count: 30, every: 10)
    let shell = AppShell(
      state: DocumentState(name: "t.json", snapshot: parts[0]), theme: .monochrome)
    let driver = HeadlessDriver(app: shell, size: Size(width: 50, height: 12))
    // Put on the last entry by keys (not End): the next part leaves every line where it was.
    driver.send(try Event.sequence(from: String(repeating: "j", count: 9)))
    expectScreen(
      driver.frame,
      [
        "t.json › Feed                               ? help",
        "",
        "  ainame",
        "  entry 7",
        "",
        "  boo",
        "  entry 8",
        "",
        "> ainame                                         ┃",
        "  entry 9                                        ┃",
        "                                                 ┃",
        " 10/10 entry  │  loading… 10 entries 5%",
      ])
    shell.update(parts[1])
    // The same lines: only the scroll bar and the counts say that more arrived below.
    expectScreen(
      driver.frame,
      [
        "t.json › Feed                               ? help",
        "",
        "  ainame",
        "  entry 7",
        "",
        "  boo                                            ┃",
        "  entry 8",
        "",
        "> ainame",
        "  entry 9",
        "",
        " 10/20 entry  │  loading… 20 entries 5%",
      ])
    // End while loading follows the end: each part after it moves the selection to its end.
    driver.send(try Event.sequence(from: "<End>"))
    let atEnd = texts(driver.frame.lines)
    #expect(atEnd[8] == "> ainame" && atEnd[9] == "  entry 19")
    #expect(atEnd.last?.hasPrefix(" 20/20 entry") == true)
    for part in parts.dropFirst(2) { shell.update(part) }
    let complete = texts(driver.frame.lines)
    #expect(complete[8] == "> ainame" && complete[9] == "  entry 29", "\(complete)")
    #expect(complete.last == " 30/30 entry")
  }
}
