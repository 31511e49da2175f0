import AppCore
import Input
import Render

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a `TerminalApp` on the terminal until it quits or input ends.
///
/// ```swift
/// do {
///   try await TerminalLoop.run(app, options: TerminalOptions(mouse: !noMouse))
/// } catch {
///   print("\(error)")  // a TerminalError: no terminal, an unknown or unusable TERM
/// }
/// ```
///
/// `run(_:options:)` is `async` and leaves the main actor free between events;
/// ``runBlocking(_:options:)`` holds the calling thread instead, for a program with no
/// concurrency at all. They have different names because top-level code (`main.swift`) would
/// pick a synchronous overload of the same name even under `await`.
public enum TerminalLoop {
  /// The longest the loop takes in waiting events before it draws: so a flood of keys
  /// (a held key, a paste) is handled as fast as it comes, and the screen still moves.
  static let drainLimit = Duration.milliseconds(30)

  /// Runs an app on the terminal until it quits or input ends, holding the calling thread.
  ///
  /// Starts a ``Terminal``, tells the app how many colours it has and its size, draws the
  /// first frame, then hands each event to the app (and, when the app's wake-up fires, lets it
  /// take in work from other threads), drawing after each batch of events that were already
  /// waiting, until the app answers `AppResponse/quit` or input ends; then restores
  /// the terminal. Each batch is announced with `TerminalApp/willHandleBatch()` and closed with
  /// `TerminalApp/didHandleBatch()`, just before its frame.
  ///
  /// The thread is held until the loop ends: run from the main thread, no task on the main
  /// actor runs meanwhile. An app that hands work to the main actor, as `Task { … }` in a
  /// main-actor app does, runs in the `async` ``run(_:options:)`` instead.
  ///
  /// ^C, SIGTERM, SIGHUP, the other signals that end a process and runtime traps end the
  /// process instead, with the terminal restored by the crash guard (see
  /// ``Terminal/init(options:)``).
  ///
  /// - Throws: ``TerminalError`` if the terminal cannot start.
  public static func runBlocking(_ app: some TerminalApp, options: TerminalOptions) throws {
    drive(app, on: try Terminal(options: options))
  }

  /// The synchronous loop's old name: a synchronous overload of the `async`
  /// ``run(_:options:)`` was chosen over it in `main.swift`, even under `await`.
  @available(*, unavailable, renamed: "runBlocking(_:options:)")
  public static func run(_ app: some TerminalApp, options: TerminalOptions) throws {
    try runBlocking(app, options: options)
  }

  /// Runs an app on the terminal until it quits or input ends, leaving the main actor free
  /// while it waits for input, so that tasks on the main actor run between events.
  ///
  /// Does what ``runBlocking(_:options:)`` does, waiting for input on another
  /// thread. A task that changes the app's state should then signal the app's wake-up
  /// (`Wakeup.signal()`): the loop calls `TerminalApp/takePendingWork()` and draws.
  ///
  /// ```swift
  /// // main.swift
  /// import Foundation  // FileHandle, Data and exit
  /// import TerminalBackend
  ///
  /// let app = AgendaApp()  // @MainActor, with a wakeup
  /// Task { app.agenda = await Server.fetch(); app.wakeup?.signal() }
  /// do {
  ///   try await TerminalLoop.run(app, options: TerminalOptions())
  /// } catch {
  ///   // No terminal, or one that cannot show a full screen: say so, rather than trap.
  ///   FileHandle.standardError.write(Data("agenda: \(error)\n".utf8))
  ///   exit(66)
  /// }
  /// ```
  ///
  /// - Throws: ``TerminalError`` if the terminal cannot start.
  @MainActor
  public static func run(_ app: some TerminalApp, options: TerminalOptions) async throws {
    await drive(app, on: try Terminal(options: options))
  }

  /// Runs `app` on `screen` until it quits or input ends, then stops the screen.
  static func drive(_ app: some TerminalApp, on screen: some InteractiveScreen) {
    defer { screen.stop() }
    guard inColors(of: screen, { begin(app, on: screen) }) else { return }
    while let input = screen.nextInput(wakeup: app.wakeup) {
      guard inColors(of: screen, { handleBatch(from: input, app: app, on: screen) }) else { return }
    }
  }

  /// Runs `app` on `screen` as ``drive(_:on:)`` does, waiting for input with the main actor
  /// free.
  @MainActor
  static func drive(_ app: some TerminalApp, on screen: some InteractiveScreen) async {
    defer { screen.stop() }
    guard inColors(of: screen, { begin(app, on: screen) }) else { return }
    while let input = await screen.waitForInput(wakeup: app.wakeup) {
      guard inColors(of: screen, { handleBatch(from: input, app: app, on: screen) }) else { return }
    }
  }

  /// Runs `work`, a call into the app, with `ColorCount.current` set to the screen's colours,
  /// so a list's default theme fits them.
  private static func inColors<Result>(
    of screen: some InteractiveScreen, _ work: () -> Result
  ) -> Result {
    ColorCount.$current.withValue(screen.colorCount, operation: work)
  }

  /// Tells the app its colours and size and draws the first frame; false if it quit.
  private static func begin(_ app: some TerminalApp, on screen: some InteractiveScreen) -> Bool {
    app.start(colorCount: screen.colorCount)
    if app.handle(.resize(width: screen.size.width, height: screen.size.height)) == .quit {
      return false
    }
    screen.draw(app.render(size: screen.size))
    copyClipboardText(of: app, on: screen)
    return true
  }

  /// Hands the app one input and the events already waiting after it, then draws; false if
  /// the app quit.
  private static func handleBatch(
    from input: TerminalInput, app: some TerminalApp, on screen: some InteractiveScreen
  ) -> Bool {
    app.willHandleBatch()
    var responses = [handle(input, app: app)]
    let start = ContinuousClock.now
    while responses.last != .quit, ContinuousClock.now - start < drainLimit,
      let event = screen.pendingEvent()
    {
      responses.append(handle(.event(event), app: app))
    }
    if responses.last != .quit, let wakeup = app.wakeup, wakeup.wait(milliseconds: 0) {
      responses.append(handle(.wake, app: app))
    }
    if responses.contains(.quit) { return false }
    app.didHandleBatch()
    if responses.contains(.redraw) { screen.invalidate() }
    screen.draw(app.render(size: screen.size))
    copyClipboardText(of: app, on: screen)
    return true
  }

  /// Sends what the app asked to copy, if anything, once its frame is drawn: the frame says
  /// `Copied …` as the terminal takes it, and the sequence never falls among curses' output.
  private static func copyClipboardText(
    of app: some TerminalApp, on screen: some InteractiveScreen
  ) {
    if let text = app.takeClipboardText() { screen.copyToClipboard(text) }
  }

  /// Hands one input to the app.
  private static func handle(_ input: TerminalInput, app: some TerminalApp) -> AppResponse {
    switch input {
    case .event(let event):
      return app.handle(event)
    case .wake:
      app.wakeup?.clear()
      return app.takePendingWork()
    }
  }
}
