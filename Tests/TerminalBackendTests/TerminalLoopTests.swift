import ListKit
import Render
import Testing

@testable import TerminalBackend

/// A screen that plays back keys and records what the loop did to it.
final class ScriptedScreen: InteractiveScreen {
  var size: Size
  let usesColor: Bool
  var keys: [Key]
  /// Sizes to switch to, by the index of the key that reports the resize.
  var resizes: [Int: Size]
  var events: [String] = []
  private var next = 0

  init(size: Size, usesColor: Bool = true, keys: [Key], resizes: [Int: Size] = [:]) {
    self.size = size
    self.usesColor = usesColor
    self.keys = keys
    self.resizes = resizes
  }

  func draw(_ buffer: Buffer) { events.append("draw \(buffer.width)x\(buffer.height)") }

  func nextKey() -> Key? {
    guard next < keys.count else { return nil }
    defer { next += 1 }
    if let size = resizes[next] { self.size = size }
    return keys[next]
  }

  func stop() { events.append("stop") }
}

/// An app that records calls and quits on `q`.
final class RecordingApp: TerminalApp {
  var events: [String] = []
  func terminalDidStart(size: Size, usesColor: Bool) {
    events.append("start \(size.width)x\(size.height) color=\(usesColor)")
  }
  func render(size: Size) -> Buffer {
    events.append("render \(size.width)x\(size.height)")
    return Buffer(width: size.width, height: size.height)
  }
  func handle(_ key: Key) -> TerminalAppResponse {
    events.append("key \(key.notation)")
    return key == .character("q") ? .quit : .continue
  }
}

@Suite("Terminal loop")
struct TerminalLoopTests {
  @Test("the app hears the size and whether there is colour, then each key is handled and drawn")
  func keys() {
    let app = RecordingApp()
    let screen = ScriptedScreen(
      size: Size(width: 8, height: 3), usesColor: false, keys: ["j", "k"].map { Key.character($0) })
    TerminalLoop.drive(app, on: screen)
    #expect(
      app.events == [
        "start 8x3 color=false", "render 8x3", "key j", "render 8x3", "key k", "render 8x3",
      ])
    #expect(screen.events == ["draw 8x3", "draw 8x3", "draw 8x3", "stop"])
  }

  @Test("quitting stops the screen without drawing again, and ignores the keys after")
  func quit() {
    let app = RecordingApp()
    let screen = ScriptedScreen(
      size: Size(width: 4, height: 2), keys: [.character("q"), .character("j")])
    TerminalLoop.drive(app, on: screen)
    #expect(app.events == ["start 4x2 color=true", "render 4x2", "key q"])
    #expect(screen.events == ["draw 4x2", "stop"])
  }

  @Test("a resize is handed to the app and the next frame has the new size")
  func resize() {
    let app = RecordingApp()
    let screen = ScriptedScreen(
      size: Size(width: 80, height: 24), keys: [.resize, .resize],
      resizes: [0: Size(width: 20, height: 6), 1: Size(width: 1, height: 1)])
    TerminalLoop.drive(app, on: screen)
    #expect(
      app.events == [
        "start 80x24 color=true", "render 80x24", "key <Resize>", "render 20x6", "key <Resize>",
        "render 1x1",
      ])
    #expect(screen.events.last == "stop")
  }

  @Test("when input is gone the screen is stopped")
  func inputGone() {
    let screen = ScriptedScreen(size: Size(width: 2, height: 2), keys: [])
    TerminalLoop.drive(RecordingApp(), on: screen)
    #expect(screen.events == ["draw 2x2", "stop"])
  }
}
