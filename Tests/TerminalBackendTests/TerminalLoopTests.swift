import AppCore
import Input
import Render
import Testing

@testable import TerminalBackend

/// A screen that plays back inputs and records what the loop did to it.
final class ScriptedScreen: InteractiveScreen {
  var size: Size
  let colorCount: Int
  /// Inputs to hand out, each with the events already waiting after it.
  var script: [(input: TerminalInput, waiting: [Event])]
  var events: [String] = []
  private var next = 0
  private var waiting: [Event] = []

  init(size: Size, colorCount: Int = 256, script: [(TerminalInput, [Event])]) {
    self.size = size
    self.colorCount = colorCount
    self.script = script.map { (input: $0.0, waiting: $0.1) }
  }

  convenience init(size: Size, colorCount: Int = 256, keys: [Key]) {
    self.init(size: size, colorCount: colorCount, script: keys.map { (.event(.key($0)), []) })
  }

  func draw(_ buffer: Buffer) { events.append("draw \(buffer.width)x\(buffer.height)") }

  func nextInput(wakeup: Wakeup?) -> TerminalInput? {
    guard next < script.count else { return nil }
    defer { next += 1 }
    waiting = script[next].waiting
    if case .event(.resize(let width, let height)) = script[next].input {
      size = Size(width: width, height: height)
    }
    return script[next].input
  }

  @MainActor func waitForInput(wakeup: Wakeup?) async -> TerminalInput? {
    await Task.yield()
    return nextInput(wakeup: wakeup)
  }

  func pendingEvent() -> Event? {
    waiting.isEmpty ? nil : waiting.removeFirst()
  }

  func invalidate() { events.append("invalidate") }

  func copyToClipboard(_ text: String) { events.append("copy \(text)") }

  func stop() { events.append("stop") }
}

/// An app that records calls, quits on `q` and asks for a full repaint on ^L.
final class RecordingApp: TerminalApp {
  var events: [String] = []
  var wakeup: Wakeup?
  /// Whether the start and end of each batch are recorded too.
  var recordsBatches = false

  func willHandleBatch() { if recordsBatches { events.append("batch") } }

  func didHandleBatch() { if recordsBatches { events.append("end") } }

  func start(colorCount: Int) { events.append("start colors=\(colorCount)") }

  func render(size: Size) -> Buffer {
    events.append("render \(size.width)x\(size.height)")
    return Buffer(width: size.width, height: size.height)
  }

  func handle(_ event: Event) -> AppResponse {
    events.append("event \(event.notation)")
    switch event {
    case .key(.character("q")): return .quit
    case .key(.control("l")): return .redraw
    default: return .continue
    }
  }

  func takePendingWork() -> AppResponse {
    events.append("work")
    return .continue
  }
}

@Suite("Terminal loop")
struct TerminalLoopTests {
  @Test("the app hears how many colours there are and its size, then each key is handled and drawn")
  func keys() {
    let app = RecordingApp()
    let screen = ScriptedScreen(
      size: Size(width: 8, height: 3), colorCount: 0, keys: ["j", "k"].map { Key.character($0) })
    TerminalLoop.drive(app, on: screen)
    #expect(
      app.events == [
        "start colors=0", "event <Resize:8x3>", "render 8x3", "event j", "render 8x3",
        "event k", "render 8x3",
      ])
    #expect(screen.events == ["draw 8x3", "draw 8x3", "draw 8x3", "stop"])
  }

  @Test("quitting stops the screen without drawing again, and ignores the keys after")
  func quit() {
    let app = RecordingApp()
    let screen = ScriptedScreen(
      size: Size(width: 4, height: 2), keys: [.character("q"), .character("j")])
    TerminalLoop.drive(app, on: screen)
    #expect(app.events == ["start colors=256", "event <Resize:4x2>", "render 4x2", "event q"])
    #expect(screen.events == ["draw 4x2", "stop"])
  }

  @Test("a resize is handed to the app with the new size, and the next frame has it")
  func resize() {
    let app = RecordingApp()
    let screen = ScriptedScreen(
      size: Size(width: 80, height: 24),
      script: [
        (.event(.resize(width: 20, height: 6)), []), (.event(.resize(width: 1, height: 1)), []),
      ])
    TerminalLoop.drive(app, on: screen)
    #expect(
      app.events == [
        "start colors=256", "event <Resize:80x24>", "render 80x24", "event <Resize:20x6>",
        "render 20x6", "event <Resize:1x1>", "render 1x1",
      ])
    #expect(screen.events.last == "stop")
  }

  @Test("events already waiting are handled before the next frame is drawn")
  func waitingEvents() {
    let app = RecordingApp()
    let screen = ScriptedScreen(
      size: Size(width: 3, height: 2),
      script: [(.event(.key(.character("j"))), [.key(.character("j")), .key(.character("k"))])])
    TerminalLoop.drive(app, on: screen)
    #expect(
      app.events == [
        "start colors=256", "event <Resize:3x2>", "render 3x2", "event j", "event j", "event k",
        "render 3x2",
      ])
    #expect(screen.events == ["draw 3x2", "draw 3x2", "stop"])
  }

  @Test(
    "each batch of waiting events, and a wake-up after them, is announced and closed once, before its frame"
  )
  func batches() {
    let app = RecordingApp()
    app.recordsBatches = true
    app.wakeup = Wakeup()
    app.wakeup?.signal()
    let screen = ScriptedScreen(
      size: Size(width: 3, height: 2),
      script: [
        (.event(.key(.character("a"))), [.key(.character("b")), .key(.character("c"))]),
        (.event(.key(.character("d"))), []), (.event(.key(.character("q"))), []),
      ])
    TerminalLoop.drive(app, on: screen)
    #expect(
      app.events == [
        "start colors=256", "event <Resize:3x2>", "render 3x2",
        "batch", "event a", "event b", "event c", "work", "end", "render 3x2",
        "batch", "event d", "end", "render 3x2",
        "batch", "event q",
      ])
  }

  @Test("a wake-up lets the app take in work from other threads, then draws")
  func wake() {
    let app = RecordingApp()
    app.wakeup = Wakeup()
    let screen = ScriptedScreen(size: Size(width: 3, height: 2), script: [(.wake, [])])
    TerminalLoop.drive(app, on: screen)
    #expect(
      app.events == ["start colors=256", "event <Resize:3x2>", "render 3x2", "work", "render 3x2"])
  }

  @Test("^L asks for a full repaint: the screen is invalidated before the frame")
  func redraw() {
    let app = RecordingApp()
    let screen = ScriptedScreen(size: Size(width: 3, height: 2), keys: [.control("l")])
    TerminalLoop.drive(app, on: screen)
    #expect(screen.events == ["draw 3x2", "invalidate", "draw 3x2", "stop"])
  }

  @Test("when input is gone the screen is stopped")
  func inputGone() {
    let screen = ScriptedScreen(size: Size(width: 2, height: 2), keys: [])
    TerminalLoop.drive(RecordingApp(), on: screen)
    #expect(screen.events == ["draw 2x2", "stop"])
  }
}
