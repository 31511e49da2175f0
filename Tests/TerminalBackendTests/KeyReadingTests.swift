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

  @Test("An Escape alone is Escape; read with a character, it is Alt with it, which is nothing")
  func escape() {
    #expect(ScriptedCodes("\u{1B}").keys() == [.escape])
    #expect(ScriptedCodes("\u{1B}", "j").keys() == [.escape, .character("j")])
    #expect(ScriptedCodes("\u{1B}j").keys() == [])
    #expect(ScriptedCodes("\u{1B}j", "k").keys() == [.character("k")])
  }

  @Test("A sequence is its key, even in pieces; cut short, it is nothing")
  func sequences() {
    #expect(ScriptedCodes("\u{1B}[1;5A").keys() == [.up])
    #expect(ScriptedCodes("\u{1B}[", "1;5", "A", "j").keys() == [.up, .character("j")])
    #expect(ScriptedCodes("\u{1B}[1;5").keys() == [])
    #expect(ScriptedCodes("\u{1B}[1\u{1B}").keys() == [.escape])
  }

  @Test("Escape before a key curses decoded is Alt with it; before a resize, it is Escape")
  func beforeFunctionKeys() {
    let up = ScriptedCodes(codes: [
      ScriptedCodes.codes("\u{1B}") + [ScriptedCodes.functionKey(CursesKey.up)]
    ])
    #expect(up.keys() == [])
    let resize = ScriptedCodes(codes: [
      ScriptedCodes.codes("\u{1B}") + [ScriptedCodes.functionKey(CursesKey.resize)]
    ])
    #expect(resize.readKeys() == .keys([.escape]))
    #expect(resize.readKeys() == .functionKey(Int32(CursesKey.resize)))
  }
}
