/// One code read with `wget_wch`: a character, or a function key's code when `isFunctionKey`.
struct CursesCode: Equatable {
  /// The character or function-key code.
  var value: UInt32
  /// Whether curses returned `KEY_CODE_YES`: `value` is a function key such as `KEY_UP`.
  var isFunctionKey: Bool
}
