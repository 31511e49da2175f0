import AppCore
import Dispatch
import Foundation
import Testing

/// An app as the mailbox's documentation writes it: a thread posts lines, the app shows the
/// newest.
private final class Ticker: TerminalApp {
  let lines = Mailbox<String>()
  var wakeup: Wakeup? { lines.wakeup }
  private var shown = "waiting"

  func takePendingWork() -> AppResponse {
    if let latest = lines.take().last { shown = latest }
    return .continue
  }

  func handle(_ event: Event) -> AppResponse { .continue }

  func render(size: Size) -> Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    buffer.write(shown, x: 0, y: 0)
    return buffer
  }
}

@Suite("Mailbox")
struct MailboxTests {
  @Test("values are taken once each, oldest first; a take with nothing posted is empty")
  func order() {
    let mailbox = Mailbox<Int>()
    #expect(mailbox.take().isEmpty)
    mailbox.post(1)
    mailbox.post(2)
    #expect(mailbox.take() == [1, 2])
    #expect(mailbox.take().isEmpty)
    mailbox.post(3)
    #expect(mailbox.take() == [3])
  }

  @Test("a post signals the wake-up; mailboxes made with one wake-up all signal it")
  func signals() {
    let notes = Mailbox<String>()
    #expect(!notes.wakeup.wait(milliseconds: 0))
    notes.post("a")
    #expect(notes.wakeup.wait(milliseconds: 0))
    notes.wakeup.clear()
    let counts = Mailbox<Int>(wakeup: notes.wakeup)
    #expect(counts.wakeup === notes.wakeup)
    counts.post(1)
    #expect(notes.wakeup.wait(milliseconds: 0))
    #expect(notes.take() == ["a"])
    #expect(counts.take() == [1])
  }

  @Test("posts from many threads while the app takes: none lost, none twice, each in order")
  func manyThreads() {
    let mailbox = Mailbox<(thread: Int, number: Int)>()
    let threads = 8
    let perThread = 2_000
    DispatchQueue.global().async {
      DispatchQueue.concurrentPerform(iterations: threads) { thread in
        for number in 0..<perThread { mailbox.post((thread, number)) }
      }
    }
    var taken: [(thread: Int, number: Int)] = []
    let deadline = ContinuousClock.now + .seconds(60)
    while taken.count < threads * perThread, ContinuousClock.now < deadline {
      _ = mailbox.wakeup.wait(milliseconds: 100)
      mailbox.wakeup.clear()
      taken += mailbox.take()
    }
    #expect(mailbox.take().isEmpty)
    #expect(taken.count == threads * perThread)
    for thread in 0..<threads {
      #expect(taken.filter { $0.thread == thread }.map(\.number) == Array(0..<perThread))
    }
  }

  @Test("a thread's post to the documented app is drawn with no key pressed")
  func drawnWithoutAKey() {
    let app = Ticker()
    let driver = HeadlessDriver(app: app, size: Size(width: 10, height: 1))
    #expect(driver.frame.lines == ["waiting"])
    let lines = app.lines
    Thread { lines.post("posted") }.start()
    #expect(driver.takePendingWork(waitingUpTo: 10_000).lines == ["posted"])
  }
}
