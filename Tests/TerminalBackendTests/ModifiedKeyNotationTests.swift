import Input
import Testing

@Suite("Key notation for F-keys, Insert and keys with Shift, Ctrl and Alt")
struct ModifiedKeyNotationTests {
  /// Every key that takes Shift and Ctrl.
  static let modifiable: [Key] =
    [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete]
    + Key.functionKeys.map(Key.function)

  /// Every key of the notation but characters: named keys, control chords, each modifiable
  /// key with each set of Shift and Ctrl, and all of them with Alt.
  static let keys: [Key] = {
    let named: [Key] = [.enter, .escape, .backspace, .tab, .backTab, .space]
    let chords = "abcdefghijklmnopqrstuvwxyz".map(Key.control)
    let modifierSets: [KeyModifiers] = [.shift, .control, [.control, .shift]]
    let modified = modifiable.flatMap { key in modifierSets.map { Key.modified(key, $0) } }
    let plain = named + chords + modifiable + modified + [.character("j"), .character("<")]
    return plain + plain.filter { $0 != .escape }.map(Key.alt)
  }()

  @Test("Every key is written in notation that reads back as the key")
  func roundTrip() throws {
    for key in Self.keys {
      #expect(try Key.sequence(from: key.notation) == [key], "\(key.notation)")
    }
    #expect(Set(Self.keys.map(\.notation)).count == Self.keys.count)
  }

  @Test("The new keys are written as vim writes them")
  func written() {
    let cases: [(Key, String)] = [
      (.function(5), "<F5>"), (.function(12), "<F12>"), (.insert, "<Insert>"),
      (.modified(.up, .control), "<C-Up>"), (.modified(.down, .shift), "<S-Down>"),
      (.modified(.end, [.shift, .control]), "<C-S-End>"),
      (.alt(.modified(.home, .control)), "<M-C-Home>"), (.modified(.function(5), .shift), "<S-F5>"),
      (.backTab, "<S-Tab>"), (.alt(.backTab), "<M-S-Tab>"),
    ]
    for (key, notation) in cases { #expect(key.notation == notation) }
  }

  @Test("Modifiers read in any order and case, and vim's other names are read too")
  func readings() throws {
    let both = Key.modified(.up, [.control, .shift])
    #expect(try Key.sequence(from: "<C-S-Up><s-c-up><c-s-UP>") == [both, both, both])
    #expect(
      try Key.sequence(from: "<Ins><f5><A-C-Home><C-M-Home>") == [
        .insert, .function(5), .alt(.modified(.home, .control)), .alt(.modified(.home, .control)),
      ])
    #expect(try Key.sequence(from: "<M-C-u>") == [.alt(.control("u"))])
  }

  @Test(
    "A modifier twice, on a key that takes none, or an F-key past F12 is an error",
    arguments: ["<C-C-Up>", "<S-a>", "<C-S-Tab>", "<S-Enter>", "<F13>", "<F0>", "<F05>", "<M-M-x>"])
  func errors(notation: String) {
    #expect(throws: KeyNotationError.self, "\(notation)") { try Key.sequence(from: notation) }
  }

  @Test("Key(_:modifiers:alt:) gives each key its one form")
  func canonicalForm() {
    #expect(Key(.up, modifiers: []) == .up)
    #expect(Key(.tab, modifiers: .shift) == .backTab)
    #expect(Key(.tab, modifiers: .shift, alt: true) == .alt(.backTab))
    #expect(Key(.character("U"), modifiers: .control) == .control("u"))
    #expect(Key(.character("u"), modifiers: .shift) == nil)
    #expect(Key(.enter, modifiers: .control) == nil)
    #expect(Key(.up, xtermModifier: 5) == .modified(.up, .control))
    #expect(Key(.up, xtermModifier: 9) == nil)
  }
}
