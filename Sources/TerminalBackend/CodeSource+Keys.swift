import CNcursesw
import Input

extension CodeSource {
  /// The keys of the next code and of those that came with it; nil when no code is waiting.
  ///
  /// An Escape is read with what arrived with it: see ``readEscape()``. A byte from 128 up is
  /// read with the rest of its character (see ``readCharacter(from:)``), U+FFFD when it is no
  /// UTF-8. A character that is no key of `Key`, such as NUL (Ctrl+Space), is `Key.unknown`.
  func readKeys() -> KeyRead? {
    guard let code = nextCode(waitingMilliseconds: 0) else { return nil }
    if code.isFunctionKey { return .functionKey(Int32(bitPattern: code.value)) }
    if code.value == 27 { return readEscape() }
    let character = readCharacter(from: code)
    return .keys([KeyDecoder.decode(character.value, isFunctionKey: false) ?? .unknown])
  }

  /// The keys of an Escape just read and of what arrived with it: Escape itself when nothing
  /// follows it at once, else the key of the whole sequence it begins (`Key.unknown` for a key
  /// that lists have no use for), or nothing for a report.
  ///
  /// Curses decodes the sequences its terminfo entry lists and hands out any other one as
  /// Escape followed by its characters; it has already waited the Escape delay for them, so
  /// whatever follows at once belongs to the same key. A sequence is never Escape (which goes
  /// back a screen) and stray keys: see `KeyDecoder.escapeSequence(after:)`.
  ///
  /// Escapes read together are as many Escapes, 3 going back 3 screens, but for those taken
  /// with what follows them: the last is Alt with a character or key read with it (an unknown
  /// key), and when the last begins a sequence, the one before it is Alt with the sequence's
  /// key (`ESC ESC [A` is Alt with Up, as `ESC ESC OA` is).
  func readEscape() -> KeyRead {
    var escapes = 1
    var next = nextCode(waitingMilliseconds: 0)
    while let code = next, !code.isFunctionKey, code.value == 27 {
      escapes += 1
      next = nextCode(waitingMilliseconds: 0)
    }
    guard let next else { return .keys(Array(repeating: .escape, count: escapes)) }
    var keys = [Key](repeating: .escape, count: escapes - 1)
    if next.isFunctionKey {
      // Alt with a function key, unless the code is an event of its own that came just after
      // Escape: a resize, the mouse, a paste.
      if Self.isEvent(next) {
        unread([next])
        keys.append(.escape)
      } else {
        // Alt+Backspace is ESC DEL, which curses decodes as the Backspace key (`kbs`).
        let key = KeyDecoder.decode(next.value, isFunctionKey: true)
        keys.append(key.map(KeyDecoder.alt) ?? .unknown)
      }
      return .keys(keys)
    }
    let sequence = readSequence(from: next)
    guard case .event(let event) = sequence else { return .attributes(after: keys) }
    if case .mouse(let mouse)? = event { return .mouse(mouse, after: keys) }
    if case .background(let color)? = event { return .background(color, after: keys) }
    let key: Key? = if case .key(let key)? = event { key } else { nil }
    if escapes > 1, let key, next.value == 0x5B || next.value == 0x4F {
      // The last Escape begins a sequence of a key, and the one before it is Alt with it, as
      // an Escape before a key curses decoded is (`ESC ESC OA`).
      keys.removeLast()
      return .keys(keys + [key == .unknown ? .unknown : KeyDecoder.alt(key)])
    }
    return .keys(keys + (key.map { [$0] } ?? []))
  }

  /// What follows an Escape, starting with `first`: the key of the sequence it begins,
  /// `Key.unknown` for one a list has no use for or for Alt with a character, the event of a
  /// mouse report, nil for a report with no event; or the answer to a request for the device
  /// attributes.
  ///
  /// Its characters are read whole from their bytes, but for the three bytes of an X10 mouse
  /// report (`[M` and button, column and line, each a byte), which are read as they are: a
  /// byte from 128 up is a column or line past 95, never the start of a character.
  private func readSequence(from first: CursesCode) -> SequenceRead {
    var body: [Unicode.Scalar] = []
    var next = first
    while true {
      guard !next.isFunctionKey, next.value <= 0xFF else {
        unread([next])
        return .event(Self.cutShort(body))
      }
      let isX10Report = body.starts(with: ["[", "M"] as [Unicode.Scalar])
      let scalar =
        isX10Report ? Unicode.Scalar(UInt8(next.value)) : readCharacter(from: next)
      body.append(scalar)
      switch KeyDecoder.escapeSequence(after: body) {
      case .complete(let key):
        return .event(key.map(Event.key))
      case .mouse(let mouse):
        return .event(.mouse(mouse))
      case .background(let color):
        return .event(.background(color))
      case .attributes:
        return .attributes
      case .interrupted:
        unread(scalar)
        return .event(Self.cutShort(body.dropLast()))
      case .incomplete:
        guard let code = nextCode(waitingMilliseconds: KeyDecoder.sequenceCharacterWait) else {
          return .event(Self.cutShort(body))
        }
        next = code
      }
    }
  }

  /// What a sequence cut short is: nothing when it began a mouse report (`[<` or `[M`) or an
  /// answer of the terminal's (`]` and more), whose characters are never keys; Alt with `]`
  /// alone; else an unknown key, as is Alt with `[` or `O`.
  private static func cutShort(_ body: some Collection<Unicode.Scalar>) -> Event? {
    if body.first == "]" { return body.count == 1 ? .key(.alt(.character("]"))) : nil }
    let isMouseReport =
      body.starts(with: ["[", "<"] as [Unicode.Scalar])
      || body.starts(with: ["[", "M"] as [Unicode.Scalar])
    return isMouseReport ? nil : .key(.unknown)
  }

  /// Whether a function-key code is an event of its own rather than a key: a resize, a mouse
  /// report or the start of a paste.
  static func isEvent(_ code: CursesCode) -> Bool {
    let value = Int32(bitPattern: code.value)
    return value == KEY_RESIZE || value == KEY_MOUSE || value == BracketedPaste.startCode
  }
}
