extension Key {
  /// A key with modifiers, in the one form ``Key`` gives it: no modifiers is the key itself,
  /// Shift+Tab is ``backTab``, Shift and Ctrl make ``modified(_:_:)``, and Alt wraps the rest
  /// (``alt(_:)``).
  ///
  /// Nil when the key takes no such modifiers: Shift and Ctrl go only with the keys of
  /// ``takesModifiers``, Tab (Shift alone) and a letter (Ctrl alone, a control chord).
  ///
  /// ```swift
  /// Key(.up, modifiers: .control)                    // .modified(.up, .control)
  /// Key(.tab, modifiers: .shift, alt: true)          // .alt(.backTab)
  /// Key(.character("u"), modifiers: .control)        // .control("u")
  /// ```
  public init?(_ key: Key, modifiers: KeyModifiers, alt: Bool = false) {
    var base = key
    if !modifiers.isEmpty {
      switch key {
      case .tab where modifiers == .shift:
        base = .backTab
      case .character(let letter) where modifiers == .control:
        guard letter.isASCII, letter.isLetter else { return nil }
        base = .control(Character(letter.lowercased()))
      case let plain where plain.takesModifiers:
        base = .modified(plain, modifiers)
      default:
        return nil
      }
    }
    self = alt ? .alt(base) : base
  }

  /// Whether Shift and Ctrl go with the key as ``modified(_:_:)``: the arrows, Home, End, the
  /// pages, Insert, Delete and F1 to F12.
  public var takesModifiers: Bool {
    switch self {
    case .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete: true
    case .function(let number): Key.functionKeys.contains(number)
    default: false
    }
  }

  /// The numbers of the function keys: F1 to F12.
  public static let functionKeys = 1...12

  /// The key of an xterm modifier parameter, as in `ESC [1;5A` (Ctrl+Up) and terminfo's
  /// extended key names (`kUP5`): 2 is Shift, 3 Alt, 4 Shift+Alt, 5 Ctrl, 6 Ctrl+Shift, 7
  /// Ctrl+Alt, 8 all three, 1 none (user_caps(5)).
  ///
  /// Nil for a parameter outside 1 to 8 (Meta's), or a key the modifiers cannot go with.
  public init?(_ key: Key, xtermModifier parameter: Int) {
    guard (1...8).contains(parameter) else { return nil }
    let bits = parameter - 1
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    self.init(key, modifiers: modifiers, alt: bits & 2 != 0)
  }
}
