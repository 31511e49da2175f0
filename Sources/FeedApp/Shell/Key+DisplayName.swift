import Input

extension Key {
  /// The key as the help and the status line name it: `j`, `^N`, `Tab`, `Shift-Tab`,
  /// `Backspace`, `PgUp`, `F5`, `Ctrl-Up`, `Ctrl-Shift-End`.
  var displayName: String {
    switch self {
    case .character(" "), .space: "Space"
    case .character(let character): String(character)
    case .control(let letter): "^" + letter.uppercased()
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .backTab: "Shift-Tab"
    case .escape: "Esc"
    case .modified(let key, let modifiers):
      (modifiers.contains(.control) ? "Ctrl-" : "") + (modifiers.contains(.shift) ? "Shift-" : "")
        + key.displayName
    default: String(notation.dropFirst().dropLast())
    }
  }
}
