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
}
