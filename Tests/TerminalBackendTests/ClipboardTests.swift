import AppCore
import Foundation
import Input
import Render
import Testing

@testable import TerminalBackend

/// An app that asks to copy what follows `y` in the keys typed: `y` then `a` copies `a`.
private final class CopyingApp: TerminalApp {
  let wakeup: Wakeup? = nil
  private var copying = false
  private var copied: String?

  func handle(_ event: Event) -> AppResponse {
    guard case .key(.character(let character)) = event else { return .continue }
    if copying { copied = String(character) }
    copying = character == "y"
    return .continue
  }

  func render(size: Size) -> Buffer { Buffer(width: size.width, height: size.height) }

  func takeClipboardText() -> String? {
    defer { copied = nil }
    return copied
  }
}

@Suite("Copying to the clipboard: OSC 52, written after the frame")
struct ClipboardTests {
  @Test("The loop writes what the app copied once, after the frame that follows it")
  func loopCopiesAfterFrame() {
    let screen = ScriptedScreen(
      size: Size(width: 4, height: 1), keys: ["y", "a", "j"].map { Key.character($0) })
    TerminalLoop.drive(CopyingApp(), on: screen)
    #expect(
      screen.events == ["draw 4x1", "draw 4x1", "draw 4x1", "copy a", "draw 4x1", "stop"])
  }

  @Test("The sequence is ESC ] 52 ; c ; base64 ST")
  func sequence() {
    #expect(ClipboardSequence.osc52("hi") == "\u{1B}]52;c;aGk=\u{1B}\\")
    #expect(
      ClipboardSequence.osc52("https://example.org/")
        == "\u{1B}]52;c;aHR0cHM6Ly9leGFtcGxlLm9yZy8=\u{1B}\\")
    #expect(ClipboardSequence.osc52("") == nil)
  }

  @Test("Base64 agrees with Foundation's for every length and byte")
  func base64() {
    var generator = SplitMix64(seed: 52)
    for length in 0..<200 {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      #expect(ClipboardSequence.base64(bytes) == Data(bytes).base64EncodedString())
    }
  }

  /// Texts that would end OSC 52 early, or start a sequence of their own, if sent raw.
  static let hostileTexts = [
    "https://evil.example/\u{1B}\\\u{1B}]0;pwned\u{07}", "\u{07}\u{1B}[2J\u{9C}\u{9D}",
    "a\nb\r\u{0}c", "\u{1B}]52;c;?\u{1B}\\", String(repeating: "\u{1B}\\", count: 1000),
  ]

  // By index: the texts themselves would print their controls in the test's log.
  @Test(
    "A hostile text cannot end the sequence early: only base64 goes between its ends",
    arguments: hostileTexts.indices)
  func hostile(index: Int) throws {
    let text = Self.hostileTexts[index]
    let sequence = try #require(ClipboardSequence.osc52(text))
    let prefix = "\u{1B}]52;c;"
    #expect(sequence.hasPrefix(prefix))
    #expect(sequence.hasSuffix("\u{1B}\\"))
    let payload = sequence.dropFirst(prefix.count).dropLast(2)
    let base64 = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=")
    #expect(payload.allSatisfy { base64.contains($0) })
    // One ESC opens it and one ends it; no BEL, no C1 control, nothing else.
    #expect(sequence.unicodeScalars.filter { $0 == "\u{1B}" }.count == 2)
    #expect(
      !sequence.unicodeScalars.contains { $0 == "\u{07}" || (0x80...0x9F).contains($0.value) })
    #expect(Data(base64Encoded: String(payload)) == Data(text.utf8))
  }

  @Test("An absurd text, over 100 KB, is not sent at all")
  func tooLong() {
    #expect(ClipboardSequence.osc52(String(repeating: "a", count: 100_000)) != nil)
    #expect(ClipboardSequence.osc52(String(repeating: "a", count: 100_001)) == nil)
  }
}
