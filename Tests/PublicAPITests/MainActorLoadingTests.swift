import AppCore
import Foundation
import Testing

/// A main-actor app that loads in a task on the main actor, as Swift 6 apps usually do, and
/// signals its wake-up when the result is in.
@MainActor
private final class Loader {
  var text = "loading…"
  let wakeup: Wakeup? = Wakeup()

  init() {
    Task { [self] in
      try? await Task.sleep(for: .milliseconds(20))
      text = "loaded"
      wakeup?.signal()
    }
  }
}

extension Loader: @MainActor TerminalApp {
  func handle(_ event: Event) -> AppResponse { .continue }

  func render(size: Size) -> Buffer {
    var buffer = Buffer(width: size.width, height: size.height)
    buffer.write(text, x: 0, y: 0)
    return buffer
  }
}

@MainActor
@Suite("A main-actor app's task, headless")
struct MainActorLoadingTests {
  @Test("the async wait leaves the main actor free, so the app's task runs and wakes it")
  func asyncWait() async {
    let driver = HeadlessDriver(app: Loader(), size: Size(width: 10, height: 1))
    #expect(driver.frame.lines == ["loading…"])
    // Generous, for a loaded machine: the frame can only be "loaded" if the task ran while
    // this waited, since it needs the main actor this test holds.
    #expect(await driver.takePendingWork(within: .seconds(60)).lines == ["loaded"])
  }

  @Test(
    "an async wait whose timeout passed while the main actor was held still gives the task a turn")
  func heldActor() async {
    let driver = HeadlessDriver(app: Loader(), size: Size(width: 10, height: 1))
    // Another task holds the main actor for longer than the whole timeout, as other tests
    // do in a busy run: the app's task is due meanwhile, but has had no turn.
    Task { @MainActor in usleep(300_000) }
    #expect(await driver.takePendingWork(within: .milliseconds(100)).lines == ["loaded"])
    #expect(!driver.lastWaitTimedOut)
  }

  @Test("the blocking wait holds the main actor: the task cannot run meanwhile")
  func blockingWait() async {
    let driver = HeadlessDriver(app: Loader(), size: Size(width: 10, height: 1))
    #expect(driver.takePendingWork(waitingUpTo: 100).lines == ["loading…"])
  }
}
