import CNcursesw
import Input

extension Terminal {
  /// How long to wait for each further character of a control sequence that has begun, in
  /// milliseconds: a sequence that arrives in pieces, over a slow link, is still one key.
  static let sequenceCharacterWait: Int32 = 50

  /// The event of an Escape just read: Escape itself when nothing follows it at once, else the
  /// key of the whole sequence it begins, or nothing for a key that lists have no use for.
  ///
  /// Curses decodes the sequences its terminfo entry lists and hands out any other one as
  /// Escape followed by its characters; it has already waited the Escape delay for them, so
  /// whatever follows at once belongs to the same key. A sequence is never Escape (which goes
  /// back a screen) and stray keys: see `KeyDecoder.escapeSequence(after:)`.
  func readEscapeSequence() -> Read {
    guard let first = nextCode(waitingMilliseconds: 0) else { return .event(.key(.escape)) }
    if first.isFunctionKey {
      // Alt with a function key, unless the code is an event of its own that came just after
      // Escape: a resize, the mouse, a paste.
      guard Terminal.isEvent(first) else { return .skipped }
      pendingCodes.insert(first, at: 0)
      return .event(.key(.escape))
    }
    if first.value == 27 {
      // Escape twice, or Alt with a key that is itself a sequence (`ESC ESC [A`).
      guard let second = nextCode(waitingMilliseconds: 0) else {
        pendingCodes.insert(first, at: 0)
        return .event(.key(.escape))
      }
      pendingCodes.insert(second, at: 0)
      _ = readEscapeSequence()
      return .skipped
    }
    var body: [Unicode.Scalar] = []
    var next = first
    while true {
      guard !next.isFunctionKey, let scalar = Unicode.Scalar(next.value) else {
        pendingCodes.insert(next, at: 0)
        return .skipped
      }
      body.append(scalar)
      switch KeyDecoder.escapeSequence(after: body) {
      case .complete(let key):
        return key.map { .event(.key($0)) } ?? .skipped
      case .interrupted:
        pendingCodes.insert(next, at: 0)
        return .skipped
      case .incomplete:
        // A sequence cut short (or Alt with `[` or `O`) is an unknown key.
        guard let code = nextCode(waitingMilliseconds: Terminal.sequenceCharacterWait) else {
          return .skipped
        }
        next = code
      }
    }
  }

  /// Whether a function-key code is an event of its own rather than a key: a resize, a mouse
  /// report or the start of a paste.
  private static func isEvent(_ code: CursesCode) -> Bool {
    let value = Int32(bitPattern: code.value)
    return value == KEY_RESIZE || value == KEY_MOUSE || value == BracketedPaste.startCode
  }
}

extension Terminal {
  /// Reads past the rest of a mouse report that curses announced as `KEY_MOUSE` without
  /// reading it, as it does when the mouse is off (`--no-mouse`) and a report comes anyway,
  /// say from a program before that left reporting on: its characters are never keys.
  ///
  /// An SGR report (`ESC [ < 0 ; 10 ; 22 M`) goes on to its `M` or `m`; an X10 report
  /// (`ESC [ M` and three bytes) is three codes.
  func discardMouseReport() {
    guard let first = nextCode(waitingMilliseconds: Terminal.sequenceCharacterWait) else {
      return
    }
    let isDigit = (0x30...0x39).contains(first.value) && !first.isFunctionKey
    var read = 1
    var code = first
    while read < 32 {
      if isDigit ? code.value == 0x4D || code.value == 0x6D : read == 3 { return }
      guard let next = nextCode(waitingMilliseconds: Terminal.sequenceCharacterWait) else {
        return
      }
      code = next
      read += 1
    }
  }
}
