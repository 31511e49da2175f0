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
  /// `<Backspace>` and `<Delete>` too); control chords `<C-u>`, `<C-d>`, `<C-c>` and so on,
  /// with a letter from a to z, the only ones a terminal sends as control chords;
  /// Alt with a character or a named key `<M-b>`, `<M-BS>` (`<A-b>` too). Names are
  /// case-insensitive.
  ///
  /// `<lt>` is a literal `<`, as in vim. A `<` that no `>` closes and that is not followed
  /// by a name of two or more letters, digits or `-` types itself too (`<`, `a<b`, `< b`);
  /// every other `<` starts a name, and is an error when it names no key (`<Entr>`), is left
  /// open (`<Enter`, `<Enter<Esc>`) or is a control chord no terminal sends (`<C-ä>`,
  /// `<C-1>`), so typing mistakes are caught rather than typed.
  ///
  /// - Throws: ``KeyNotationError``, naming the part that is wrong.
  public static func sequence(from notation: String) throws -> [Key] {
    var keys: [Key] = []
    var rest = Substring(notation)
    while let first = rest.first {
      let afterOpen = rest.dropFirst()
      guard first == "<", let word = afterOpen.first, word != "<" else {
        keys.append(.character(first))
        rest = afterOpen
        continue
      }
      guard let close = afterOpen.firstIndex(where: { $0 == ">" || $0 == "<" }),
        afterOpen[close] == ">"
      else {
        let name = afterOpen.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
        guard name.count > 1 else {
          keys.append(.character(first))
          rest = afterOpen
          continue
        }
        throw KeyNotationError(
          description:
            "unclosed <\(name) in key notation: end it with >, or write <lt> for a literal <")
      }
      let name = afterOpen[..<close]
      guard let key = Key(notationName: name) else {
        if name.lowercased().hasPrefix("c-") {
          throw KeyNotationError(
            description:
              "<\(name)> in key notation is no control chord a terminal sends: Ctrl goes with a letter from a to z"
          )
        }
        throw KeyNotationError(description: "unknown key <\(name)> in key notation")
      }
      keys.append(key)
      rest = afterOpen[afterOpen.index(after: close)...]
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
    if lowered.hasPrefix("c-"), name.count == 3, let letter = name.last, letter.isASCII,
      letter.isLetter
    {
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
