import Input

extension AppShell {
  /// Types into the filter, or moves its cursor; returns whether the key was used.
  ///
  /// As in a shell's line and fzf's prompt: Left and Right move the cursor, Home and End (^A,
  /// ^E) take it to the start and the end; text goes in at the cursor, Backspace deletes before
  /// it and Delete after it, ^W the word before it and ^U all before it; Alt+b and Alt+f move
  /// by words, Alt+Backspace and Alt+d delete the word before and after. ^N and ^J move the
  /// selection down, ^P and ^K up, as in fzf; Up, Down and the paging keys (^B, ^F, ^D too)
  /// are left for the list, so the selection can move while typing.
  func editFilter(with key: Key) -> Bool {
    guard let screen = current as? any FilterableScreen else {
      isEditingFilter = false
      return false
    }
    var text = Array(screen.filter)
    filterCursorFromEnd = min(filterCursorFromEnd, text.count)
    let cursor = filterCursor(in: text)
    switch key {
    case .character(let character):
      text.insert(character, at: cursor)
    case .backspace:
      if text.isEmpty {
        // Backspace past the start gives the search up, as Esc does.
        screen.filter = filterBeforeSearch
        isEditingFilter = false
        selectionAfterSearch = selectionBeforeSearch
        return true
      }
      if cursor > 0 { text.remove(at: cursor - 1) }
    case .delete:
      guard cursor < text.count else { return true }
      text.remove(at: cursor)
      filterCursorFromEnd -= 1
    case .control("u"):
      text.removeSubrange(0..<cursor)
    case .alt(.character("b")), .modified(.left, .control):
      // Ctrl+Left and Ctrl+Right move by words too, as in readline and zsh.
      filterCursorFromEnd = text.count - Self.wordStart(before: cursor, in: text)
      return true
    case .alt(.character("f")), .modified(.right, .control):
      filterCursorFromEnd = text.count - Self.wordEnd(after: cursor, in: text)
      return true
    case .alt(.backspace):
      text.removeSubrange(Self.wordStart(before: cursor, in: text)..<cursor)
    case .alt(.character("d")):
      let end = Self.wordEnd(after: cursor, in: text)
      text.removeSubrange(cursor..<end)
      filterCursorFromEnd -= end - cursor
    case .control("w"):
      text = Array(Self.deletingLastWord(String(text[..<cursor]))) + text[cursor...]
    case .left:
      filterCursorFromEnd = min(text.count, filterCursorFromEnd + 1)
      return true
    case .right:
      filterCursorFromEnd = max(0, filterCursorFromEnd - 1)
      return true
    case .home, .control("a"):
      filterCursorFromEnd = text.count
      return true
    case .end, .control("e"):
      filterCursorFromEnd = 0
      return true
    case .control("n"), .control("j"):
      _ = current.adapter.perform(.down)
      return true
    case .control("p"), .control("k"):
      _ = current.adapter.perform(.up)
      return true
    case .enter:
      // A query of only blanks is no query, as in fzf: no filter is kept.
      if screen.filter.allSatisfy(\.isWhitespace) {
        screen.filter = ""
        filterCursorFromEnd = 0
      }
      // Nothing matches: the prompt stays, so that a second Enter opens nothing unasked.
      if screen.matchCount?.matches != 0 { isEditingFilter = false }
      return true
    case .escape:
      // The search is given up: the filter kept before it, if any, comes back.
      screen.filter = filterBeforeSearch
      filterCursorFromEnd = 0
      isEditingFilter = false
      selectionAfterSearch = selectionBeforeSearch
      return true
    default:
      return false
    }
    screen.filter = String(text)
    return true
  }

  /// The prompt as the status line shows it, the cursor `▏` where it is (on the Linux console,
  /// whose fonts have no eighth blocks, `▌`).
  func filterPrompt(_ filter: String) -> (head: String, tail: String) {
    let text = Array(filter)
    let cursor = filterCursor(in: text)
    let mark = glyphs == .console ? "▌" : "▏"
    return ("/" + String(text[..<cursor]) + mark, String(text[cursor...]))
  }

  /// Where the prompt's cursor is in the filter's characters.
  func filterCursor(in text: [Character]) -> Int {
    text.count - min(filterCursorFromEnd, text.count)
  }

  /// Where the word before `cursor` starts, past the blanks before the cursor, as Alt+b moves
  /// in a shell's line.
  static func wordStart(before cursor: Int, in text: [Character]) -> Int {
    var index = cursor
    while index > 0, !text[index - 1].isLetter && !text[index - 1].isNumber { index -= 1 }
    while index > 0, text[index - 1].isLetter || text[index - 1].isNumber { index -= 1 }
    return index
  }

  /// Where the word after `cursor` ends, past the blanks after the cursor, as Alt+f moves in a
  /// shell's line.
  static func wordEnd(after cursor: Int, in text: [Character]) -> Int {
    var index = cursor
    while index < text.count, !text[index].isLetter && !text[index].isNumber { index += 1 }
    while index < text.count, text[index].isLetter || text[index].isNumber { index += 1 }
    return index
  }

  /// The text without its last word and the spaces after it, as ^W does in a shell.
  static func deletingLastWord(_ text: String) -> String {
    var text = Substring(text)
    while text.last == " " { text.removeLast() }
    while let last = text.last, last != " " { text.removeLast() }
    return String(text)
  }
}
