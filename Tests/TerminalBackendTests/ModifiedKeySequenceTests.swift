import Input
import Testing

@testable import TerminalBackend

@Suite("F-keys, Insert and modified keys from escape sequences")
struct ModifiedKeySequenceTests {
  /// A key a terminal sends as a sequence, and how: after `ESC [` or `ESC O` with a letter,
  /// or as `ESC [` number `~`.
  struct Sent: Sendable, CustomStringConvertible {
    var key: Key
    var letter: String?
    var number: Int?
    var description: String { key.notation }

    /// Every way xterm (`ESC [1;5A`, `ESC [15;5~`), its application mode (`ESC O5A`) and the
    /// VT220 (`ESC [2~`) send the key with an xterm modifier parameter (1 for none).
    func sequences(modifier: Int) -> [String] {
      if let letter {
        return modifier == 1
          ? ["[" + letter, "O" + letter] : ["[1;\(modifier)" + letter, "O\(modifier)" + letter]
      }
      guard let number else { return [] }
      return modifier == 1 ? ["[\(number)~"] : ["[\(number);\(modifier)~"]
    }
  }

  /// Every key with a sequence of its own, as xterm's terminfo entry lists them.
  static let sent: [Sent] =
    [
      Sent(key: .up, letter: "A"), Sent(key: .down, letter: "B"), Sent(key: .right, letter: "C"),
      Sent(key: .left, letter: "D"), Sent(key: .home, letter: "H"), Sent(key: .end, letter: "F"),
      Sent(key: .function(1), letter: "P"), Sent(key: .function(2), letter: "Q"),
      Sent(key: .function(3), letter: "R"), Sent(key: .function(4), letter: "S"),
      Sent(key: .insert, number: 2), Sent(key: .delete, number: 3), Sent(key: .pageUp, number: 5),
      Sent(key: .pageDown, number: 6),
    ] + zip(5...12, [15, 17, 18, 19, 20, 21, 23, 24]).map { Sent(key: .function($0), number: $1) }

  /// The key with xterm's modifier parameter: 2 Shift, 3 Alt, 5 Ctrl and their sums less 1.
  static func expected(_ key: Key, modifier: Int) -> Key {
    let bits = modifier - 1
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    let inner = modifiers.isEmpty ? key : Key.modified(key, modifiers)
    return bits & 2 != 0 ? .alt(inner) : inner
  }

  @Test("Every sequence of every key with every modifier decodes to that key", arguments: sent)
  func everySequence(sent: Sent) {
    for modifier in 1...8 {
      for body in sent.sequences(modifier: modifier) {
        let decoded = KeyDecoder.escapeSequence(after: Array(body.unicodeScalars))
        #expect(
          decoded == .complete(Self.expected(sent.key, modifier: modifier)),
          "ESC \(body)")
      }
    }
  }

  @Test("The keys decoded are all different, and each is written in notation that reads back")
  func distinctAndWritten() throws {
    var seen: Set<Key> = []
    for sent in Self.sent {
      for modifier in 1...8 {
        let body = sent.sequences(modifier: modifier)[0]
        guard
          case .complete(let key?) = KeyDecoder.escapeSequence(after: Array(body.unicodeScalars))
        else {
          Issue.record("ESC \(body) is no key")
          continue
        }
        #expect(seen.insert(key).inserted, "ESC \(body) repeats \(key.notation)")
        #expect(try Key.sequence(from: key.notation) == [key], "ESC \(body): \(key.notation)")
      }
    }
    #expect(seen.count == Self.sent.count * 8)
  }

  @Test("Alt read as an Escape before a sequence that carries Alt already is one Alt")
  func altOnce() {
    #expect(KeyDecoder.alt(.alt(.up)) == .alt(.up))
    #expect(KeyDecoder.alt(.modified(.up, .control)) == .alt(.modified(.up, .control)))
  }
}
