import CNcursesw
import Input

extension CodeSource {
  /// The keys of the next code and of those that came with it; nil when no code is waiting.
  ///
  /// An Escape is read with what arrived with it: see ``readEscape()``.
  func readKeys() -> KeyRead? {
    guard let code = nextCode(waitingMilliseconds: 0) else { return nil }
    if code.isFunctionKey { return .functionKey(Int32(bitPattern: code.value)) }
    if code.value == 27 { return readEscape() }
    return .keys(KeyDecoder.decode(code.value, isFunctionKey: false).map { [$0] } ?? [])
  }

  /// The keys of an Escape just read and of what arrived with it: Escape itself when nothing
  /// follows it at once, else the key of the whole sequence it begins, or nothing for a key
  /// that lists have no use for.
  ///
  /// Curses decodes the sequences its terminfo entry lists and hands out any other one as
  /// Escape followed by its characters; it has already waited the Escape delay for them, so
  /// whatever follows at once belongs to the same key. A sequence is never Escape (which goes
  /// back a screen) and stray keys: see `KeyDecoder.escapeSequence(after:)`.
  func readEscape() -> KeyRead {
    guard let first = nextCode(waitingMilliseconds: 0) else { return .keys([.escape]) }
    if first.isFunctionKey {
      // Alt with a function key, unless the code is an event of its own that came just after
      // Escape: a resize, the mouse, a paste.
      guard Self.isEvent(first) else { return .keys([]) }
      unread([first])
      return .keys([.escape])
    }
    if first.value == 27 {
      // Escape twice, or Alt with a key that is itself a sequence (`ESC ESC [A`).
      guard let second = nextCode(waitingMilliseconds: 0) else {
        unread([first])
        return .keys([.escape])
      }
      unread([second])
      _ = readEscape()
      return .keys([])
    }
    return .keys(readSequence(from: first).map { [$0] } ?? [])
  }

  /// The key of what follows an Escape, starting with `first`: the key of the sequence it
  /// begins, or nil for one a list has no use for, or for Alt with a character.
  private func readSequence(from first: CursesCode) -> Key? {
    var body: [Unicode.Scalar] = []
    var next = first
    while true {
      guard !next.isFunctionKey, let scalar = Unicode.Scalar(next.value) else {
        unread([next])
        return nil
      }
      body.append(scalar)
      switch KeyDecoder.escapeSequence(after: body) {
      case .complete(let key):
        return key
      case .interrupted:
        unread([next])
        return nil
      case .incomplete:
        // A sequence cut short (or Alt with `[` or `O`) is an unknown key.
        guard let code = nextCode(waitingMilliseconds: KeyDecoder.sequenceCharacterWait) else {
          return nil
        }
        next = code
      }
    }
  }

  /// Whether a function-key code is an event of its own rather than a key: a resize, a mouse
  /// report or the start of a paste.
  static func isEvent(_ code: CursesCode) -> Bool {
    let value = Int32(bitPattern: code.value)
    return value == KEY_RESIZE || value == KEY_MOUSE || value == BracketedPaste.startCode
  }
}
