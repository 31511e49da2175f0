import Input
import Testing

@testable import TerminalBackend

@Suite("Escape sequences curses does not know")
struct EscapeSequenceTests {
  /// What the characters after an Escape make, each given as it is typed.
  private func sequence(_ body: String) -> KeyDecoder.EscapeSequence {
    KeyDecoder.escapeSequence(after: Array(body.unicodeScalars))
  }

  @Test(
    "Home, End and the other VT220 keys decode whatever terminfo lists",
    arguments: [
      ("[1~", Key.home), ("[4~", .end), ("[7~", .home), ("[8~", .end), ("[3~", .delete),
      ("[5~", .pageUp), ("[6~", .pageDown), ("[H", .home), ("[F", .end), ("OH", .home),
      ("OF", .end), ("[A", .up), ("OB", .down), ("[C", .right), ("OD", .left), ("[Z", .backTab),
      ("OM", .enter), ("[2~", .insert), ("[15~", .function(5)), ("OP", .function(1)),
      ("OS", .function(4)), ("[11~", .function(1)), ("[24~", .function(12)),
    ])
  func knownKeys(body: String, key: Key) {
    #expect(sequence(body) == .complete(key))
  }

  @Test(
    "Modified keys carry their modifiers, Alt outermost",
    arguments: [
      ("[1;5A", Key.modified(.up, .control)), ("[1;2B", .modified(.down, .shift)),
      ("[1;3C", .alt(.right)), ("[1;6D", .modified(.left, [.control, .shift])),
      ("[1;2H", .modified(.home, .shift)), ("[1;5F", .modified(.end, .control)),
      ("[4;5~", .modified(.end, .control)), ("[5;3~", .alt(.pageUp)),
      ("[3;2~", .modified(.delete, .shift)), ("O5A", .modified(.up, .control)),
      ("[1;8A", .alt(.modified(.up, [.control, .shift]))), ("[1;2Z", .backTab),
      ("[a", .modified(.up, .shift)), ("Od", .modified(.left, .control)),
    ])
  func modifiedKeys(body: String, key: Key) {
    #expect(sequence(body) == .complete(key))
  }

  @Test(
    "Other whole sequences are an unknown key",
    arguments: [
      "[13;2u", "[27;5;13~", "[2;3A", "[9~", "[1;2I", "[1;9A", "[1;5;3A", "[25~", "OE", "[1a",
    ])
  func unknownSequences(body: String) {
    #expect(sequence(body) == .complete(.unknown))
  }

  @Test(
    "Mouse and focus reports and private sequences are no key at all",
    arguments: ["[I", "[O", "[M#jj", "[<0;3;4m", "[<35;3;4M", "[?1u", "[>0;95;0c"])
  func reports(body: String) {
    #expect(sequence(body) == .complete(nil))
  }

  @Test(
    "Alt with a character is one key, Alt with the character's key, never Escape and the character",
    arguments: [
      ("j", Key.character("j")), ("q", .character("q")), ("/", .character("/")),
      ("~", .character("~")), ("é", .character("é")), ("\u{7F}", .backspace), ("\u{8}", .backspace),
      ("\r", .enter), ("1", .character("1")), ("\u{2}", .control("b")),
    ])
  func altCharacters(body: String, key: Key) {
    #expect(sequence(body) == .complete(.alt(key)))
  }

  @Test("Alt with a character no key stands for (NUL, a C1 control) is an unknown key")
  func altUnknown() {
    #expect(sequence("\u{0}") == .complete(.unknown))
    #expect(sequence("\u{85}") == .complete(.unknown))
  }

  @Test(
    "A sequence without its final character is incomplete",
    arguments: ["[", "O", "[1", "[1;", "[1;5", "[27;5;13", "[?", "O5"])
  func incomplete(body: String) {
    #expect(sequence(body) == .incomplete)
  }

  @Test("A character that cannot continue a sequence interrupts it")
  func interrupted() {
    #expect(sequence("[1\u{1B}") == .interrupted)
    #expect(sequence("[1é") == .interrupted)
    #expect(sequence("O\r") == .interrupted)
  }

  @Test("A sequence that never ends is given up as an unknown key")
  func endless() {
    let body = "[" + String(repeating: "1", count: KeyDecoder.longestEscapeSequence)
    #expect(sequence(body) == .complete(.unknown))
    #expect(sequence(String(body.dropLast())) == .incomplete)
  }

  @Test(
    "Curses' extended keys decode by name, with their modifiers",
    arguments: [
      ("kUP5", Key?.some(.modified(.up, .control))), ("kDN3", .alt(.down)),
      ("kLFT2", .modified(.left, .shift)), ("kRIT7", .alt(.modified(.right, .control))),
      ("kHOM5", .modified(.home, .control)), ("kEND5", .modified(.end, .control)),
      ("kPRV5", .modified(.pageUp, .control)), ("kNXT3", .alt(.pageDown)),
      ("kDC5", .modified(.delete, .control)), ("kIC5", .modified(.insert, .control)),
      ("kUP9", nil), ("kUPx", nil), ("kxIN", nil), ("kUP²", nil), ("", nil),
    ])
  func extendedKeys(name: String, key: Key?) {
    #expect(KeyDecoder.extendedKey(named: name) == key)
  }

  @Test(
    "xterm's extended Shift+Up, Shift+Down and Shift+Insert, kUP, kDN and kIC, carry no number"
  )
  func shiftedExtendedKeys() {
    #expect(KeyDecoder.extendedKey(named: "kUP") == .modified(.up, .shift))
    #expect(KeyDecoder.extendedKey(named: "kDN") == .modified(.down, .shift))
    #expect(KeyDecoder.extendedKey(named: "kIC") == .modified(.insert, .shift))
  }
}
