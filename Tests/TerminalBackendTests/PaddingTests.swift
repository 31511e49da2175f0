import CTerminal
import Testing

@Suite("A terminfo string written without curses, its padding left out")
struct PaddingTests {
  func stripped(_ string: String, capacity: Int = 64) -> String? {
    var bytes = [CChar](repeating: 0, count: capacity)
    let length = ct_without_padding(string, &bytes, capacity)
    guard length > 0 else { return nil }
    return String(decoding: bytes[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  @Test("vt100's clear loses its $<50>, and every other padding form too; a lone $ stays")
  func padding() {
    #expect(stripped("\u{1B}[H\u{1B}[J$<50>") == "\u{1B}[H\u{1B}[J")
    #expect(stripped("a$<5*/>b$<2.5>c") == "abc")
    #expect(stripped("\u{1B}[H\u{1B}[2J") == "\u{1B}[H\u{1B}[2J")
    #expect(stripped("cost $5") == "cost $5")
    #expect(stripped("$<unclosed") == "$<unclosed")
  }

  @Test("A string longer than the room is refused whole, never cut")
  func tooLong() {
    #expect(stripped("abcdef", capacity: 4) == nil)
    #expect(stripped("ab$<100>", capacity: 2) == "ab")
  }
}
