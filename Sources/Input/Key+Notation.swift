/// An error in vim-style key notation, such as an unknown `<Name>`.
public struct KeyNotationError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, naming the offending part.
  public var description: String
}

extension Key {
  /// The named keys of the notation, as written between `<` and `>`.
  static let namedKeys: [(name: String, key: Key)] = [
    ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right),
    ("Enter", .enter), ("CR", .enter), ("Esc", .escape), ("BS", .backspace),
    ("Tab", .tab), ("S-Tab", .backTab), ("Space", .space), ("PgUp", .pageUp),
    ("PgDn", .pageDown), ("Home", .home), ("End", .end), ("Del", .delete),
    ("lt", .character("<")),
    // Vim's longer names, read but never written.
    ("PageUp", .pageUp), ("PageDown", .pageDown), ("Return", .enter), ("Escape", .escape),
    ("Backspace", .backspace), ("Delete", .delete),
  ]

  /// Parses vim-style key notation into keys.
  ///
  /// Plain characters type themselves. Named keys are written `<Up>`, `<Down>`, `<Left>`,
  /// `<Right>`, `<Enter>`, `<Esc>`, `<BS>`, `<Tab>`, `<S-Tab>`, `<Space>`, `<PgUp>`, `<PgDn>`,
  /// `<Home>`, `<End>` and `<Del>` (vim's `<PageUp>`, `<PageDown>`, `<Return>`, `<Escape>`,
  /// `<Backspace>` and `<Delete>` too); control chords `<C-u>`, `<C-d>`, `<C-c>` and so on;
  /// Alt with a character or a named key `<M-b>`, `<M-BS>` (`<A-b>` too); `<lt>` is a
  /// literal `<`. Names are case-insensitive. A `<` that does not start a known name is an
  /// error, so typing mistakes are caught rather than typed.
  public static func sequence(from notation: String) throws -> [Key] {
    var keys: [Key] = []
    var rest = Substring(notation)
    while let first = rest.first {
      guard first == "<", let close = rest.firstIndex(of: ">") else {
        keys.append(.character(first))
        rest = rest.dropFirst()
        continue
      }
      let name = rest[rest.index(after: rest.startIndex)..<close]
      guard let key = Key(notationName: name) else {
        throw KeyNotationError(description: "unknown key <\(name)> in key notation")
      }
      keys.append(key)
      rest = rest[rest.index(after: close)...]
    }
    return keys
  }

  /// The key a notation name stands for, such as `Enter` or `C-u`, ignoring case.
  init?(notationName name: Substring) {
    let lowered = name.lowercased()
    if lowered.hasPrefix("m-") || lowered.hasPrefix("a-"), name.count > 2 {
      let rest = name.dropFirst(2)
      if rest.count == 1, let character = rest.first {
        self = .alt(.character(character))
        return
      }
      guard let key = Key(notationName: rest), key != .escape else { return nil }
      self = .alt(key)
      return
    }
    if lowered.hasPrefix("c-"), name.count == 3, let letter = name.last, letter.isLetter {
      self = .control(Character(letter.lowercased()))
      return
    }
    guard let match = Key.namedKeys.first(where: { $0.name.lowercased() == lowered }) else {
      return nil
    }
    self = match.key
  }

  /// The key in notation: `j`, `<Enter>`, `<C-u>`.
  public var notation: String {
    switch self {
    case .character("<"): return "<lt>"
    case .character(let character) where character != " ": return String(character)
    case .control(let letter): return "<C-\(letter)>"
    case .alt(.character(let character)) where character != " " && character != "<":
      return "<M-\(character)>"
    case .alt(let key): return "<M-" + key.notation.dropFirst().dropLast() + ">"
    default:
      let name = Key.namedKeys.first(where: { $0.key == self })?.name ?? "?"
      return "<\(name)>"
    }
  }
}
