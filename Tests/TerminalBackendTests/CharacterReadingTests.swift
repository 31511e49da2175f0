import Input
import Testing

@testable import TerminalBackend

/// Characters put together from the bytes curses hands out (`wgetch`): bytes that are no UTF-8
/// read as U+FFFD and the keys after them are kept, a character cut in two by a read is one
/// key, and an X10 mouse report's bytes from 128 up are its column and line.
@Suite("Characters read from bytes")
struct CharacterReadingTests {
  /// What readings give, in order: keys, and mouse events after the keys read before them.
  static func events(_ codes: ScriptedCodes) -> [Event] {
    codes.readings().flatMap { reading -> [Event] in
      switch reading {
      case .keys(let keys): keys.map(Event.key)
      case .mouse(let mouse, let keys): keys.map(Event.key) + [.mouse(mouse)]
      case .background(let color, let keys): keys.map(Event.key) + [.background(color)]
      case .attributes(let keys): keys.map(Event.key)
      case .functionKey: []
      }
    }
  }

  /// The events of reads of bytes.
  static func events(_ reads: [UInt8]...) -> [Event] {
    events(ScriptedCodes(bytes: reads))
  }

  /// A key of a character.
  static func key(_ character: Character) -> Event { .key(.character(character)) }

  /// The keys of a text's characters, as typed.
  static func keys(_ text: String) -> [Event] {
    text.unicodeScalars.map { .key(KeyDecoder.decode($0.value, isFunctionKey: false) ?? .unknown) }
  }

  @Test("A byte that is no UTF-8 is U+FFFD, and the keys after it in the read are kept")
  func badByte() {
    let j = Self.key("j")
    #expect(Self.events([0x6A, 0xE9, 0x6A, 0x6A, 0x6A]) == [j, Self.key("\u{FFFD}"), j, j, j])
    #expect(
      Self.events([0x78, 0xE9, 0x20, 0x79, 0x7A, 0x61, 0x62, 0x63])
        == Self.keys("x\u{FFFD} yzabc"))
  }

  @Test("A character cut in two by a read is one key, the keys after it kept")
  func splitCharacter() {
    #expect(
      Self.events([0x61, 0xE3, 0x81], [0x82, 0x62]) == [
        Self.key("a"), Self.key("あ"), Self.key("b"),
      ])
    #expect(Self.events([0xF0], [0x9F], [0x98, 0x80]) == [Self.key("😀")])
    // Cut short for good, by the end of input: U+FFFD.
    #expect(Self.events([0x61, 0xE3, 0x81]) == [Self.key("a"), Self.key("\u{FFFD}")])
  }

  @Test("An X10 report's column and line past 95 are its bytes, not characters; keys after it kept")
  func x10PastColumn95() {
    // Column 100 (byte 132, no UTF-8 alone), line 5; then column 164 and line 138, whose bytes
    // C3 A9 make é in UTF-8.
    let report: [UInt8] = [0x1B, 0x5B, 0x4D, 0x20, 32 + 100, 32 + 5]
    let utf8Like: [UInt8] = [0x1B, 0x5B, 0x4D, 0x20, 0xC3, 0xA9]
    #expect(
      Self.events(report + [0x6A, 0x6A] + utf8Like + [0x6A]) == [
        .mouse(MouseEvent(.click, x: 99, y: 4)), Self.key("j"), Self.key("j"),
        .mouse(MouseEvent(.click, x: 162, y: 136)), Self.key("j"),
      ])
  }

  @Test("After an Escape, a character is read whole: Alt with it; in a sequence, it cuts it short")
  func characterAfterEscape() {
    #expect(Self.events([0x1B, 0xC3, 0xA9, 0x6A]) == [.key(.alt(.character("é"))), Self.key("j")])
    #expect(
      Self.events([0x1B, 0x5B, 0x31, 0xC3, 0xA9, 0x6A])
        == [.key(.unknown), Self.key("é"), Self.key("j")])
    #expect(
      Self.events([0x1B, 0x5B, 0x31, 0xFF, 0x6A]) == [
        .key(.unknown), Self.key("\u{FFFD}"), Self.key("j"),
      ])
  }

  @Test("Random bytes in random reads give the characters String(decoding:as:) gives, U+FFFD alike")
  func sameAsStringDecoding() {
    var random = SplitMix64(seed: 0x0E7F)
    // No Escape, which begins sequences, and no DEL, which is Backspace.
    let bytes = Array(0x20...0x7E) + Array(0x80...0xFF) + [0x41, 0xC3, 0xA9, 0xE3, 0x81, 0x82]
    for _ in 0..<3_000 {
      let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        UInt8(SplitInputPropertyTests.pick(bytes, using: &random))
      }
      let expected = Self.keys(String(decoding: text, as: UTF8.self))
      let reads = Self.split(text, using: &random)
      #expect(Self.events(ScriptedCodes(bytes: reads)) == expected, "\(reads)")
    }
  }

  /// Bytes cut into reads at random places.
  static func split(_ bytes: [UInt8], using random: inout SplitMix64) -> [[UInt8]] {
    var reads: [[UInt8]] = [[]]
    for byte in bytes {
      if !reads[reads.count - 1].isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
        reads.append([])
      }
      reads[reads.count - 1].append(byte)
    }
    return reads
  }
}
