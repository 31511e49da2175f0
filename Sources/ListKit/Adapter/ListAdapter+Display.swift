extension ListAdapter {
  /// Tells observers what changed after the list's state did: sections that came within the
  /// working range or left it, display observers whose items in view changed, and the
  /// selection-change callback.
  func didChangeState() {
    let rows = visibleRows
    let sections: Range<Int> =
      rows.isEmpty || sectionObjects.isEmpty
      ? 0..<0 : layout.row(rows.lowerBound).section..<(layout.row(rows.upperBound - 1).section + 1)
    updateWorkingRange(visible: sections)
    updateDisplayedItems(rows: rows, sections: sections)
    guard let onSelectionChange else { return }
    let key = selectionKey
    if key != notifiedSelection {
      notifiedSelection = key
      onSelectionChange(self)
    }
  }

  /// What holds the selection, by identity: the section's object and the part of it.
  var selectionKey: SelectionKey? { selectedRow.flatMap(key(ofRow:)) }

  /// What a row holds, by identity, as ``selectionKey`` names the selected one.
  func key(ofRow row: Int) -> SelectionKey? {
    guard row >= 0, row < layout.rowCount else { return nil }
    let place = layout.row(row)
    let part: SelectionKey.Part =
      switch place.part {
      case .header: .header
      case .footer: .footer
      case .item(let item): .item(controllers[place.section].identity(ofItem: item))
      }
    return SelectionKey(section: sectionIdentities[place.section], part: part)
  }

  /// Tells sections that came within the working range, or left it.
  func updateWorkingRange(visible: Range<Int>) {
    let lower = max(0, visible.lowerBound - workingRangeSize)
    let upper = min(sectionObjects.count, visible.upperBound + workingRangeSize)
    var inRange: [ObjectIdentity: any WorkingRangeObserver] = [:]
    if lower < upper, !visible.isEmpty {
      for section in lower..<upper {
        guard let observer = controllers[section] as? any WorkingRangeObserver else {
          continue
        }
        inRange[sectionIdentities[section]] = observer
      }
    }
    for (identity, observer) in workingRange
    where inRange[identity] == nil || inRange[identity] !== observer {
      observer.sectionDidExitWorkingRange()
    }
    for (identity, observer) in inRange where workingRange[identity] !== observer {
      observer.sectionWillEnterWorkingRange()
    }
    workingRange = inRange
  }

  /// Tells each display observer which of its section's items are in view, and which are
  /// within a page of it, when that changed: those of the sections in view, and of those
  /// within a page of it (none in view, some nearby); an observer whose section left all that
  /// (scrolled away, removed, or the list emptied) is told so once, with both ranges empty.
  func updateDisplayedItems(rows: Range<Int>, sections: Range<Int>) {
    var seen = Set<ObjectIdentifier>()
    let page = max(1, viewport.height)
    for section in sectionsWithinPage(of: sections, page: page) {
      guard let observer = controllers[section] as? any DisplayObserver else { continue }
      let identifier = ObjectIdentifier(observer)
      let ranges =
        sections.contains(section)
        ? displayedItems(ofSectionInView: section, rows: rows, page: page)
        : (visible: 0..<0, nearby: nearbyItems(ofSectionOutOfView: section, page: page))
      guard sections.contains(section) || !ranges.nearby.isEmpty else { continue }
      seen.insert(identifier)
      if let last = displayed[identifier], last.visible == ranges.visible,
        last.nearby == ranges.nearby
      {
        continue
      }
      displayed[identifier] = DisplayedItems(
        observer: observer, visible: ranges.visible, nearby: ranges.nearby)
      observer.displayedItemsDidChange(visible: ranges.visible, nearby: ranges.nearby)
    }
    guard displayed.count > seen.count else { return }
    for (identifier, last) in displayed where !seen.contains(identifier) {
      displayed[identifier] = nil
      last.observer?.displayedItemsDidChange(visible: 0..<0, nearby: 0..<0)
    }
  }

  /// The sections in view, and those whose lines come within a page above or below it.
  private func sectionsWithinPage(of sections: Range<Int>, page: Int) -> Range<Int> {
    guard !sections.isEmpty, layout.totalHeight > 0 else { return sections }
    let above = layout.rowIndex(atLine: max(0, scrollTop - page)).map { layout.row($0).section }
    let bottom = min(layout.totalHeight, scrollTop + viewport.height + page) - 1
    let below = layout.rowIndex(atLine: bottom).map { layout.row($0).section }
    let lower = min(above ?? sections.lowerBound, sections.lowerBound)
    let upper = max((below ?? sections.upperBound - 1) + 1, sections.upperBound)
    return lower..<upper
  }

  /// The items of a section in view that are in view, and those within a page of them.
  private func displayedItems(
    ofSectionInView section: Int, rows: Range<Int>, page: Int
  ) -> (visible: Range<Int>, nearby: Range<Int>) {
    let items = layout.layout(ofSection: section).items
    let sectionRows = layout.rows(ofSection: section)
    let first =
      layout.layout(ofSection: section).hasHeader
      ? sectionRows.lowerBound + 1 : sectionRows.lowerBound
    let lower = max(rows.lowerBound, first) - first
    let upper = min(rows.upperBound, first + items.count) - first
    let visible = lower < upper ? lower..<upper : lower..<lower
    let nearbyLower = items.item(atLine: max(0, items.top(of: visible.lowerBound) - page)) ?? 0
    let nearbyUpper = min(
      items.count,
      (items.item(atLine: items.top(of: visible.upperBound) + page) ?? items.count) + 1)
    return (visible, nearbyLower..<max(nearbyLower, nearbyUpper))
  }

  /// The items of a section out of view whose lines come within a page of the view.
  private func nearbyItems(ofSectionOutOfView section: Int, page: Int) -> Range<Int> {
    let sectionLayout = layout.layout(ofSection: section)
    let items = sectionLayout.items
    guard items.count > 0 else { return 0..<0 }
    let itemsTop = layout.top(ofSection: section) + sectionLayout.headerHeight
    let lower = max(0, scrollTop - page) - itemsTop
    let upper = scrollTop + viewport.height + page - itemsTop
    guard upper > 0, lower < items.totalHeight else { return 0..<0 }
    let first = items.item(atLine: max(0, lower)) ?? 0
    let last = items.item(atLine: min(upper, items.totalHeight) - 1) ?? (items.count - 1)
    return first..<(last + 1)
  }
}

/// What a display observer was last told: which items were in view, and which nearby.
struct DisplayedItems {
  /// The observer, held weakly: one whose section was removed may be gone.
  weak var observer: (any DisplayObserver)?
  /// The items that were in view.
  var visible: Range<Int>
  /// The items within a page of the view, those in view included.
  var nearby: Range<Int>
}
