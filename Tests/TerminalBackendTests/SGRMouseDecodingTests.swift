import Input
import Testing

@testable import TerminalBackend

/// SGR mouse reports (`ESC [ < button ; column ; line M/m`) that curses hands out as
/// characters, as it does where its terminfo entry says X10 (`kmous=\E[M`, tmux's).
@Suite("SGR mouse reports read as characters")
struct SGRMouseDecodingTests {
  /// The sequence a report's characters after its Escape make.
  func sequence(_ body: String) -> KeyDecoder.EscapeSequence {
    KeyDecoder.escapeSequence(after: Array(body.unicodeScalars))
  }

  @Test(
    "A press of the primary button is a click at its 0-based place, past column 223 too",
    arguments: [
      ("[<0;1;1M", 0, 0), ("[<0;231;5M", 230, 4), ("[<0;10000;10000M", 9_999, 9_999),
      ("[<4;300;2M", 299, 1), ("[<8;3;4M", 2, 3), ("[<16;3;4M", 2, 3), ("[<00;003;04M", 2, 3),
    ])
  func click(body: String, x: Int, y: Int) {
    #expect(sequence(body) == .mouse(MouseEvent(.click, x: x, y: y)))
  }

  @Test(
    "The wheel is buttons 64 and 65, sideways with Shift (4) held; 66 and 67 are left and right",
    arguments: [
      ("[<64;5;6M", MouseEvent.Action.wheelUp), ("[<65;5;6M", .wheelDown),
      ("[<68;5;6M", .wheelLeft), ("[<69;5;6M", .wheelRight), ("[<66;5;6M", .wheelLeft),
      ("[<67;5;6M", .wheelRight), ("[<70;5;6M", .wheelLeft), ("[<80;5;6M", .wheelUp),
      ("[<72;5;6M", .wheelUp), ("[<85;5;6M", .wheelRight),
    ])
  func wheel(body: String, action: MouseEvent.Action) {
    #expect(sequence(body) == .mouse(MouseEvent(action, x: 4, y: 5)))
  }

  @Test(
    "Releases, motion, drags, other buttons and malformed reports are a report with no event",
    arguments: [
      "[<0;3;4m", "[<64;3;4m", "[<35;3;4M", "[<32;3;4M", "[<99;3;4M", "[<1;3;4M",
      "[<2;3;4M", "[<3;3;4M", "[<128;3;4M", "[<256;3;4M", "[<0;0;4M", "[<0;3;0M",
      "[<0;10001;4M", "[<0;3;123456M", "[<0;3M", "[<0;3;4;5M", "[<;3;4M", "[<0;;4M",
      "[<0:1;3;4M", "[<0;3;4x", "[<0;3;4~", "[<<0;3;4M", "[<-1;3;4M",
    ])
  func noEvent(body: String) {
    #expect(sequence(body) == .complete(nil))
  }

  @Test("A report without its final character is incomplete, and one that never ends is none")
  func incomplete() {
    #expect(sequence("[<") == .incomplete)
    #expect(sequence("[<0;23") == .incomplete)
    #expect(sequence("[<0;231;5") == .incomplete)
    let endless = "[<" + String(repeating: "1", count: KeyDecoder.longestEscapeSequence)
    #expect(sequence(endless) == .complete(nil))
    #expect(sequence("[<0;2\u{1B}") == .interrupted)
  }

  @Test("A report split across reads is one event; the keys after it are keys")
  func split() {
    let click = MouseEvent(.click, x: 230, y: 4)
    #expect(
      ScriptedCodes("\u{1B}[<0;23", "1;5Mj").readings() == [
        .mouse(click, after: []), .keys([.character("j")]),
      ])
    #expect(
      ScriptedCodes("\u{1B}[", "<", "0", ";231;5", "M").readings() == [
        .mouse(click, after: [])
      ])
    #expect(
      ScriptedCodes("\u{1B}[<0;231;5M\u{1B}[<65;2;3M").readings() == [
        .mouse(click, after: []), .mouse(MouseEvent(.wheelDown, x: 1, y: 2), after: []),
      ])
    // An Escape before the report's own is Escape.
    #expect(ScriptedCodes("\u{1B}\u{1B}[<0;231;5M").readings() == [.mouse(click, after: [.escape])])
  }

  @Test("A report cut short is nothing: no key, no wait for more, the next report read whole")
  func cutShort() {
    #expect(ScriptedCodes("\u{1B}[<0;23").readings() == [.keys([])])
    #expect(ScriptedCodes("\u{1B}[<").readings() == [.keys([])])
    #expect(
      ScriptedCodes("\u{1B}[<0;23", "\u{1B}[<0;2;3M").readings() == [
        .keys([]), .mouse(MouseEvent(.click, x: 1, y: 2), after: []),
      ])
    let resize = ScriptedCodes(codes: [
      ScriptedCodes.codes("\u{1B}[<0;2") + [ScriptedCodes.functionKey(CursesKey.resize)]
    ])
    #expect(resize.readings() == [.keys([]), .functionKey(Int32(CursesKey.resize))])
  }

  /// The event a report should make, by the protocol's table rather than the decoder's code.
  static func expected(button: Int, column: Int, line: Int, isRelease: Bool) -> MouseEvent? {
    let modifiers = [4, 8, 16].filter { button & $0 != 0 }.reduce(0, +)
    let held = modifiers & 4 != 0
    let actions: [Int: MouseEvent.Action] = [
      0: .click, 64: held ? .wheelLeft : .wheelUp, 65: held ? .wheelRight : .wheelDown,
      66: .wheelLeft, 67: .wheelRight,
    ]
    guard !isRelease, let action = actions[button - modifiers] else { return nil }
    return MouseEvent(action, x: column - 1, y: line - 1)
  }

  /// A report's text cut into 1 to 4 reads at random places after its `ESC [`, none empty
  /// (an empty read would be a wait with nothing coming).
  ///
  /// Never right after the Escape: an Escape alone is the Escape key, as a user pressing it;
  /// curses holds it for its Escape delay, which the terminal's `[` comes within.
  static func pieces(_ text: String, using random: inout SplitMix64) -> [String] {
    let scalars = Array(text.unicodeScalars)
    let cuts = (0..<Int.random(in: 0...3, using: &random)).map { _ in
      Int.random(in: min(2, scalars.count)...scalars.count, using: &random)
    }
    let bounds = [0] + cuts.sorted() + [scalars.count]
    return zip(bounds, bounds.dropFirst()).filter { $0 < $1 }.map {
      String(String.UnicodeScalarView(scalars[$0..<$1]))
    }
  }

  @Test("Random valid reports, in random pieces, read as the event the protocol gives")
  func validReports() {
    var random = SplitMix64(seed: 0x5C12)
    let buttons = [0, 1, 2, 3, 64, 65, 66, 67, 128, 129]
    for _ in 0..<3_000 {
      let modifiers = [4, 8, 16, 32].filter { _ in Bool.random(using: &random) }.reduce(0, +)
      let button = buttons.randomElement(using: &random)! + modifiers
      let column = Int.random(in: 1...KeyDecoder.largestMouseCoordinate, using: &random)
      let line = Int.random(
        in: [1...300, 1...KeyDecoder.largestMouseCoordinate][
          Int.random(in: 0...1, using: &random)], using: &random)
      let isRelease = Int.random(in: 0..<4, using: &random) == 0
      let report = "\u{1B}[<\(button);\(column);\(line)\(isRelease ? "m" : "M")"
      let after = Bool.random(using: &random) ? "j" : ""
      let codes = ScriptedCodes(
        codes: Self.pieces(report + after, using: &random).map(ScriptedCodes.codes))
      let event = Self.expected(button: button, column: column, line: line, isRelease: isRelease)
      let wanted: [KeyRead] =
        [event.map { .mouse($0, after: []) } ?? .keys([])]
        + (after.isEmpty ? [] : [.keys([.character("j")])])
      let readings = codes.readings()
      #expect(readings == wanted, "\(report.debugDescription)")
      guard readings == wanted else { return }
    }
  }

  @Test("Random reports cut short read as nothing, and the report after them whole")
  func truncatedReports() {
    var random = SplitMix64(seed: 0x7A11)
    for _ in 0..<1_000 {
      let column = Int.random(in: 1...500, using: &random)
      let report = Array("\u{1B}[<0;\(column);7M".unicodeScalars)
      let cut = String(
        String.UnicodeScalarView(report[..<Int.random(in: 3..<report.count, using: &random)]))
      let readings = ScriptedCodes(cut).readings()
      #expect(readings == [.keys([])], "\(cut.debugDescription)")
      let next = ScriptedCodes(cut, "\u{1B}[<65;2;3M").readings()
      #expect(
        next == [.keys([]), .mouse(MouseEvent(.wheelDown, x: 1, y: 2), after: [])],
        "\(cut.debugDescription)")
    }
  }

  @Test("Random garbage after ESC [ < never crashes, never gives a place off the largest screen")
  func garbage() {
    var random = SplitMix64(seed: 0x6A4B)
    let alphabet: [String] =
      ["\u{1B}", "[", "<", ";", ";", ";", "M", "m", ":", "x", "é", "\u{7F}", " ", "\u{0}", "99999"]
      + (0...9).map(String.init)
    let largest = KeyDecoder.largestMouseCoordinate
    for _ in 0..<3_000 {
      let length = Int.random(in: 0...40, using: &random)
      let text =
        "\u{1B}[<" + (0..<length).map { _ in alphabet.randomElement(using: &random)! }.joined()
      let codes = ScriptedCodes(codes: Self.pieces(text, using: &random).map(ScriptedCodes.codes))
      for case .mouse(let mouse, _) in codes.readings() {
        #expect(
          (0..<largest).contains(mouse.x) && (0..<largest).contains(mouse.y),
          "\(text.debugDescription)")
      }
    }
  }
}
