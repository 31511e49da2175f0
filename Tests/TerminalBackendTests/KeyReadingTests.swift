import Input
import Testing

@testable import TerminalBackend

@Suite("Keys read from curses' codes")
struct KeyReadingTests {
  @Test("Characters are keys, and a function key is left for the terminal to make an event of")
  func plainKeys() {
    let codes = ScriptedCodes(codes: [
      ScriptedCodes.codes("j\r\u{15}") + [ScriptedCodes.functionKey(CursesKey.pageDown)]
    ])
    #expect(codes.readKeys() == .keys([.character("j")]))
    #expect(codes.readKeys() == .keys([.enter]))
    #expect(codes.readKeys() == .keys([.control("u")]))
    #expect(codes.readKeys() == .functionKey(Int32(CursesKey.pageDown)))
    #expect(codes.readKeys() == nil)
  }

  @Test("An Escape alone is Escape; read with a character, it is Alt with it")
  func escape() {
    #expect(ScriptedCodes("\u{1B}").keys() == [.escape])
    #expect(ScriptedCodes("\u{1B}", "j").keys() == [.escape, .character("j")])
    #expect(ScriptedCodes("\u{1B}j").keys() == [.alt(.character("j"))])
    #expect(ScriptedCodes("\u{1B}j", "k").keys() == [.alt(.character("j")), .character("k")])
  }

  @Test("A character that is no key of Key, such as NUL (Ctrl+Space), is an unknown key")
  func unknownCharacters() {
    #expect(ScriptedCodes("\u{0}\u{1C}j").keys() == [.unknown, .unknown, .character("j")])
  }

  @Test("A sequence is its key, even in pieces, modifiers and all; cut short, an unknown key")
  func sequences() {
    let controlUp = Key.modified(.up, .control)
    #expect(ScriptedCodes("\u{1B}[1;5A").keys() == [controlUp])
    #expect(ScriptedCodes("\u{1B}[", "1;5", "A", "j").keys() == [controlUp, .character("j")])
    #expect(ScriptedCodes("\u{1B}[1;5").keys() == [.unknown])
    #expect(ScriptedCodes("\u{1B}[1\u{1B}").keys() == [.unknown, .escape])
    #expect(ScriptedCodes("\u{1B}OP", "j").keys() == [.function(1), .character("j")])
    #expect(ScriptedCodes("\u{1B}OE", "j").keys() == [.unknown, .character("j")])
    // An Escape before a sequence is Alt with its key, as before a key curses decoded.
    #expect(ScriptedCodes("\u{1B}\u{1B}[B").keys() == [.alt(.down)])
    #expect(ScriptedCodes("\u{1B}\u{1B}\u{1B}[1;3B").keys() == [.escape, .alt(.down)])
    #expect(ScriptedCodes("\u{1B}\u{1B}OP").keys() == [.alt(.function(1))])
    #expect(ScriptedCodes("\u{1B}\u{1B}OE").keys() == [.unknown])
  }

  @Test("A report is no key, and an Escape before it is Escape, never Alt with it")
  func reports() {
    #expect(ScriptedCodes("\u{1B}[I", "j").keys() == [.character("j")])
    #expect(ScriptedCodes("\u{1B}\u{1B}[<0;3;4M").keys() == [.escape])
    #expect(ScriptedCodes("\u{1B}\u{1B}[O").keys() == [.escape])
  }

  @Test("A function key curses named is its key, F5 too; one of no Key is an unknown key")
  func unknownFunctionKeys() {
    let f5 = ScriptedCodes(codes: [[ScriptedCodes.functionKey(CursesKey.f5)]])
    #expect(f5.keys() == [.function(5)])
    let middle = ScriptedCodes(codes: [[ScriptedCodes.functionKey(CursesKey.keypadB2)]])
    #expect(middle.keys() == [.unknown])
  }

  @Test("Escape before a key curses decoded is Alt with it; before a resize, it is Escape")
  func beforeFunctionKeys() {
    let up = ScriptedCodes(codes: [
      ScriptedCodes.codes("\u{1B}") + [ScriptedCodes.functionKey(CursesKey.up)]
    ])
    #expect(up.keys() == [.alt(.up)])
    // Alt+Backspace: ESC DEL, whose DEL curses decodes as Backspace (`kbs=^?`).
    let backspace = ScriptedCodes(codes: [
      ScriptedCodes.codes("\u{1B}") + [ScriptedCodes.functionKey(CursesKey.backspace)]
    ])
    #expect(backspace.keys() == [.alt(.backspace)])
    let f5 = ScriptedCodes(codes: [
      ScriptedCodes.codes("\u{1B}") + [ScriptedCodes.functionKey(CursesKey.f5)]
    ])
    #expect(f5.keys() == [.alt(.function(5))])
    let resize = ScriptedCodes(codes: [
      ScriptedCodes.codes("\u{1B}") + [ScriptedCodes.functionKey(CursesKey.resize)]
    ])
    #expect(resize.readKeys() == .keys([.escape]))
    #expect(resize.readKeys() == .functionKey(Int32(CursesKey.resize)))
  }
}
