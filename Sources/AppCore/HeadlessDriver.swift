import Input
import Render

/// Runs a ``TerminalApp`` without a terminal: events in, frames out, as the terminal loop
/// would, for tests and for printing screens.
///
/// ```swift
/// let driver = HeadlessDriver(app: AgendaApp(), size: Size(width: 60, height: 16))
/// let frame = try driver.press("jj<Enter>")
/// print(frame.lines.joined(separator: "\n"))
/// ```
public final class HeadlessDriver<App: TerminalApp> {
  /// The app being driven.
  public let app: App
  /// The screen size frames are drawn at.
  public private(set) var size: Size
  /// Whether the app asked to quit.
  public private(set) var hasQuit = false
  /// Whether the last wait for the app's wake-up, by ``takePendingWork(waitingUpTo:)`` or
  /// ``takePendingWork(within:isolation:)``, gave up at its timeout.
  ///
  /// Then the app's wake-up had not fired, and its work may not have run, as when other work
  /// held the caller's actor meanwhile. `expectScreen` says so when the frame then differs.
  /// A wait of no time that finds the wake-up not fired counts too; an app without a wake-up
  /// never times out.
  public private(set) var lastWaitTimedOut = false

  /// How many colours frames are drawn in: 256 by default, 0 for none.
  public let colorCount: Int

  /// Starts an app at a size: it is told how many colours frames have (256 by default, 0 for
  /// none), then gets a resize.
  ///
  /// Every call into the app runs with `ColorCount.current` set to `colorCount`, as in the
  /// terminal loop, so a list's default theme fits those colours.
  public init(app: App, size: Size, colorCount: Int = 256) {
    self.app = app
    self.size = size
    self.colorCount = colorCount
    let quits = ColorCount.$current.withValue(colorCount) {
      app.start(colorCount: colorCount)
      return app.handle(.resize(width: size.width, height: size.height)) == .quit
    }
    if quits { hasQuit = true }
  }

  /// The current frame.
  public var frame: Buffer { inColors { app.render(size: size) } }

  /// Runs `work` with `ColorCount.current` set to the driver's colours.
  private func inColors<Result>(_ work: () -> Result) -> Result {
    ColorCount.$current.withValue(colorCount, operation: work)
  }

  /// Sends events in order, stopping at one that quits, and returns the last frame.
  ///
  /// Each event is a batch of its own, followed by a frame, as keys typed one at a time come to
  /// the terminal loop; with `asOneBatch`, all of them are one batch with one frame after it,
  /// as a burst of keys waiting together comes.
  @discardableResult
  public func send(_ events: [Event], asOneBatch: Bool = false) -> Buffer {
    var last: Buffer?
    if asOneBatch {
      last = handleBatch(events)
    } else {
      for event in events where !hasQuit { last = handleBatch([event]) }
    }
    // The frame the last batch drew, which nothing has changed since: drawn again, a large
    // screen's million cells would cost a key twice.
    return last ?? frame
  }

  /// Presses keys written in vim notation (`jj<Enter>`, `<C-d>`), and returns the last frame.
  ///
  /// With `asOneBatch`, the keys come as a burst: one batch, then one frame.
  ///
  /// - Throws: `KeyNotationError` for notation that names no key.
  @discardableResult
  public func press(_ keys: String, asOneBatch: Bool = false) throws -> Buffer {
    send(try Event.sequence(from: keys), asOneBatch: asOneBatch)
  }

  /// Hands the app one batch of events, as the terminal loop does, then draws a frame and
  /// returns it; nil when the app quit, and drew none.
  private func handleBatch(_ events: [Event]) -> Buffer? {
    guard !hasQuit else { return nil }
    return inColors { () -> Buffer? in
      app.willHandleBatch()
      for event in events where !hasQuit {
        if case .resize(let width, let height) = event { size = Size(width: width, height: height) }
        if app.handle(event) == .quit { hasQuit = true }
      }
      guard !hasQuit else { return nil }
      app.didHandleBatch()
      return app.render(size: size)
    }
  }

  /// Resizes the screen and returns the frame at the new size.
  @discardableResult
  public func resize(to size: Size) -> Buffer {
    send([.resize(width: size.width, height: size.height)])
  }

  /// Takes in work from other threads, waiting up to `milliseconds` for the app's wake-up,
  /// and returns the frame; for apps that load in the background.
  ///
  /// The work is a batch of its own, as a wake-up of the terminal loop is. The wait holds the
  /// calling thread: work that needs the caller's actor, such as a main-actor app's
  /// `Task { … }` awaited from a `@MainActor` test, cannot run meanwhile; wait with
  /// ``takePendingWork(within:isolation:)`` instead. Sets ``lastWaitTimedOut``.
  @discardableResult
  public func takePendingWork(waitingUpTo milliseconds: Int32 = 0) -> Buffer {
    lastWaitTimedOut = false
    if let wakeup = app.wakeup {
      if wakeup.wait(milliseconds: milliseconds) {
        wakeup.clear()
      } else {
        lastWaitTimedOut = true
      }
    }
    return takeWork()
  }

  /// Takes in work, suspending (not blocking) until the app's wake-up fires or `timeout`
  /// passes, and returns the frame; sets ``lastWaitTimedOut``.
  ///
  /// It gives way at least a hundred times before it gives up, however long that takes: on an
  /// actor held elsewhere for the whole `timeout`, such as the main actor in a busy test run,
  /// the app's task has had no turn yet.
  ///
  /// It runs on the caller's actor, and the caller's actor is free while it waits, so a task
  /// there, such as a main-actor app's `Task { … }` in a `@MainActor` test, runs and signals
  /// the wake-up:
  ///
  /// ```swift
  /// @MainActor @Test func loads() async {
  ///   let driver = HeadlessDriver(app: TodoApp(), size: Size(width: 40, height: 10))
  ///   expectScreen(await driver.takePendingWork(within: .seconds(2)), ["…"])
  /// }
  /// ```
  @discardableResult
  public func takePendingWork(
    within timeout: Duration, isolation: isolated (any Actor)? = #isolation
  ) async -> Buffer {
    lastWaitTimedOut = false
    if let wakeup = app.wakeup {
      let deadline = ContinuousClock.now + timeout
      var fired = wakeup.wait(milliseconds: 0)
      // Time alone is no measure of the turns the actor's other tasks had: an actor held
      // elsewhere (the main actor, by other tests) for the whole timeout gave them none. So
      // the wait also lasts until this task has given way a number of times.
      var turns = 0
      while !fired, ContinuousClock.now < deadline || turns < Self.leastTurns {
        try? await Task.sleep(for: .milliseconds(1))
        turns += 1
        fired = wakeup.wait(milliseconds: 0)
      }
      lastWaitTimedOut = !fired
      wakeup.clear()
    }
    return takeWork()
  }

  /// The fewest times ``takePendingWork(within:isolation:)`` gives way before it gives up,
  /// however long it has waited.
  static var leastTurns: Int { 100 }

  /// Hands the app its pending work as one batch, and returns the frame.
  private func takeWork() -> Buffer {
    inColors {
      app.willHandleBatch()
      if app.takePendingWork() == .quit {
        hasQuit = true
      } else {
        app.didHandleBatch()
      }
    }
    return frame
  }
}
