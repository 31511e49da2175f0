import AppCore
import Dispatch
import Input
import Render
import Testing

@testable import TerminalBackend

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A screen with no keys that waits, off the main actor, for one signal of the app's wake-up
/// (up to `patience` milliseconds), then ends; it records the first line of each frame.
final class WaitingScreen: InteractiveScreen {
  let size = Size(width: 12, height: 1)
  let colorCount = 256
  var frames: [String] = []
  private var woken = false
  private let patience: Int32

  init(patience: Int32 = 2_000) {
    self.patience = patience
  }

  func draw(_ buffer: Buffer) { frames.append(buffer.lines.first ?? "") }

  func nextInput(wakeup: Wakeup?) -> TerminalInput? {
    defer { woken = true }
    return !woken && wakeup?.wait(milliseconds: patience) == true ? .wake : nil
  }

  @MainActor func waitForInput(wakeup: Wakeup?) async -> TerminalInput? {
    guard !woken else { return nil }
    woken = true
    let descriptor = wakeup?.descriptor ?? -1
    let patience = patience
    let ready = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        continuation.resume(returning: poll(&entry, 1, patience) > 0)
      }
    }
    return ready ? .wake : nil
  }

  func pendingEvent() -> Event? { nil }
  func invalidate() {}
  func copyToClipboard(_ text: String) {}
  func stop() {}
}

/// An app isolated to the main actor, as apps often are: it shows a title that a task sets.
@MainActor
final class TitleApp {
  var title = "loading"
  let wakeup: Wakeup? = Wakeup()
}

extension TitleApp: @MainActor TerminalApp {
  func render(size: Size) -> Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    buffer.write(title, x: 0, y: 0)
    return buffer
  }

  func handle(_ event: Event) -> AppResponse { .continue }
}

// Serialized: the second test holds the main actor, which would starve the first.
@Suite("The terminal loop, waiting with the main actor free", .serialized)
struct AsyncTerminalLoopTests {
  @MainActor
  @Test("a task on the main actor runs while the loop waits, and its wake-up draws what it did")
  func mainActorTask() async {
    let app = TitleApp()
    let screen = WaitingScreen()
    Task { @MainActor in
      app.title = "loaded"
      app.wakeup?.signal()
    }
    await TerminalLoop.drive(app, on: screen)
    #expect(screen.frames == ["loading", "loaded"])
  }

  @MainActor
  @Test("the loop that holds the thread runs no such task until it ends")
  func blockingLoop() async {
    let app = TitleApp()
    let screen = WaitingScreen(patience: 200)
    Task { @MainActor in
      app.title = "loaded"
      app.wakeup?.signal()
    }
    // The synchronous loop, as the README warns: the task waits for the thread it holds.
    let holdingTheThread = { TerminalLoop.drive(app, on: screen) }
    holdingTheThread()
    #expect(screen.frames == ["loading"])
    await Task.yield()
  }
}
