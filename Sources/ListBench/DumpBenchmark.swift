import AppCore
import FeedApp
import FeedModel
import ListKit
import TerminalBackend

/// `bench: dump-1000`: what `listtui --dump --size 1000x1000` spends on its screen, a frame of
/// a million cells: drawing it, and turning it into the text the terminal would be sent
/// (`Buffer.terminalLines()`), which the dump prints.
///
/// The feed's forty entries take about a tenth of the screen's lines and a few dozen of its
/// thousand columns, as a feed does on a screen that large: `lines_ms` is the text, which
/// costs what the screen shows rather than its million cells, and `frame_ms` the drawing.
enum DumpBenchmark {
  static func run() {
    let size = Size(width: 1_000, height: 1_000)
    let users = (0..<4).map { User(id: UserID("u\($0)"), nickname: "user\($0)") }
    let entries = (0..<40).map { index in
      FeedEntry(
        id: "f\(index)", user: users[index % users.count].id,
        comment: "Entry \(index): a line of text, as a post's first line shows",
        postedAt: "2016-12-19T12:44:03Z")
    }
    let document = Document(users: users, feed: Feed(entries))
    let shell = AppShell(document: document, size: size)
    shell.showsPictures = false
    let driver = HeadlessDriver(app: shell, size: size, colorCount: 256)
    let frame = driver.frame
    var characters = 0
    let frameMs = Measure.medianMilliseconds(runs: 5) { _ = driver.frame }
    let linesMs = Measure.medianMilliseconds(runs: 5) {
      characters = frame.terminalLines().reduce(0) { $0 + $1.count }
    }
    print(
      "bench: dump-1000 w=\(size.width) h=\(size.height) entries=\(entries.count)"
        + " frame_ms=\(Measure.format(frameMs)) lines_ms=\(Measure.format(linesMs))"
        + " characters=\(characters)")
  }
}
