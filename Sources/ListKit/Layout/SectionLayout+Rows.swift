extension SectionLayout {
  /// The part a local row shows.
  func part(ofRow local: Int) -> ListRow.Part {
    var local = local
    if hasHeader {
      if local == 0 { return .header }
      local -= 1
    }
    return local < items.count ? .item(local) : .footer
  }

  /// The local row of a part, or nil if the section does not show it.
  func row(of part: ListRow.Part) -> Int? {
    let first = hasHeader ? 1 : 0
    switch part {
    case .header: return hasHeader ? 0 : nil
    case .item(let item): return item >= 0 && item < items.count ? first + item : nil
    case .footer: return footerRowHeight > 0 ? first + items.count : nil
    }
  }

  /// The line a local row starts on, from the section's top.
  func top(ofRow local: Int) -> Int {
    switch part(ofRow: local) {
    case .header: return 0
    case .item(let item): return headerHeight + items.top(of: item)
    case .footer: return headerHeight + items.totalHeight
    }
  }

  /// The height of a local row.
  func height(ofRow local: Int) -> Int {
    switch part(ofRow: local) {
    case .header: return headerHeight
    case .item(let item): return items.height(of: item)
    case .footer: return footerRowHeight
    }
  }

  /// The local row that covers a line from the section's top.
  func row(atLine line: Int) -> Int {
    if line < headerHeight { return 0 }
    let first = hasHeader ? 1 : 0
    if let item = items.item(atLine: line - headerHeight) { return first + item }
    return first + items.count
  }

  /// Whether a local row can hold the selection.
  func isSelectable(row local: Int) -> Bool {
    switch part(ofRow: local) {
    case .header: return isHeaderSelectable
    case .item(let item): return items.isSelectable(item)
    case .footer: return false
    }
  }

  /// How many selectable rows come before a local row.
  func selectableCount(beforeRow local: Int) -> Int {
    switch part(ofRow: local) {
    case .header: return 0
    case .item(let item): return (selectsHeader ? 1 : 0) + items.selectableCount(before: item)
    case .footer: return selectableCount
    }
  }

  /// The local row of a 0-based rank among the selectable rows.
  func row(selectableRank rank: Int) -> Int? {
    if isCollapsed { return rank == 0 ? 0 : nil }
    if selectsHeader { return rank == 0 ? 0 : items.item(selectableRank: rank - 1).map { 1 + $0 } }
    return items.item(selectableRank: rank).map { (hasHeader ? 1 : 0) + $0 }
  }
}
