import CNcursesw

/// Bracketed paste: the terminal wraps pasted text in `ESC [200~` and `ESC [201~`, so that it
/// can be read as one event and never run as keys.
///
/// Curses knows nothing of it: ``enable(on:)`` teaches curses the two markers as function keys
/// of our own and turns the mode on; ``disable(on:)`` turns it off, as a suspend with ^Z does
/// while the process is stopped, and the crash guard's reset sequence does too.
/// Terminals without it ignore the request and send pastes as keys, as before.
enum BracketedPaste {
  /// What the terminal sends before pasted text.
  static let startMarker = "\u{1B}[200~"
  /// What the terminal sends after pasted text.
  static let endMarker = "\u{1B}[201~"
  /// The function-key code curses returns for ``startMarker``: well above the codes curses
  /// gives the terminal's own extended keys.
  static let startCode = Int32(KEY_MAX) + 0x200
  /// The function-key code curses returns for ``endMarker``.
  static let endCode = startCode + 1
  /// The most characters of one paste kept; the rest are read and dropped.
  static let limit = 65_536

  /// Teaches curses the markers and asks the terminal on `descriptor` to bracket pastes.
  static func enable(on descriptor: Int32) {
    define_key(startMarker, startCode)
    define_key(endMarker, endCode)
    resume(on: descriptor)
  }

  /// Asks the terminal on `descriptor` to bracket pastes again, after ``disable(on:)``.
  static func resume(on descriptor: Int32) {
    ControlSequence.send("\u{1B}[?2004h", to: descriptor)
  }

  /// Asks the terminal on `descriptor` to stop bracketing pastes.
  static func disable(on descriptor: Int32) {
    ControlSequence.send("\u{1B}[?2004l", to: descriptor)
  }

  /// Pasted text as read, with its line breaks (CR, as terminals send Enter, and CRLF) as LF.
  static func text(_ scalars: some Sequence<Unicode.Scalar>) -> String {
    var text = String.UnicodeScalarView()
    var afterReturn = false
    for scalar in scalars {
      defer { afterReturn = scalar == "\r" }
      if scalar == "\n", afterReturn { continue }
      text.append(scalar == "\r" ? "\n" : scalar)
    }
    return String(text)
  }
}
