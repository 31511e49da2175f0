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
    isFunctionKey ? functionKey(code) : character(code)
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
  /// The shifted keys of terminfo act as the plain key, as modified keys do when they arrive
  /// as sequences: xterm's entry lists Shift+Down as `kind` (`KEY_SF`), Shift+Up as `kri`
  /// (`KEY_SR`), and Shift with the pages, Home, End, Left, Right and Delete as `kNXT`,
  /// `kPRV`, `kHOM`, `kEND`, `kLFT`, `kRIT` and `kDC`.
  static func functionKey(_ code: UInt32) -> Key? {
    guard code <= UInt32(Int32.max) else { return nil }
    switch Int32(code) {
    case KEY_UP, KEY_SR: return .up
    case KEY_DOWN, KEY_SF: return .down
    case KEY_LEFT, KEY_SLEFT: return .left
    case KEY_RIGHT, KEY_SRIGHT: return .right
    case KEY_PPAGE, KEY_SPREVIOUS, KEY_A3: return .pageUp
    case KEY_NPAGE, KEY_SNEXT, KEY_C3: return .pageDown
    case KEY_HOME, KEY_SHOME, KEY_FIND, KEY_SFIND, KEY_A1, KEY_BEG, KEY_SBEG: return .home
    case KEY_END, KEY_SEND, KEY_SELECT, KEY_C1, KEY_LL: return .end
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    case KEY_BTAB: return .backTab
    case KEY_DC, KEY_SDC: return .delete
    default: return nil
    }
  }
}
