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
    ("Insert", .insert), ("lt", .character("<")),
    // Vim's longer names, read but never written.
    ("PageUp", .pageUp), ("PageDown", .pageDown), ("Return", .enter), ("Escape", .escape),
    ("Backspace", .backspace), ("Delete", .delete), ("Ins", .insert),
  ]

  /// Parses vim-style key notation into keys.
  ///
  /// Plain characters type themselves. Named keys are written `<Up>`, `<Down>`, `<Left>`,
  /// `<Right>`, `<Enter>`, `<Esc>`, `<BS>`, `<Tab>`, `<S-Tab>`, `<Space>`, `<PgUp>`, `<PgDn>`,
  /// `<Home>`, `<End>`, `<Del>`, `<Insert>` and `<F1>` to `<F12>` (vim's `<PageUp>`,
  /// `<PageDown>`, `<Return>`, `<Escape>`, `<Backspace>`, `<Delete>` and `<Ins>` too); control
  /// chords `<C-u>`, `<C-d>`, `<C-c>` and so on, with a letter from a to z, the only ones a
  /// terminal sends as control chords; Ctrl and Shift with an arrow, Home, End, a page key,
  /// Insert, Delete or an F-key, `<C-Up>`, `<S-F5>`, `<C-S-End>`; Alt with a character or a
  /// named key `<M-b>`, `<M-BS>`, `<M-C-Up>` (`<A-b>` too). Modifiers may come in any order;
  /// written, they are vim's `M-C-S-`. Names are case-insensitive.
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
              "<\(name)> in key notation is no control chord a terminal sends: Ctrl goes with a letter from a to z, an arrow, Home, End, PgUp, PgDn, Insert, Del or F1 to F12"
          )
        }
        throw KeyNotationError(description: "unknown key <\(name)> in key notation")
      }
      keys.append(key)
      rest = afterOpen[afterOpen.index(after: close)...]
    }
    return keys
  }

  /// The key a notation name stands for, such as `Enter`, `C-u` or `M-C-Up`, ignoring case.
  init?(notationName name: Substring) {
    if let key = Key.namedKey(name) {
      self = key
      return
    }
    // Modifiers first, in any order (`C-S-Up`, `S-C-Up`), each once.
    var rest = name
    var modifiers: KeyModifiers = []
    var alt = false
    while rest.count > 2, rest.dropFirst().first == "-", let letter = rest.first {
      switch letter.lowercased() {
      case "m", "a":
        guard !alt else { return nil }
        alt = true
      case "c":
        guard !modifiers.contains(.control) else { return nil }
        modifiers.insert(.control)
      case "s":
        guard !modifiers.contains(.shift) else { return nil }
        modifiers.insert(.shift)
      default:
        return nil
      }
      rest = rest.dropFirst(2)
    }
    guard alt || !modifiers.isEmpty else { return nil }
    let base: Key
    if rest.count == 1, let character = rest.first {
      // Alt with any character; Ctrl with a letter alone (`Key(_:modifiers:alt:)`).
      base = .character(character)
    } else {
      // Alt goes with any named key but Escape (a run of Escapes is as many Escapes).
      guard let named = Key.namedKey(rest), named != .escape else { return nil }
      base = named
    }
    guard let key = Key(base, modifiers: modifiers, alt: alt) else { return nil }
    self = key
  }

  /// The key of a name without modifiers (`Up`, `S-Tab`, `F5`), ignoring case.
  static func namedKey(_ name: Substring) -> Key? {
    let lowered = name.lowercased()
    if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()),
      Key.functionKeys.contains(number), lowered.dropFirst().first != "0"
    {
      return .function(number)
    }
    return Key.namedKeys.first(where: { $0.name.lowercased() == lowered })?.key
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
    case .function(let number) where Key.functionKeys.contains(number): return "<F\(number)>"
    case .modified(let key, let modifiers) where !modifiers.isEmpty && key.takesModifiers:
      let control = modifiers.contains(.control) ? "C-" : ""
      let shift = modifiers.contains(.shift) ? "S-" : ""
      return "<" + control + shift + key.notation.dropFirst().dropLast() + ">"
    default:
      let name = Key.namedKeys.first(where: { $0.key == self })?.name ?? "?"
      return "<\(name)>"
    }
  }
}
