import Input
import Testing

@Suite("Vim key notation, Alt included")
struct KeyNotationTests {
  @Test("Alt with a character or a named key is written <M-…>, and read back as written")
  func altRoundTrip() throws {
    let keys: [Key] = [
      .alt(.character("b")), .alt(.character("B")), .alt(.backspace), .alt(.enter),
      .alt(.character("<")), .alt(.space), .alt(.control("x")), .alt(.left),
    ]
    let written = keys.map(\.notation)
    #expect(
      written == [
        "<M-b>", "<M-B>", "<M-BS>", "<M-Enter>", "<M-lt>", "<M-Space>", "<M-C-x>", "<M-Left>",
      ])
    #expect(try Key.sequence(from: written.joined()) == keys)
    #expect(try Key.sequence(from: "<A-f><m-d>") == [.alt(.character("f")), .alt(.character("d"))])
  }

  @Test("Alt with nothing, or with Escape, is no key of the notation")
  func altErrors() {
    for notation in ["<M->", "<M-Esc>", "<M-Nope>"] {
      #expect(throws: KeyNotationError.self, "\(notation)") { try Key.sequence(from: notation) }
    }
  }

  @Test("A name left open is an error that names it, not the keys of its letters")
  func unclosedName() {
    let cases = [
      "<Enter": "unclosed <Enter", "jj<Enter": "unclosed <Enter", "<Enter<Esc>": "unclosed <Enter",
      "<C-u": "unclosed <C-u", "<Enter j": "unclosed <Enter",
    ]
    for (notation, named) in cases {
      #expect(notationError(notation).contains(named), "\(notation)")
    }
  }

  @Test("A < that starts no name types itself, and <lt> is always a literal <")
  func literalLessThan() throws {
    let less = Key.character("<")
    #expect(try Key.sequence(from: "<") == [less])
    #expect(try Key.sequence(from: "a<b") == [.character("a"), less, .character("b")])
    #expect(try Key.sequence(from: "< b") == [less, .space, .character("b")])
    #expect(try Key.sequence(from: "<<Esc>") == [less, .escape])
    #expect(try Key.sequence(from: "<lt>Enter") == [less] + "Enter".map(Key.character))
    #expect(Key.character("<").notation == "<lt>")
  }

  @Test("Ctrl goes only with the letters a terminal sends it with, a to z")
  func controlLetters() throws {
    #expect(try Key.sequence(from: "<C-U><c-d>") == [.control("u"), .control("d")])
    for notation in ["<C-ä>", "<C-1>", "<C-é>", "<C-Space>"] {
      #expect(
        notationError(notation).contains("no control chord"), "\(notation)")
    }
  }

  /// What the error that `notation` throws says; empty if it throws none.
  private func notationError(_ notation: String) -> String {
    do {
      _ = try Key.sequence(from: notation)
      return ""
    } catch {
      return "\(error)"
    }
  }
}
