import ListKit

extension AppShell {
  /// Opens the help for the current screen.
  func showHelp() {
    help = HelpOverlay(mouse: usesMouse, spaceHint: current.spaceHint)
  }

  /// Scrolls the help by three lines a turn of the wheel, as the wheel scrolls a list; the
  /// rest of the mouse does nothing over it.
  func scrollHelp(with event: MouseEvent) {
    guard var overlay = help else { return }
    switch event.action {
    case .wheelUp: overlay.scroll -= 3
    case .wheelDown: overlay.scroll += 3
    default: return
    }
    overlay.scroll = min(max(0, overlay.scroll), overlay.maximumScroll(in: size))
    help = overlay
  }

  /// Takes a digit of a count for the help's scrolling, when the help is taller than the
  /// screen; returns whether the key was one.
  ///
  /// As the list takes one: 1 to 9, or 0 after another, or Backspace, which takes the last
  /// back. The count shows in the status line.
  func takeHelpCount(_ key: Key) -> Bool {
    guard var overlay = help, overlay.maximumScroll(in: size) > 0 else { return false }
    overlay.followsG = false
    if key == .backspace, let count = overlay.count {
      overlay.count = count >= 10 ? count / 10 : nil
    } else if case .character(let character) = key, character.isASCII,
      let digit = character.wholeNumberValue, digit > 0 || overlay.count != nil
    {
      let count = (overlay.count ?? 0) * 10 + digit
      if count <= Self.helpCountLimit { overlay.count = count }
    } else {
      return false
    }
    help = overlay
    if let count = overlay.count { show(StatusMessage("\(count)")) }
    return true
  }

  /// The largest count the help keeps, as the list's: a digit more is ignored.
  static let helpCountLimit = 9_999_999

  /// Scrolls the help with the list keys when it is taller than the screen, by the count typed
  /// before them as the list moves (`5j` five lines, `3^F` three pages, `10G` to the tenth
  /// line, `3^D` three lines), and Space pages down as PgDn; returns false for any other key,
  /// which closes it.
  func scrollHelp(with key: Key) -> Bool {
    guard var overlay = help else { return false }
    let count = overlay.count
    overlay.count = nil
    // The second `g` of `gg` does nothing more (`5gg` is `5g`), as in the list.
    let isG = key == .character("g")
    let isSecondG = isG && overlay.followsG && count == nil
    overlay.followsG = isG && !isSecondG
    help = overlay
    let limit = overlay.maximumScroll(in: size)
    // Space pages the help, as PgDn does and as it pages a text in less; it never closes the
    // help to act on the row below, even where the help fits whole (less at its end).
    if key == .space, limit == 0 { return true }
    let bound = key == .space ? .pageDown : SelectionDispatcher.standard.command(for: key)
    guard limit > 0, let command = bound else { return false }
    if isSecondG { return true }
    let times = count ?? 1
    let page = max(1, size.height - 5)
    switch command {
    case .up: overlay.scroll -= times
    case .down: overlay.scroll += times
    case .pageUp: overlay.scroll -= page * times
    case .pageDown: overlay.scroll += page * times
    case .halfPageUp: overlay.scroll -= count ?? max(1, page / 2)
    case .halfPageDown: overlay.scroll += count ?? max(1, page / 2)
    case .top: overlay.scroll = times - 1
    case .bottom: overlay.scroll = count.map { $0 - 1 } ?? limit
    case .tap, .toggleCollapse: return false
    }
    overlay.scroll = min(max(0, overlay.scroll), limit)
    help = overlay
    return true
  }
}
