import Input
import Render

extension ListAdapter {
  /// Handles a key: the selected section gets it first, then the dispatcher's bindings.
  ///
  /// Keys reach a section only while one of its items holds the selection. A section that
  /// uses a key is measured again, since the key may have changed its items' heights.
  /// Returns whether anything used the key.
  @discardableResult
  public func handle(_ key: Key) -> Bool {
    defer { didChangeState() }
    if let row = selectedRow, case .item(let item) = layout.row(row).part {
      let controller = sectionControllers[layout.row(row).section]
      if controller.handle(key, item: item) {
        remeasure(controller)
        return true
      }
    }
    guard let command = dispatcher.command(for: key) else { return false }
    return apply(command)
  }

  /// Handles an event: keys and mouse events as ``handle(_:)-(Key)`` and
  /// ``handle(_:)-(MouseEvent)`` do, with the mouse position relative to the list's top-left
  /// corner; a resize is the app's to turn into ``setViewport(_:)``, and a paste is not used.
  @discardableResult
  public func handle(_ event: Event) -> Bool {
    switch event {
    case .key(let key): handle(key)
    case .mouse(let mouse): handle(mouse)
    case .resize, .paste: false
    }
  }

  /// Handles a mouse event at a position relative to the list's top-left corner.
  ///
  /// The wheel scrolls three lines, and the selection follows if it leaves the view. A
  /// click selects the row under the pointer and passes the column to its section (so a
  /// horizontal list can pick an element), and a click on a collapsible header toggles it. A
  /// double click taps the row, if its first click was on the same row.
  @discardableResult
  public func handle(_ event: MouseEvent) -> Bool {
    defer { didChangeState() }
    switch event.action {
    case .wheelUp: return scrollLines(-3)
    case .wheelDown: return scrollLines(3)
    case .wheelLeft, .wheelRight: return wheelSideways(event)
    case .click, .doubleClick:
      guard event.y >= 0, event.y < viewport.height,
        let row = layout.rowIndex(atLine: scrollTop + event.y), layout.isSelectable(row)
          || layout.row(row).part == .header
      else { return false }
      let isSecondClick = event.action == .doubleClick && row == selectedRow
      let place = layout.row(row)
      if place.part == .header {
        let toggled = setCollapsed(!isCollapsed(section: place.section), section: place.section)
        if !layout.isSelectable(row) { return toggled }
      }
      selectedRow = row
      // The row under the pointer is in view already: it stays where it is, under the pointer.
      if layout.top(ofRow: row) < scrollTop { revealSelection() }
      if case .item(let item) = place.part, event.x >= effectiveGutter {
        let controller = sectionControllers[place.section]
        if controller.handleClick(item: item, column: event.x - effectiveGutter) {
          remeasure(controller)
        }
      }
      if isSecondClick, case .item = place.part { _ = tap() }
      return true
    }
  }

  /// Offers a sideways wheel turn to the section under the pointer, as Left or Right.
  private func wheelSideways(_ event: MouseEvent) -> Bool {
    guard let row = layout.rowIndex(atLine: scrollTop + event.y),
      case .item(let item) = layout.row(row).part
    else { return false }
    let controller = sectionControllers[layout.row(row).section]
    return controller.handle(event.action == .wheelLeft ? .left : .right, item: item)
  }

  /// Scrolls the view by lines without moving the selection, unless its first line would
  /// leave the view; then the nearest selectable row in view takes it.
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
      }), layout.top(ofRow: candidate) >= scrollTop, layout.top(ofRow: candidate) < bottom {
        selectedRow = candidate
      } else if layout.height(ofRow: row) <= viewport.height {
        selectedRow = layout.rowIndex(atLine: lines > 0 ? scrollTop : bottom - 1)
          .flatMap { layout.nearestSelectableRow(to: $0, forward: lines > 0) } ?? row
      }
    }
    return true
  }
}
