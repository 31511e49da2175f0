import AppCore
import Dispatch
import Input
import Render
import Testing

@testable import TerminalBackend

/// An app written as `Mailbox`'s documentation says: work on other threads posts to its
/// mailbox, whose wake-up is the app's.
final class PostedApp: TerminalApp {
  let posts = Mailbox<String>()
  var wakeup: Wakeup? { posts.wakeup }
  private var shown = "waiting"

  func takePendingWork() -> AppResponse {
    if let latest = posts.take().last { shown = latest }
    return .continue
  }

  func handle(_ event: Event) -> AppResponse { .continue }

  func render(size: Size) -> Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    buffer.write(shown, x: 0, y: 0)
    return buffer
  }
}

@Suite("The terminal loop and a mailbox")
struct MailboxLoopTests {
  @Test("a post from another thread is drawn with no key, by the loop that holds its thread")
  func blockingLoop() {
    let app = PostedApp()
    let posts = app.posts
    DispatchQueue.global().async { posts.post("posted") }
    let screen = WaitingScreen()
    TerminalLoop.drive(app, on: screen)
    #expect(screen.frames == ["waiting", "posted"])
  }

  @MainActor
  @Test("a post from another thread is drawn with no key, by the loop that waits")
  func asyncLoop() async {
    let app = PostedApp()
    let posts = app.posts
    // A thread of its own: a detached task could wait for a cooperative thread that other
    // tests' blocking waits hold.
    DispatchQueue.global().async { posts.post("posted") }
    let screen = WaitingScreen()
    await TerminalLoop.drive(app, on: screen)
    #expect(screen.frames == ["waiting", "posted"])
  }
}
