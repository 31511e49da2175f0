import Render

extension ListAdapter {
  /// Handles a key: the selected section gets it first, then the dispatcher's bindings.
  ///
  /// Returns whether anything used the key.
  @discardableResult
  public func handle(_ key: Key) -> Bool {
    if let row = selectedRow, case .item(let item) = layout.row(row).part {
      let section = layout.row(row).section
      if sectionControllers[section].handle(key, item: item) { return true }
    }
    guard let command = dispatcher.command(for: key) else { return false }
    return perform(command)
  }

  /// Handles a mouse event at a position relative to the list's top-left corner.
  ///
  /// The wheel scrolls three lines, and the selection follows if it leaves the view. A
  /// click selects the row under the pointer and passes the column to its section (so a
  /// horizontal list can pick an element); a double click also taps it.
  @discardableResult
  public func handle(_ event: MouseEvent) -> Bool {
    switch event.action {
    case .wheelUp: return scrollLines(-3)
    case .wheelDown: return scrollLines(3)
    case .click, .doubleClick:
      guard event.y >= 0, event.y < viewport.height,
        let row = layout.rowIndex(atLine: scrollTop + event.y), layout.isSelectable(row)
      else { return false }
      selectedRow = row
      revealSelection()
      let place = layout.row(row)
      if case .item(let item) = place.part, event.x >= effectiveGutter {
        _ = sectionControllers[place.section].handleClick(
          item: item, column: event.x - effectiveGutter)
      }
      if event.action == .doubleClick { _ = tap() }
      return true
    }
  }

  /// Scrolls the view by lines without moving the selection, unless it would leave the
  /// view; then the nearest selectable row in view takes it.
  func scrollLines(_ lines: Int) -> Bool {
    let before = scrollTop
    scrollTop += lines
    clampScroll()
    guard scrollTop != before else { return false }
    guard let row = selectedRow else { return true }
    let top = layout.top(ofRow: row)
    let bottom = scrollTop + viewport.height
    if top < scrollTop || top >= bottom {
      let line = lines > 0 ? scrollTop : bottom - 1
      if let candidate = layout.rowIndex(atLine: line).flatMap({
        layout.nearestSelectableRow(to: $0, forward: lines > 0)
      }) {
        selectedRow = candidate
      }
    }
    return true
  }
}
