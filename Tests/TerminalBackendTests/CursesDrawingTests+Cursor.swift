import CNcursesw
import CTerminal
import Render
import Testing

@testable import TerminalBackend

extension CursesDrawingTests {
  @Test("a frame's cursor is shown at its cell after the frame, and hidden by one without")
  func frameCursor() throws {
    let recorded = try RecordedScreen(size: Size(width: 20, height: 3))
    _ = try recorded.draw(frame(width: 20, ["list", "", ""]))
    var prompt = frame(width: 20, ["list", "", "/日本▏"])
    prompt.cursor = Point(x: 5, y: 2)
    let shown = try recorded.draw(prompt)
    // The prompt, then the cursor moved back onto the `▏` and made visible (tmux's cnorm).
    #expect(shown.hasSuffix("▏\u{08}\u{1B}[34h\u{1B}[?25h"), "\(shown.debugDescription)")
    #expect(getcury(ct_curscr()) == 2 && getcurx(ct_curscr()) == 5)
    // Typing moves it, without showing it again.
    var typed = frame(width: 20, ["list", "", "/日本a▏"])
    typed.cursor = Point(x: 6, y: 2)
    let moved = try recorded.draw(typed)
    #expect(!moved.contains("\u{1B}[?25h") && !moved.contains("\u{1B}[?25l"))
    #expect(getcury(ct_curscr()) == 2 && getcurx(ct_curscr()) == 6)
    let closed = try recorded.draw(frame(width: 20, ["list", "", ""]))
    #expect(closed.hasPrefix("\u{1B}[?25l"), "\(closed.debugDescription)")
    // A frame that keeps it hidden says nothing of it, nor does one outside the screen show it.
    var outside = frame(width: 20, ["list", "", "x"])
    outside.cursor = Point(x: 20, y: 2)
    let hidden = try recorded.draw(outside)
    #expect(!hidden.contains("\u{1B}[?25"))
  }

  @Test("the cursor stays where the frame puts it when a long cluster is written after it")
  func cursorWithWholeCluster() throws {
    let recorded = try RecordedScreen(size: Size(width: 20, height: 3))
    var prompt = frame(width: 20, ["S0<\(Self.family)>E", "", "/ab▏"])
    prompt.cursor = Point(x: 3, y: 2)
    let sent = try recorded.draw(prompt)
    #expect(sent.contains("\u{1B}7") && sent.hasSuffix("\u{1B}8\u{1B}[34h\u{1B}[?25h"))
    #expect(getcury(ct_curscr()) == 2 && getcurx(ct_curscr()) == 3)
  }

  @Test("with no civis and cnorm (vt100), the cursor is hidden and shown with DECTCEM, once each")
  func cursorByHand() throws {
    let recorded = try RecordedScreen(size: Size(width: 20, height: 3), type: "vt100")
    let first = try recorded.draw(frame(width: 20, ["list", "", ""]))
    #expect(first.components(separatedBy: "\u{1B}[?25l").count == 2, "\(first.debugDescription)")
    let kept = try recorded.draw(frame(width: 20, ["list", "", "x"]))
    #expect(!kept.contains("\u{1B}[?25"), "\(kept.debugDescription)")
    var prompt = frame(width: 20, ["list", "", "/a▏"])
    prompt.cursor = Point(x: 2, y: 2)
    let shown = try recorded.draw(prompt)
    #expect(shown.hasSuffix("\u{1B}[?25h"), "\(shown.debugDescription)")
    let closed = try recorded.draw(frame(width: 20, ["list", "", ""]))
    #expect(closed.hasPrefix("\u{1B}[?25l"), "\(closed.debugDescription)")
    // For the shell, on the way out or for ^Z: shown by hand, once; and hidden by the next frame.
    #expect(recorded.screen.showCursorHiddenByHand())
    #expect(!recorded.screen.showCursorHiddenByHand())
    let again = try recorded.draw(frame(width: 20, ["list", "", "y"]))
    #expect(again.hasPrefix("\u{1B}[?25h\u{1B}[?25l"), "\(again.debugDescription)")
  }
}
