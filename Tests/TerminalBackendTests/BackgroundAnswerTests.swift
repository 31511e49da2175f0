import Input
import Testing

@testable import TerminalBackend

@Suite("The terminal's answer about its background colour (OSC 11)")
struct BackgroundAnswerTests {
  static let white = RGBColor(red: 255, green: 255, blue: 255)

  @Test(
    "an answer's colour, with parts of one to four hex digits each, rgb: or rgba:",
    arguments: [
      ("11;rgb:ffff/ffff/ffff", RGBColor(red: 255, green: 255, blue: 255)),
      ("11;rgb:0000/0000/0000", RGBColor(red: 0, green: 0, blue: 0)),
      ("11;rgb:1e1e/1e1e/2e2e", RGBColor(red: 30, green: 30, blue: 46)),
      ("11;rgb:fd/f6/e3", RGBColor(red: 253, green: 246, blue: 227)),
      ("11;rgb:FD/F6/E3", RGBColor(red: 253, green: 246, blue: 227)),
      ("11;rgb:f/8/0", RGBColor(red: 255, green: 136, blue: 0)),
      ("11;rgb:fff/800/000", RGBColor(red: 255, green: 128, blue: 0)),
      ("11;rgba:ffff/ffff/ffff/8000", RGBColor(red: 255, green: 255, blue: 255)),
    ])
  func colors(answer: String, color: RGBColor) {
    #expect(KeyDecoder.backgroundColor(answer: answer) == color)
  }

  @Test(
    "anything else is no colour",
    arguments: [
      "10;rgb:ffff/ffff/ffff", "11;?", "11;rgb:gg/00/00", "11;rgb:12345/0/0", "11;rgb:0/0",
      "11;rgb:0/0/0/0", "11;rgb://", "11;#ffffff", "11;rgb:+f/0/0", "", "11;rgb:１/0/0",
    ])
  func garbage(answer: String) {
    #expect(KeyDecoder.backgroundColor(answer: answer) == nil)
  }

  @Test("ended by BEL or by ST, an answer is its colour and no key")
  func wholeAnswers() {
    #expect(
      ScriptedCodes("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}").readings()
        == [.background(Self.white, after: [])])
    #expect(
      ScriptedCodes("\u{1B}]11;rgb:ff/ff/ff\u{1B}\\").readings()
        == [.background(Self.white, after: [])])
    #expect(
      ScriptedCodes("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\j").readings()
        == [.background(Self.white, after: []), .keys([.character("j")])])
  }

  @Test("an answer in pieces, over a slow link, is one answer, and keys after it are keys")
  func splitAnswers() {
    let codes = ScriptedCodes("\u{1B}]1", "1;rgb:ff", "ff/ffff/ffff\u{1B}", "\\", "j")
    #expect(codes.readings() == [.background(Self.white, after: []), .keys([.character("j")])])
    #expect(
      ScriptedCodes("k\u{1B}]11;", "rgb:0/0/0\u{7}", "j").keys() == ["k", "j"].map(Key.character))
  }

  @Test("an Escape just before an answer is Escape, never Alt with it")
  func escapeBefore() {
    #expect(
      ScriptedCodes("\u{1B}\u{1B}]11;rgb:0/0/0\u{7}").readings()
        == [.background(.black, after: [.escape])])
  }

  @Test("a garbled answer, another command's, one cut short or one that never ends is no key")
  func garbageIsNoKey() {
    #expect(ScriptedCodes("\u{1B}]11;nonsense\u{7}", "j").keys() == [.character("j")])
    #expect(ScriptedCodes("\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\", "j").keys() == [.character("j")])
    #expect(ScriptedCodes("\u{1B}]11;rgb:ff").keys() == [])
    // Cut by another Escape, it ends with the character after it.
    #expect(ScriptedCodes("\u{1B}]11;rgb:0\u{1B}x", "j").keys() == [.character("j")])
    let endless = "\u{1B}]11;" + String(repeating: "0", count: 300)
    let keys = ScriptedCodes(endless).keys()
    #expect(keys.count <= 300 - KeyDecoder.longestCommand + 4)
    #expect(!keys.contains(.character("]")))
    // No background among those readings.
    #expect(
      !ScriptedCodes("\u{1B}]11;nonsense\u{7}").readings().contains { reading in
        if case .background = reading { true } else { false }
      })
  }

  @Test("Alt with ] alone is still Alt with ]")
  func altBracket() {
    #expect(ScriptedCodes("\u{1B}]").keys() == [.alt(.character("]"))])
  }

  @Test("COLORFGBG's last field names the background: 15;0 is black, 0;15 white")
  func colorFGBG() {
    #expect(Terminal.background(colorFGBG: "15;0") == .black)
    #expect(Terminal.background(colorFGBG: "0;15") == Self.white)
    #expect(Terminal.background(colorFGBG: "0;default;15") == Self.white)
    #expect(Terminal.background(colorFGBG: "0;7") == RGBColor(red: 229, green: 229, blue: 229))
    for value in [nil, "", "15;default", "0;16", "0;-1", "light"] {
      #expect(Terminal.background(colorFGBG: value) == nil, "\(value ?? "nil")")
    }
  }

  @Test("the event's notation names the colour")
  func notation() {
    #expect(
      Event.background(RGBColor(red: 1, green: 171, blue: 255)).notation == "<Background:#01abff>")
    #expect(Self.white.isLight && !RGBColor.black.isLight)
  }
}
