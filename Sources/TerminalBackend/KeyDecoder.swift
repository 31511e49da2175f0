import CNcursesw
import Input

/// Turns what curses reads into `Key` values: a pure function, testable without a terminal.
///
/// `wget_wch` gives either a character code or, with `KEY_CODE_YES`, a function-key code
/// such as `KEY_UP`. Keys a list has no use for decode to nil.
///
/// ```swift
/// KeyDecoder.decode(0x6A, isFunctionKey: false)                 // .character("j")
/// KeyDecoder.decode(UInt32(KEY_UP), isFunctionKey: true)        // .up
/// KeyDecoder.decode(0x15, isFunctionKey: false)                 // .control("u")
/// ```
public enum KeyDecoder {
  /// The key for a code from `wget_wch`, or nil.
  ///
  /// The code is a function-key code when `isFunctionKey`, else a character. Nil for codes
  /// that stand for no key of `Key`. Mouse reports arrive as characters after an Escape (see
  /// ``mouse(sgrButton:column:line:isRelease:)``).
  public static func decode(_ code: UInt32, isFunctionKey: Bool) -> Key? {
    guard isFunctionKey else { return character(code) }
    guard code <= UInt32(Int32.max) else { return nil }
    return functionKey(Int32(code))
  }

  /// The key for a character code: Enter, Escape, Backspace, Tab, a control chord or a
  /// printable character.
  static func character(_ code: UInt32) -> Key? {
    switch code {
    // Enter sends a carriage return (curses runs with `nonl`); a line feed is ^J, as fzf
    // and vim read it.
    case 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 9: return .tab
    case 1...26:
      guard let letter = Unicode.Scalar(code + 0x60) else { return nil }
      return .control(Character(letter))
    case 0..<0x20, 0x80..<0xA0: return nil
    default:
      guard let scalar = Unicode.Scalar(code), scalar.properties.generalCategory != .control
      else { return nil }
      return .character(Character(scalar))
    }
  }

  /// The key for a function-key code, including the other codes some terminals send for
  /// Home, End, PgUp and PgDn: Find and Select, and the corners of the keypad.
  ///
  /// The shifted keys of terminfo are Shift with the key: xterm's entry lists Shift+Down as
  /// `kind` (`KEY_SF`), Shift+Up as `kri` (`KEY_SR`), and Shift with the pages, Home, End,
  /// Left, Right, Insert and Delete as `kNXT`, `kPRV`, `kHOM`, `kEND`, `kLFT`, `kRIT`, `kIC`
  /// and `kDC`. F13 to F63 are F1 to F12 with modifiers, as xterm's entry numbers them
  /// (``functionKey(number:)``).
  static func functionKey(_ code: Int32) -> Key? {
    if code > KEY_F0, code <= KEY_F0 + 63 { return functionKey(number: Int(code - KEY_F0)) }
    switch code {
    case KEY_UP: return .up
    case KEY_SR: return .modified(.up, .shift)
    case KEY_DOWN: return .down
    case KEY_SF: return .modified(.down, .shift)
    case KEY_LEFT: return .left
    case KEY_SLEFT: return .modified(.left, .shift)
    case KEY_RIGHT: return .right
    case KEY_SRIGHT: return .modified(.right, .shift)
    case KEY_PPAGE, KEY_A3: return .pageUp
    case KEY_SPREVIOUS: return .modified(.pageUp, .shift)
    case KEY_NPAGE, KEY_C3: return .pageDown
    case KEY_SNEXT: return .modified(.pageDown, .shift)
    case KEY_HOME, KEY_FIND, KEY_A1, KEY_BEG: return .home
    case KEY_SHOME, KEY_SFIND, KEY_SBEG: return .modified(.home, .shift)
    case KEY_END, KEY_SELECT, KEY_C1, KEY_LL: return .end
    case KEY_SEND: return .modified(.end, .shift)
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    case KEY_BTAB: return .backTab
    case KEY_DC: return .delete
    case KEY_SDC: return .modified(.delete, .shift)
    case KEY_IC: return .insert
    case KEY_SIC: return .modified(.insert, .shift)
    default: return nil
    }
  }

  /// The key of terminfo's F-key `number` (`kf13` is 13): F1 to F12, then each of them again
  /// with Shift (F13 to F24), Ctrl (F25 to F36), Ctrl+Shift (F37 to F48), Alt (F49 to F60) and
  /// Alt+Shift (F61 to F63), as xterm's entry lists them (`kf13=\E[1;2P`); nil past 63.
  static func functionKey(number: Int) -> Key? {
    guard number >= 1, number <= 63 else { return nil }
    let key = Key.function((number - 1) % 12 + 1)
    let modifiers = [1, 2, 5, 6, 3, 4][(number - 1) / 12]
    return Key(key, xtermModifier: modifiers)
  }
}
