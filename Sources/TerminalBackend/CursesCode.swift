/// One code read with `wgetch`: a byte, or a function key's code when `isFunctionKey`.
///
/// The bytes of a character from 128 up are put together by `readCharacter(from:)`.
struct CursesCode: Equatable {
  /// The byte or function-key code.
  var value: UInt32
  /// Whether `value` is a function key, such as `KEY_UP`, that curses decoded.
  var isFunctionKey: Bool
}
