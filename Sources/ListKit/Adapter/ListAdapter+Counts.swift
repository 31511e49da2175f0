extension ListAdapter {
  /// The most times a count repeats a command that moves by pages, or a section's own key:
  /// past it, a page count is the end of the list anyway.
  static let countedRepeatLimit = 10_000_000

  /// The largest count kept: a digit more is ignored.
  static let countLimit = 9_999_999

  /// Forgets the count typed so far, and that the last key was a `g`: an app calls it for
  /// input the list never sees (a paste, a key it has no use for), which forgets a count as
  /// every input but a digit and the key that takes it does, as in vim.
  ///
  /// The list forgets them itself for the keys and mouse events it handles.
  public func forgetCount() {
    pendingCount = nil
    followsTopG = false
  }

  /// Whether a key is the second `g` of vim's `gg`: a `g` bound to the top, right after one,
  /// with no count between.
  ///
  /// The first `g` did what `gg` does (the first row, the `count`th with a count, or, in a
  /// horizontal row, its first element), so the second does nothing more; a third is a `g`
  /// again.
  func isSecondG(_ key: Key) -> Bool {
    let isTopG = key == .character("g") && dispatcher.command(for: key) == .top
    let isSecond = isTopG && followsTopG && pendingCount == nil
    followsTopG = isTopG && !isSecond
    return isSecond
  }

  /// Takes a digit of a count (``SelectionDispatcher/acceptsCounts``): 1 to 9, or 0 after
  /// another, or Backspace, which takes the last back; returns whether the key was one.
  func takeCountDigit(_ key: Key) -> Bool {
    // Backspace takes back the last digit typed, as in less.
    if key == .backspace, let count = pendingCount {
      pendingCount = count >= 10 ? count / 10 : nil
      return true
    }
    guard case .character(let character) = key, let digit = character.wholeNumberValue,
      character.isASCII, digit > 0 || pendingCount != nil
    else { return false }
    let count = (pendingCount ?? 0) * 10 + digit
    if count <= Self.countLimit { pendingCount = count }
    return true
  }

  /// Carries out a command as a count typed before its key does (`3j`), and tells observers;
  /// returns whether it applied.
  ///
  /// Unlike ``perform(_:)``, Up and Down go to the row `count` selectable rows away at once,
  /// never scrolling within a selected row taller than the view, and show such a row from its
  /// first line: an app's "next match" key goes to the next row with `count` 1.
  @discardableResult
  public func perform(_ command: ListCommand, count: Int) -> Bool {
    let applied = apply(command, count: max(1, count))
    didChangeState()
    return applied
  }

  /// Carries out Up or Down `times` times over, each as the key alone does (a line within a
  /// row taller than the view, else the next row); returns whether anything moved.
  ///
  /// It stops at the first step that moves nothing, at either end of the list, so a huge count
  /// costs no more than the rows and the lines within tall rows it passes; the lines within
  /// a tall row are scrolled at once, as that many single steps would.
  func step(_ command: ListCommand, times: Int) -> Bool {
    var left = times
    var moved = false
    while left > 0 {
      let lines = scrollWithinSelection(down: command == .down, upTo: left)
      if lines > 0 {
        left -= lines
        moved = true
        continue
      }
      guard apply(command) else { break }
      left -= 1
      moved = true
    }
    return moved
  }

  /// Carries out a command with a count, as vim does: rows and pages `count` times over (up to
  /// either end of the list, however far that is), the top and the bottom both the `count`th
  /// row, and a half page `count` lines, which later half pages scroll too, as vim's `scroll`
  /// option does, until the view's height changes; Enter and Space once.
  func apply(_ command: ListCommand, count: Int) -> Bool {
    switch command {
    case .top, .bottom:
      guard layout.selectableCount > 0 else { return false }
      let rank = min(max(count, 1), layout.selectableCount) - 1
      return move(to: layout.selectableRow(rank: rank))
    case .tap, .toggleCollapse:
      return apply(command)
    case .up, .down:
      // Straight to the row `count` selectable rows away, at the first or the last.
      guard let row = selectedRow, layout.selectableCount > 0 else { return apply(command) }
      let rank = layout.selectablePosition(ofRow: row) - 1
      let target = command == .down ? rank + count : rank - count
      let next = layout.selectableRow(rank: min(max(target, 0), layout.selectableCount - 1))
      guard let next, move(to: next) else { return false }
      // A row taller than the view is shown from its first line, whichever way it was reached.
      if layout.height(ofRow: next) > viewport.height {
        scrollTop = layout.top(ofRow: next)
        clampScroll()
      }
      return true
    case .halfPageUp, .halfPageDown:
      halfPageSetting = (max(1, count), viewport.height)
      return apply(command)
    case .pageUp, .pageDown:
      var moved = false
      for _ in 0..<count {
        guard apply(command) else { break }
        moved = true
      }
      return moved
    }
  }
}
