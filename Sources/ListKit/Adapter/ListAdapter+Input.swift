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
    if isSecondG(key) { return true }
    if dispatcher.acceptsCounts, takeCountDigit(key) { return true }
    let count = pendingCount
    pendingCount = nil
    // A count with the top or the bottom is a row of the list (`10G`), whatever the selected
    // section does with the key alone (a horizontal row's own first and last).
    if let count, let command = dispatcher.command(for: key), command == .top || command == .bottom
    {
      return apply(command, count: count)
    }
    if let row = selectedRow, case .item(let item) = layout.row(row).part {
      let controller = controllers[layout.row(row).section]
      // A modified key the section does not take is offered as the plain key, when the
      // dispatcher reads it so (Shift+Left in a horizontal row).
      var used: Key?
      if controller.handle(key, item: item) {
        used = key
      } else if let plain = dispatcher.plainKey(for: key), controller.handle(plain, item: item) {
        used = plain
      }
      if let used {
        remeasure(controller, item: item)
        // A count repeats a section's own key too (`3l` in a horizontal row), as the section
        // says: a horizontal row moves straight to the element `count` on.
        if let count, count > 1, controller.handle(used, count: count - 1, item: item) {
          remeasure(controller, item: item)
        }
        return true
      }
    }
    guard let command = dispatcher.command(for: key) else { return count != nil && key == .escape }
    guard let count else { return apply(command) }
    // A counted Up or Down is that many single steps (`5j` is `jjjjj`), as in vim and less:
    // through a row taller than the view a line at a time, as the key alone goes.
    if command == .up || command == .down { return step(command, times: count) }
    return apply(command, count: count)
  }

  /// Handles an event: keys and mouse events as ``handle(_:)-(Key)`` and
  /// ``handle(_:)-(MouseEvent)`` do, with the mouse position relative to the list's top-left
  /// corner (a list drawn lower on the screen uses ``handle(_:listAt:)``); a resize is the
  /// app's to turn into ``setViewport(_:)``, a paste and the terminal's background are not
  /// used, and a resume after a stop (``Event/resume``) forgets a count typed before it.
  @discardableResult
  public func handle(_ event: Event) -> Bool {
    switch event {
    case .key(let key): return handle(key)
    case .mouse(let mouse): return handle(mouse)
    case .resize, .paste, .background: return false
    case .resume:
      // Continued after ^Z: a count typed before the stop is forgotten.
      forgetCount()
      return false
    }
  }

  /// Handles an event for a list drawn with its top-left corner at `origin` on the screen:
  /// a mouse event's screen position is made relative to the list first, so a click selects
  /// the row under the pointer.
  ///
  /// ```swift
  /// adapter.render(into: &buffer, in: Rect(x: 0, y: 1, width: width, height: height - 2))
  /// // …
  /// adapter.handle(event, listAt: Point(x: 0, y: 1))  // the list is below a title line
  /// ```
  @discardableResult
  public func handle(_ event: Event, listAt origin: Point) -> Bool {
    guard case .mouse(var mouse) = event else { return handle(event) }
    mouse.x -= origin.x
    mouse.y -= origin.y
    return handle(mouse)
  }

  /// Handles a mouse event at a position relative to the list's top-left corner.
  ///
  /// The wheel scrolls three lines, and the selection follows if it leaves the view. A
  /// click selects the row under the pointer and passes the column to its section (so a
  /// horizontal list can pick an element), and a click on a collapsible header toggles it. A
  /// double click taps the row, if its first click was on the same row; if not, it is a first
  /// click, and the click that continues it (``MouseEvent/continuesDoubleClick``) on the same
  /// row taps it. Any other click that continues a double click acts only on the selected row.
  @discardableResult
  public func handle(_ event: MouseEvent) -> Bool {
    defer { didChangeState() }
    // A turn or a click forgets a count, as any key but the one that takes it does.
    forgetCount()
    let doubleClickStarted = doubleClickStartedRow
    doubleClickStartedRow = nil
    let movedByClick = rowMovedByClick
    rowMovedByClick = nil
    switch event.action {
    case .wheelUp: return scrollLines(-3)
    case .wheelDown: return scrollLines(3)
    case .wheelLeft, .wheelRight: return wheelSideways(event)
    case .click, .doubleClick:
      guard event.y >= 0, event.y < viewport.height,
        var row = layout.rowIndex(atLine: scrollTop + event.y),
        layout.isSelectable(row)
          || layout.row(row).part == .header
      else { return false }
      // A row the first click scrolled into view has moved from under the pointer: the second
      // click of the double click is still on it.
      if event.action == .doubleClick, let movedByClick, movedByClick == selectedRow {
        row = movedByClick
      }
      // The third click of a triple click acts only where the first two did: the double click
      // may have opened this list, where it would pick whatever is under the pointer.
      if event.continuesDoubleClick, row != selectedRow { return false }
      // A double click whose first press was on another row is a first click here, and the
      // press after it, on the same row, its second: a click on A then a double click on B
      // opens B.
      let startedHere = event.continuesDoubleClick && doubleClickStarted == row
      if event.action == .doubleClick, row != selectedRow { doubleClickStartedRow = row }
      let isSecondClick = (event.action == .doubleClick && row == selectedRow) || startedHere
      let place = layout.row(row)
      if place.part == .header {
        let toggled = setCollapsed(!isCollapsed(section: place.section), section: place.section)
        if !layout.isSelectable(row) { return toggled }
      }
      selectedRow = row
      // A click on the selected row chooses it too: no update gives the selection back.
      displacedSelection = nil
      // The row under the pointer stays under it, so that a second click finds it again: cut at
      // the top, it is revealed; cut at the bottom, it scrolls up just enough to show it (or,
      // taller than the view, to bring its first line to the top).
      let top = layout.top(ofRow: row)
      let cut = top + contentHeight(ofRow: row) - (scrollTop + viewport.height)
      let scrollBefore = scrollTop
      if top < scrollTop {
        revealSelection()
      } else if cut > 0 {
        scrollTop += min(cut, top - scrollTop)
        clampScroll()
      }
      if scrollTop != scrollBefore { rowMovedByClick = row }
      if case .item(let item) = place.part, event.x >= effectiveGutter {
        let controller = controllers[place.section]
        if controller.handleClick(item: item, column: event.x - effectiveGutter) {
          remeasure(controller, item: item)
        }
      }
      if isSecondClick, case .item = place.part { _ = tap() }
      return true
    }
  }

  /// Offers a sideways wheel turn to the section under the pointer, whichever holds the
  /// selection.
  private func wheelSideways(_ event: MouseEvent) -> Bool {
    guard let row = layout.rowIndex(atLine: scrollTop + event.y),
      case .item(let item) = layout.row(row).part
    else { return false }
    let controller = controllers[layout.row(row).section]
    return controller.scrollSideways(by: event.action == .wheelLeft ? -1 : 1, item: item)
  }

  /// Scrolls the view by lines without moving the selection, unless its first line would
  /// leave the view (or, for a row taller than the view, all of its content); then the
  /// nearest selectable row in view takes it.
  func scrollLines(_ lines: Int) -> Bool {
    let before = scrollTop
    scrollTop += lines
    clampScroll()
    guard scrollTop != before else { return false }
    guard let row = selectedRow else { return true }
    let top = layout.top(ofRow: row)
    let bottom = scrollTop + viewport.height
    // Its first line still in view, or a row taller than the view still showing some of its
    // content: the selection stays.
    if top >= scrollTop && top < bottom { return true }
    if layout.height(ofRow: row) > viewport.height, top < bottom,
      top + contentHeight(ofRow: row) > scrollTop
    {
      return true
    }
    // Else the first row that starts in view (scrolling down) or the last (scrolling up); a
    // row whose first line is above the view does not count.
    var start = layout.rowIndex(atLine: lines > 0 ? scrollTop : bottom - 1)
    if lines > 0, let first = start, layout.top(ofRow: first) < scrollTop,
      first + 1 < layout.rowCount
    {
      start = first + 1
    }
    if let candidate = start.flatMap({ layout.nearestSelectableRow(to: $0, forward: lines > 0) }),
      layout.top(ofRow: candidate) >= scrollTop, layout.top(ofRow: candidate) < bottom
    {
      selectedRow = candidate
    } else if let covering = layout.rowIndex(atLine: scrollTop).flatMap({
      layout.nearestSelectableRow(to: $0, forward: true)
    }), layout.top(ofRow: covering) < bottom {
      // A row taller than the view fills it.
      selectedRow = covering
    }
    return true
  }
}

extension ListAdapter {
  /// The lines of a row that hold content: an item's height without the blank lines its
  /// section puts after each item.
  func contentHeight(ofRow row: Int) -> Int {
    let height = layout.height(ofRow: row)
    guard case .item = layout.row(row).part else { return height }
    let spacing = controllers[layout.row(row).section].itemSpacing
    return max(1, height - max(0, spacing))
  }
}
