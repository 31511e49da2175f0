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

  /// Tells each display observer among the visible sections which of its items are in view,
  /// and which are within a page of it, when that changed.
  func updateDisplayedItems(rows: Range<Int>, sections: Range<Int>) {
    var seen = Set<ObjectIdentifier>()
    for section in sections {
      guard let observer = controllers[section] as? any DisplayObserver else { continue }
      let identifier = ObjectIdentifier(observer)
      seen.insert(identifier)
      let items = layout.layout(ofSection: section).items
      let sectionRows = layout.rows(ofSection: section)
      let first =
        layout.layout(ofSection: section).hasHeader
        ? sectionRows.lowerBound + 1 : sectionRows.lowerBound
      let lower = max(rows.lowerBound, first) - first
      let upper = min(rows.upperBound, first + items.count) - first
      let visible = lower < upper ? lower..<upper : lower..<lower
      let page = max(1, viewport.height)
      let nearbyLower = items.item(atLine: max(0, items.top(of: visible.lowerBound) - page)) ?? 0
      let nearbyUpper = min(
        items.count,
        (items.item(atLine: items.top(of: visible.upperBound) + page) ?? items.count) + 1)
      let nearby = nearbyLower..<max(nearbyLower, nearbyUpper)
      if let last = displayed[identifier], last.visible == visible, last.nearby == nearby {
        continue
      }
      displayed[identifier] = (visible, nearby)
      observer.displayedItemsDidChange(visible: visible, nearby: nearby)
    }
    for identifier in displayed.keys where !seen.contains(identifier) {
      displayed[identifier] = nil
    }
  }
}
