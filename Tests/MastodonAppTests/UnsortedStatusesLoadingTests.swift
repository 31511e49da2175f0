import AppCore
import FeedApp
import FeedModel
import Foundation
import ListKit
import ListKitTesting
import Synchronization
import Testing

@Suite("A statuses array that is not newest first streams, then is sorted, keeping the selection")
struct UnsortedStatusesLoadingTests {
  /// Status `n` by Bob, `n` seconds into 2024, saying `pn`.
  static func status(_ number: Int) -> String {
    let time = String(
      format: "%02d:%02d:%02d", number / 3600, number / 60 % 60, number % 60)
    return #"{"id":"\#(number)","created_at":"2024-01-01T\#(time)Z","#
      + #""content":"<p>p\#(number)</p>","#
      + #""account":{"id":"9","username":"bob","acct":"bob","display_name":"Bob"}}"#
  }

  /// Two pages of statuses, each newest first, the older page first, as `cat page2 page1`
  /// gives them: 150 down to 1, then 300 down to 151.
  static let order = Array((1...150).reversed()) + Array((151...300).reversed())

  /// A FIFO in a new temporary folder, and a file descriptor writing to it, opened on another
  /// thread once the reader opens the other end.
  final class Fifo: Sendable {
    let path: String
    private let writer = Mutex<Int32>(-1)

    init() throws {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("unsorted-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      path = folder.appendingPathComponent("s.json").path
      try #require(mkfifo(path, 0o600) == 0)
    }

    /// Writes text, opening the FIFO first (which waits for the reader).
    func write(_ text: String) {
      writer.withLock { descriptor in
        if descriptor < 0 { descriptor = open(path, O_WRONLY) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
          let count = bytes[offset...].withUnsafeBytes {
            Glibc.write(descriptor, $0.baseAddress, $0.count)
          }
          guard count > 0 else { break }
          offset += count
        }
      }
    }

    /// Closes the writing end: the reader sees the end of the input.
    func close() {
      writer.withLock { descriptor in
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
      }
    }
  }

  /// The app loading the statuses through a FIFO: the first 170 in `order` are sent by
  /// ``sendHead()``, which waits until they show, and the rest by ``sendRest()``, which waits
  /// until the loading ends.
  final class Loading {
    let fifo: Fifo
    let state: DocumentState
    let shell: AppShell
    let driver: HeadlessDriver<AppShell>

    init() throws {
      fifo = try Fifo()
      let wakeup = Wakeup()
      let session = LoadingSession(source: .file(path: fifo.path), wakeup: wakeup)
      state = DocumentState(
        name: "s.json", snapshot: DocumentSnapshot(document: Document(), isComplete: false))
      shell = AppShell(state: state, theme: .monochrome, session: session, wakeup: wakeup)
      driver = HeadlessDriver(app: shell, size: Size(width: 60, height: 8))
      session.start()
    }

    func sendHead() {
      let head = UnsortedStatusesLoadingTests.order.prefix(170)
        .map(UnsortedStatusesLoadingTests.status).joined(separator: ",")
      let fifo = fifo
      Thread.detachNewThread { fifo.write("[" + head + ",") }
      for _ in 0..<400 where state.document.feed.count < 170 {
        _ = driver.takePendingWork(waitingUpTo: 50)
      }
    }

    func sendRest() {
      let rest = UnsortedStatusesLoadingTests.order.dropFirst(170)
        .map(UnsortedStatusesLoadingTests.status).joined(separator: ",")
      let fifo = fifo
      Thread.detachNewThread {
        fifo.write(rest + "]")
        fifo.close()
      }
      for _ in 0..<400 where state.isLoading && !driver.hasQuit {
        _ = driver.takePendingWork(waitingUpTo: 50)
      }
    }
  }

  @Test("Statuses after one out of order still show as read, and sorting keeps the selection")
  func streamsThenSortsKeepingSelection() throws {
    let app = try Loading()
    let (state, shell, driver) = (app.state, app.shell, app.driver)
    // The older page, and 20 statuses of the newer one: the first of these is out of order.
    app.sendHead()
    // Those read after the one out of order show too, in the order read: the count moves on.
    #expect(state.document.feed.count == 170)
    #expect(state.isLoading)
    // From the row above the entries to the third entry, p148.
    try driver.press("jjj")
    expectScreen(
      driver.frame,
      [
        "s.json › Feed                                         ? help",
        "  p149                                                     ┃",
        "",
        "> Bob @bob · 2024-01-01 00:02 UTC",
        "  p148",
        "",
        "  Bob @bob · 2024-01-01 00:02 UTC",
        " 4/171 entry  │  loading… 170 entries · 24 kB",
      ])
    app.sendRest()
    #expect(!state.isLoading)
    let feed = Array(state.document.feed)
    #expect(feed.map(\.comment) == (1...300).reversed().map { "p\($0)" })
    // Still on p148 (the row above the entries, then p300 down to p149 before it).
    expectScreen(
      driver.frame,
      [
        "s.json › Feed                                         ? help",
        "  p149",
        "",
        "> Bob @bob · 2024-01-01 00:02 UTC",
        "  p148                                                     ┃",
        "",
        "  Bob @bob · 2024-01-01 00:02 UTC",
        " 154/301 entry",
      ])
  }

  @Test("An entry's screen opened before the sort still shows that entry after it")
  func entryScreenKeepsItsEntry() throws {
    let app = try Loading()
    let (state, shell, driver) = (app.state, app.shell, app.driver)
    app.sendHead()
    try driver.press("jjj<Enter>")
    #expect(shell.current.route == .entry("148"))
    app.sendRest()
    #expect(!state.isLoading)
    #expect(shell.current.route == .entry("148"))
    #expect(driver.frame.lines.contains("  p148"), "\(driver.frame.lines)")
  }
}
