import ListDiff

extension ListAdapter {
  /// Carries out a list command; returns whether it applied.
  @discardableResult
  public func perform(_ command: ListCommand) -> Bool {
    let applied = apply(command)
    didChangeState()
    return applied
  }

  /// Carries out a list command without telling observers; returns whether it applied.
  func apply(_ command: ListCommand) -> Bool {
    guard layout.selectableCount > 0 else { return false }
    guard let row = selectedRow else {
      select(row: layout.selectableRow(rank: 0), keepingOffset: nil)
      return true
    }
    switch command {
    case .up:
      return scrollWithinSelection(down: false) || move(to: layout.selectableRow(before: row))
    case .down:
      return scrollWithinSelection(down: true) || move(to: layout.selectableRow(after: row))
    case .pageUp: return page(by: -pageHeight)
    case .pageDown: return page(by: pageHeight)
    case .halfPageUp: return page(by: -halfPageHeight)
    case .halfPageDown: return page(by: halfPageHeight)
    case .top: return moveToEnd(layout.selectableRow(rank: 0), atStart: true)
    case .bottom:
      return moveToEnd(layout.selectableRow(rank: layout.selectableCount - 1), atStart: false)
    case .tap: return tap()
    case .toggleCollapse: return toggleCollapse()
    }
  }

  /// A page: the viewport's height less one line of overlap.
  var pageHeight: Int { max(1, viewport.height - 1) }

  /// Half a page: half the viewport's height, or the lines a count gave `^D` or `^U` at this
  /// height (`5^D`), as vim's `scroll` option.
  var halfPageHeight: Int {
    if let setting = halfPageSetting, setting.height == viewport.height { return setting.lines }
    return max(1, viewport.height / 2)
  }

  /// Selects a row if there is one, revealing it; returns whether the selection changed.
  func move(to row: Int?) -> Bool {
    guard let row, row != selectedRow else { return false }
    select(row: row, keepingOffset: nil)
    return true
  }

  /// Selects the first or the last row, and shows the start or the end of the list: of a row
  /// taller than the view too, so that End shows its last line of content (not the blank
  /// lines of the spacing after it, which would leave nothing of the selection in view).
  func moveToEnd(_ row: Int?, atStart: Bool) -> Bool {
    guard let row else { return false }
    let before = (scrollTop, selectedRow)
    select(row: row, keepingOffset: nil)
    if layout.height(ofRow: row) > viewport.height {
      let top = layout.top(ofRow: row)
      scrollTop = atStart ? top : max(top, top + contentHeight(ofRow: row) - viewport.height)
      clampScroll()
    }
    return (scrollTop, selectedRow) != before
  }

  /// Scrolls by a number of lines and selects the row at the selection's old place on
  /// screen, kept out of the scroll margin; where the view cannot scroll that far, selects the
  /// row that many lines on from the selected one, so at either end the first or last row.
  ///
  /// A page always gets somewhere: where the row at that place is still the selected one, a
  /// row the view can hold and would scroll back to, the next row in that direction takes the
  /// selection. Within a row taller than the view, a page scrolls through the row.
  func scrollPage(by lines: Int) -> Bool {
    guard let row = selectedRow else { return false }
    let margin = max(0, min(scrollMargin, (viewport.height - 1) / 2))
    let offset = min(max(layout.top(ofRow: row) - scrollTop, margin), viewport.height - 1 - margin)
    let before = (scrollTop, row)
    scrollTop += lines
    clampScroll()
    // Near either end the view scrolls less than a page, or not at all; the selection still
    // goes the whole way, as vim's ^D and fzf's PgDn do, so a page never moves it one row.
    let shortBy = abs(lines) - abs(scrollTop - before.0)
    let place = shortBy > 0 ? layout.top(ofRow: row) + lines : scrollTop + offset
    let line = min(max(0, place), layout.totalHeight - 1)
    var target = layout.rowIndex(atLine: line).flatMap {
      layout.nearestSelectableRow(to: $0, forward: lines > 0)
    }
    if scrollTop == before.0 {
      target =
        lines > 0
        ? layout.selectableRow(rank: layout.selectableCount - 1) : layout.selectableRow(rank: 0)
    }
    selectedRow = target ?? row
    revealSelection()
    let advanced = selectedRow.map { lines > 0 ? $0 > row : $0 < row } ?? false
    let scrolledWithin =
      selectedRow == row && layout.height(ofRow: row) > viewport.height && scrollTop != before.0
    if !advanced && !scrolledWithin,
      let next = lines > 0 ? layout.selectableRow(after: row) : layout.selectableRow(before: row)
    {
      selectedRow = next
      revealSelection()
    }
    return (scrollTop, selectedRow) != (before.0, before.1)
  }

  /// Taps the selected item, or expands the selected collapsed section.
  func tap() -> Bool {
    guard let row = selectedRow else { return false }
    let place = layout.row(row)
    switch place.part {
    case .item(let item):
      let controller = controllers[place.section]
      controller.didSelect(item: item)
      remeasure(controller, item: item)
      return true
    case .header:
      return toggleCollapse()
    case .footer:
      return false
    }
  }

  /// Collapses the selected section to its header, or expands it again, keeping the section's place
  /// on screen.
  ///
  /// Expanding selects the item that was selected when it collapsed, found by identity.
  func toggleCollapse() -> Bool {
    guard let row = selectedRow else { return false }
    return setCollapsed(
      !isCollapsed(section: layout.row(row).section), section: layout.row(row).section)
  }

  /// Collapses or expands a section, keeping its place on screen; returns whether anything
  /// changed.
  @discardableResult
  func setCollapsed(_ collapse: Bool, section: Int) -> Bool {
    let controller = controllers[section]
    guard controller.isCollapsible, controller.headerHeight(width: contentWidth) > 0,
      collapse != isCollapsed(section: section)
    else { return false }
    let identity = sectionIdentities[section]
    let offset = layout.top(ofSection: section) - scrollTop
    let selectedHere = selectedRow.map { layout.row($0).section == section } ?? false
    var target: ListRow.Part = .header
    if collapse {
      var remembered: AnyHashable?
      if selectedHere, let row = selectedRow, case .item(let item) = layout.row(row).part {
        remembered = controller.identity(ofItem: item)
      }
      collapsed[identity] = .some(remembered)
    } else {
      let remembered = collapsed.removeValue(forKey: identity) ?? nil
      if let item = remembered.flatMap({ controller.index(ofItemIdentity: $0) }) {
        target = .item(item)
      }
    }
    let selectedOutside = selectedRow.flatMap { selectedHere ? nil : layout.row($0) }
    var sections = layout.sections
    sections[section] = measure(section: section)
    relayout(with: sections)
    let rows = layout.rows(ofSection: section)
    if let outside = selectedOutside {
      selectedRow = layout.rowIndex(section: outside.section, part: outside.part)
        .flatMap { layout.nearestSelectableRow(to: $0) }
    } else {
      selectedRow =
        layout.rowIndex(section: section, part: target).flatMap {
          layout.isSelectable($0) ? $0 : nil
        } ?? rows.first(where: layout.isSelectable)
        ?? layout.nearestSelectableRow(to: rows.lowerBound)
    }
    scrollTop = layout.top(ofSection: section) - offset
    clampScroll()
    revealSelection()
    return true
  }

  /// Measures a section again after its controller used a key, a click or a tap on an item,
  /// which may have changed the item's height.
  func remeasure(_ controller: any SectionController, item: Int) {
    guard let section = controllers.firstIndex(where: { $0 === controller }) else { return }
    controller.invalidateItemMetrics(ofItem: item)
    let before = layout.layout(ofSection: section)
    let after = measure(section: section)
    guard after != before else { return }
    keepingSelectionInPlace {
      var sections = layout.sections
      sections[section] = after
      relayout(with: sections)
    }
  }

  /// Whether a section is collapsed to its header.
  func isCollapsed(section: Int) -> Bool {
    collapsed[sectionIdentities[section]] != nil
  }

  /// Selects a row.
  ///
  /// With an offset, puts the row that many lines below the top of the view where possible, and
  /// leaves it there if it is wholly in view; otherwise makes sure the selection is in view.
  func select(row: Int?, keepingOffset offset: Int?) {
    // Chosen, even where the selection already is: no update gives it back to an item.
    displacedSelection = nil
    selectedRow = row
    if let row, let offset {
      scrollTop = layout.top(ofRow: row) - offset
      clampScroll()
      // A row put back on its line, and wholly in view there, stays exactly there: an update
      // or a new layout never scrolls to make room for the margin.
      let top = layout.top(ofRow: row)
      if top >= scrollTop, top + layout.height(ofRow: row) <= scrollTop + viewport.height {
        return
      }
    }
    clampScroll()
    revealSelection()
  }

  /// Scrolls as little as possible to bring the selected row into view.
  ///
  /// Around the row, a margin of lines stays visible when it fits; beside the first and
  /// the last selectable rows, the rows up to the start or the end of the list do, so
  /// headers above and rows that cannot be selected below are never out of reach. A row
  /// taller than the view may be scrolled within, and otherwise shows its top.
  func revealSelection() {
    guard let row = selectedRow, row < layout.rowCount, viewport.height > 0 else {
      clampScroll()
      return
    }
    let top = layout.top(ofRow: row)
    let height = layout.height(ofRow: row)
    let bottom = top + height
    let view = viewport.height
    guard height <= view else {
      // Some of its content stays in view, not only the spacing after it.
      let end = max(top, top + contentHeight(ofRow: row) - view)
      scrollTop = min(max(scrollTop, top), end)
      clampScroll()
      return
    }
    let margin = max(0, min(scrollMargin, (view - height) / 2))
    let room = view - height
    let isFirst = layout.selectableRow(before: row) == nil
    let isLast = layout.selectableRow(after: row) == nil
    let above = isFirst ? min(top, room) : margin
    let below = isLast ? min(layout.totalHeight - bottom, room) : margin
    // Where both do not fit, the rows beside the first or last selectable row win over a
    // margin: whichever is applied last wins.
    func showBelow() { if bottom + below > scrollTop + view { scrollTop = bottom + below - view } }
    func showAbove() { if top - above < scrollTop { scrollTop = top - above } }
    if isLast && !isFirst {
      showAbove()
      showBelow()
    } else {
      showBelow()
      showAbove()
    }
    if bottom > scrollTop + view { scrollTop = bottom - view }
    if top < scrollTop { scrollTop = top }
    clampScroll()
  }

  /// Scrolls one line within the selected row when its content is taller than the view and
  /// goes on in that direction; returns whether it did.
  func scrollWithinSelection(down: Bool) -> Bool {
    scrollWithinSelection(down: down, upTo: 1) > 0
  }

  /// Scrolls up to `lines` lines within the selected row when its content is taller than the
  /// view and goes on in that direction, as that many single steps would; returns the lines
  /// scrolled.
  func scrollWithinSelection(down: Bool, upTo lines: Int) -> Int {
    guard let row = selectedRow, lines > 0, contentHeight(ofRow: row) > viewport.height
    else { return 0 }
    let top = layout.top(ofRow: row)
    let bottom = top + contentHeight(ofRow: row)
    let room = down ? bottom - (scrollTop + viewport.height) : scrollTop - top
    let scrolled = min(lines, max(0, room))
    scrollTop += down ? scrolled : -scrolled
    return scrolled
  }

  /// Keeps the scroll position within the content.
  func clampScroll() {
    scrollTop = max(0, min(scrollTop, layout.totalHeight - viewport.height))
  }
}
