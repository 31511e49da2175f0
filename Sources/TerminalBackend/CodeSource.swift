/// Where the codes of keys come from: curses, through ``Terminal``, or a script in tests.
///
/// The reading of keys from codes (see `readKeys()`) is written against this, so that how
/// Escapes and sequences arriving together are told apart is tested without a terminal.
protocol CodeSource: AnyObject {
  /// The next code, waiting up to `milliseconds` for the terminal to send it; nil if none
  /// came.
  ///
  /// Codes given back with ``unread(_:)`` come first. With no wait, only what has already
  /// arrived is read: the codes of one read of the terminal, as keys pressed together arrive.
  func nextCode(waitingMilliseconds milliseconds: Int32) -> CursesCode?

  /// Gives back codes read ahead that belong to the next key, to be read next, in order.
  func unread(_ codes: [CursesCode])
}
