import Input
import Testing

@testable import TerminalBackend

/// Function-key codes from `<curses.h>`, which are part of the curses ABI.
enum CursesKey {
  static let down: UInt32 = 0o402
  static let up: UInt32 = 0o403
  static let left: UInt32 = 0o404
  static let right: UInt32 = 0o405
  static let home: UInt32 = 0o406
  static let backspace: UInt32 = 0o407
  static let f0: UInt32 = 0o410
  static let f5: UInt32 = 0o410 + 5
  static let insert: UInt32 = 0o513
  static let shiftInsert: UInt32 = 0o610
  static let delete: UInt32 = 0o512
  static let pageDown: UInt32 = 0o522
  static let pageUp: UInt32 = 0o523
  static let enter: UInt32 = 0o527
  static let lowerLeft: UInt32 = 0o533
  static let keypadA1: UInt32 = 0o534
  static let keypadA3: UInt32 = 0o535
  static let keypadB2: UInt32 = 0o536
  static let keypadC1: UInt32 = 0o537
  static let keypadC3: UInt32 = 0o540
  static let backTab: UInt32 = 0o541
  static let begin: UInt32 = 0o542
  static let end: UInt32 = 0o550
  static let find: UInt32 = 0o552
  static let select: UInt32 = 0o601
  static let mouse: UInt32 = 0o631
  static let shiftDown: UInt32 = 0o520
  static let shiftUp: UInt32 = 0o521
  static let shiftBegin: UInt32 = 0o572
  static let shiftDelete: UInt32 = 0o577
  static let shiftEnd: UInt32 = 0o602
  static let shiftFind: UInt32 = 0o605
  static let shiftHome: UInt32 = 0o607
  static let shiftLeft: UInt32 = 0o611
  static let shiftPageDown: UInt32 = 0o614
  static let shiftPageUp: UInt32 = 0o616
  static let shiftRight: UInt32 = 0o622
  static let resize: UInt32 = 0o632
}

@Suite("Key decoding")
struct KeyDecodingTests {
  @Test(
    "function keys decode to list keys, with the alternative codes for Home, End and pages",
    arguments: [
      (CursesKey.up, Key.up), (CursesKey.down, .down), (CursesKey.left, .left),
      (CursesKey.right, .right), (CursesKey.pageUp, .pageUp), (CursesKey.pageDown, .pageDown),
      (CursesKey.keypadA3, .pageUp), (CursesKey.keypadC3, .pageDown),
      (CursesKey.home, .home), (CursesKey.find, .home), (CursesKey.keypadA1, .home),
      (CursesKey.begin, .home), (CursesKey.end, .end), (CursesKey.select, .end),
      (CursesKey.keypadC1, .end), (CursesKey.lowerLeft, .end), (CursesKey.enter, .enter),
      (CursesKey.backspace, .backspace), (CursesKey.backTab, .backTab),
      (CursesKey.delete, .delete), (CursesKey.insert, .insert), (CursesKey.f5, .function(5)),
    ])
  func functionKeys(code: UInt32, key: Key) {
    #expect(KeyDecoder.decode(code, isFunctionKey: true) == key)
  }

  @Test(
    "Shift with arrows, pages, Home, End, Insert and Delete, as terminfo lists them, is Shift with the key",
    arguments: [
      (CursesKey.shiftDown, Key.down), (CursesKey.shiftUp, .up), (CursesKey.shiftLeft, .left),
      (CursesKey.shiftRight, .right), (CursesKey.shiftPageDown, .pageDown),
      (CursesKey.shiftPageUp, .pageUp), (CursesKey.shiftHome, .home), (CursesKey.shiftEnd, .end),
      (CursesKey.shiftBegin, .home), (CursesKey.shiftFind, .home),
      (CursesKey.shiftDelete, .delete), (CursesKey.shiftInsert, .insert),
    ])
  func shiftedFunctionKeys(code: UInt32, key: Key) {
    #expect(KeyDecoder.decode(code, isFunctionKey: true) == .modified(key, .shift))
  }

  @Test("F1 to F63 are F1 to F12 with xterm's modifiers, each a key of its own and written so")
  func numberedFunctionKeys() throws {
    let keys = (1...63).map { KeyDecoder.decode(CursesKey.f0 + UInt32($0), isFunctionKey: true) }
    #expect(keys[0] == .function(1))
    #expect(keys[11] == .function(12))
    #expect(keys[12] == .modified(.function(1), .shift))
    #expect(keys[24] == .modified(.function(1), .control))
    #expect(keys[35] == .modified(.function(12), .control))
    #expect(keys[36] == .modified(.function(1), [.control, .shift]))
    #expect(keys[48] == .alt(.function(1)))
    #expect(keys[62] == .alt(.modified(.function(3), .shift)))
    // Each number its own key, whose notation reads back as it.
    #expect(Set(keys.compactMap { $0 }).count == 63)
    for key in keys.compactMap({ $0 }) {
      #expect(try Key.sequence(from: key.notation) == [key], "\(key.notation)")
    }
    #expect(KeyDecoder.decode(CursesKey.f0 + 64, isFunctionKey: true) == nil)
    #expect(KeyDecoder.decode(CursesKey.f0, isFunctionKey: true) == nil)
  }

  @Test(
    "function keys a list has no use for decode to nil; the mouse and resizes are read separately",
    arguments: [
      CursesKey.keypadB2, CursesKey.mouse, CursesKey.resize, 0o1000, UInt32.max,
    ])
  func ignoredFunctionKeys(code: UInt32) {
    #expect(KeyDecoder.decode(code, isFunctionKey: true) == nil)
  }

  @Test(
    "control codes decode to Enter, Escape, Backspace and Tab; a line feed is ^J, as in fzf",
    arguments: [
      (UInt32(10), Key.control("j")), (13, .enter), (27, .escape), (127, .backspace),
      (8, .backspace),
      (9, .tab),
    ])
  func controlCodes(code: UInt32, key: Key) {
    #expect(KeyDecoder.decode(code, isFunctionKey: false) == key)
  }

  @Test("the other control codes decode to control chords with their lower-case letter")
  func controlChords() {
    #expect(KeyDecoder.decode(0x01, isFunctionKey: false) == .control("a"))
    #expect(KeyDecoder.decode(0x03, isFunctionKey: false) == .control("c"))
    #expect(KeyDecoder.decode(0x04, isFunctionKey: false) == .control("d"))
    #expect(KeyDecoder.decode(0x15, isFunctionKey: false) == .control("u"))
    #expect(KeyDecoder.decode(0x1A, isFunctionKey: false) == .control("z"))
    let letters = (1...26).filter { ![8, 9, 13].contains($0) }
    for code in letters {
      guard case .control(let letter)? = KeyDecoder.decode(UInt32(code), isFunctionKey: false)
      else {
        Issue.record("code \(code) is not a control chord")
        continue
      }
      #expect(letter.asciiValue == UInt8(0x60 + code))
    }
  }

  @Test(
    "printable characters decode to themselves, Space and non-ASCII included",
    arguments: [" ", "j", "G", "<", "~", "é", "ß", "日", "한", "😀"] as [Character])
  func printable(character: Character) throws {
    let scalar = try #require(character.unicodeScalars.first)
    #expect(KeyDecoder.decode(scalar.value, isFunctionKey: false) == .character(character))
  }

  @Test("Space is Key.space")
  func space() {
    #expect(KeyDecoder.decode(0x20, isFunctionKey: false) == Key.space)
  }

  @Test(
    "NUL, the other C0 and C1 controls and non-scalars decode to nil",
    arguments: [0x00, 0x1C, 0x1D, 0x1E, 0x1F, 0x80, 0x85, 0x9F, 0xD800, 0x110000] as [UInt32])
  func unprintable(code: UInt32) {
    #expect(KeyDecoder.decode(code, isFunctionKey: false) == nil)
  }
}

@Suite("Bracketed paste")
struct BracketedPasteTests {
  @Test("Pasted line breaks, CR as terminals send them and CRLF, read as LF")
  func lineBreaks() {
    #expect(
      BracketedPaste.text("soba\rcat\r\nramen\nend\r".unicodeScalars) == "soba\ncat\nramen\nend\n")
    #expect(BracketedPaste.text("\r\r\n\n".unicodeScalars) == "\n\n\n")
  }

  @Test("The markers are codes of their own, apart from each other and from curses' keys")
  func codes() {
    #expect(BracketedPaste.startCode > 0o777 && BracketedPaste.endCode > BracketedPaste.startCode)
  }
}
