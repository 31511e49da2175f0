import Input
import Testing

@testable import TerminalBackend

@Suite("Escapes read together")
struct EscapeRunTests {
  /// Escape, as many times as asked.
  private func escapes(_ count: Int) -> [Key] {
    Array(repeating: .escape, count: count)
  }

  /// The character codes of Escape, as many times as asked.
  private func escapeCodes(_ count: Int) -> String {
    String(repeating: "\u{1B}", count: count)
  }

  @Test("A run of Escapes read together is as many Escapes", arguments: 1...6)
  func run(count: Int) {
    #expect(ScriptedCodes(escapeCodes(count)).keys() == escapes(count))
  }

  @Test("Escapes read one at a time are as many Escapes", arguments: 1...6)
  func apart(count: Int) {
    let reads = [String](repeating: "\u{1B}", count: count)
    #expect(ScriptedCodes(codes: reads.map(ScriptedCodes.codes)).keys() == escapes(count))
  }

  @Test("Runs of Escapes read one after another are as many Escapes", arguments: 1...6)
  func runs(count: Int) {
    #expect(ScriptedCodes(escapeCodes(count), escapeCodes(2)).keys() == escapes(count + 2))
  }

  @Test(
    "The last Escape of a run is Alt with the character read with it; the others are Escapes",
    arguments: 1...6)
  func altCharacter(count: Int) {
    #expect(
      ScriptedCodes(escapeCodes(count) + "j").keys()
        == escapes(count - 1) + [.alt(.character("j"))])
    #expect(ScriptedCodes(escapeCodes(count), "j").keys() == escapes(count) + [.character("j")])
  }

  @Test(
    "Escapes before a sequence: the one before the sequence's own is Alt with its key, the others are Escapes",
    arguments: 1...6)
  func beforeSequence(count: Int) {
    let keys = ScriptedCodes(escapeCodes(count) + "[1;5B").keys()
    let down = Key.modified(.down, .control)
    #expect(keys == (count == 1 ? [down] : escapes(max(count - 2, 0)) + [.alt(down)]))
    #expect(
      ScriptedCodes(escapeCodes(count) + "OF").keys()
        == (count == 1 ? [.end] : escapes(max(count - 2, 0)) + [.alt(.end)]))
    #expect(
      ScriptedCodes(escapeCodes(count) + "OP").keys()
        == (count == 1 ? [.function(1)] : escapes(max(count - 2, 0)) + [.alt(.function(1))]))
    // A sequence of no key (the keypad's 5) after them is still an unknown key.
    #expect(
      ScriptedCodes(escapeCodes(count) + "OE").keys()
        == (count == 1 ? [.unknown] : escapes(max(count - 2, 0)) + [.unknown]))
  }

  @Test("Escapes, then a sequence read apart: the Escapes, then its key", arguments: 1...6)
  func thenSequence(count: Int) {
    #expect(ScriptedCodes(escapeCodes(count), "\u{1B}[6~").keys() == escapes(count) + [.pageDown])
    #expect(
      ScriptedCodes(escapeCodes(count), "\u{1B}[A", "j").keys() == escapes(count) + [
        .up, .character("j"),
      ])
  }

  @Test("Escapes before a key curses decoded: the last is Alt with it", arguments: 1...6)
  func beforeFunctionKey(count: Int) {
    let up = ScriptedCodes.functionKey(CursesKey.up)
    let together = ScriptedCodes(codes: [ScriptedCodes.codes(escapeCodes(count)) + [up]])
    #expect(together.keys() == escapes(count - 1) + [.alt(.up)])
    let apart = ScriptedCodes(codes: [ScriptedCodes.codes(escapeCodes(count)), [up]])
    #expect(apart.keys() == escapes(count) + [.up])
  }

  @Test("Escapes before a resize or a mouse report are all Escapes, and the event comes after")
  func beforeEvent() {
    for event in [CursesKey.resize, CursesKey.mouse] {
      let codes = ScriptedCodes(
        codes: [ScriptedCodes.codes(escapeCodes(3)) + [ScriptedCodes.functionKey(event)]])
      #expect(codes.readKeys() == .keys(escapes(3)))
      #expect(codes.readKeys() == .functionKey(Int32(event)))
      #expect(codes.readKeys() == nil)
    }
  }

  @Test("A sequence that arrives in pieces after Escapes is still one key")
  func sequenceInPieces() {
    let up = Key.modified(.up, .control)
    #expect(ScriptedCodes("\u{1B}\u{1B}", "\u{1B}[1;", "5A").keys() == escapes(2) + [up])
    #expect(ScriptedCodes("\u{1B}[", "1;5", "A", "j").keys() == [up, .character("j")])
  }
}
