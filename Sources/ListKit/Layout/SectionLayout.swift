/// The measured shape of one section: its header, its items, its footer and the blank lines
/// after it.
///
/// A section's rows are its header (when it has one), then its items, then its footer (when
/// it has a footer or spacing after it). A collapsed section keeps only its header, which
/// then holds the selection, and its spacing.
public struct SectionLayout: Equatable {
  /// The header's height; 0 for no header.
  public var headerHeight: Int
  /// Whether the section is collapsed to its header.
  public var isCollapsed: Bool
  /// The items, with their heights; none while collapsed.
  public var items: ItemMetrics
  /// The height of the controller's own footer; 0 while collapsed.
  public var footerHeight: Int
  /// Blank lines the adapter puts after the section.
  public var spacing: Int

  /// Creates a section's layout.
  public init(
    headerHeight: Int = 0, isCollapsed: Bool = false, items: ItemMetrics = ItemMetrics(),
    footerHeight: Int = 0, spacing: Int = 0
  ) {
    self.headerHeight = max(0, headerHeight)
    self.isCollapsed = isCollapsed && headerHeight > 0
    self.items = self.isCollapsed ? ItemMetrics() : items
    self.footerHeight = self.isCollapsed ? 0 : max(0, footerHeight)
    self.spacing = max(0, spacing)
  }

  /// Whether the section has a header row.
  var hasHeader: Bool { headerHeight > 0 }

  /// The height of the footer row: the controller's footer and the spacing after it.
  var footerRowHeight: Int { footerHeight + spacing }

  /// The number of rows: header, items and footer.
  var rowCount: Int { (hasHeader ? 1 : 0) + items.count + (footerRowHeight > 0 ? 1 : 0) }

  /// The total height in lines.
  var height: Int { headerHeight + items.totalHeight + footerRowHeight }

  /// The number of rows that can hold the selection.
  var selectableCount: Int { isCollapsed ? 1 : items.selectableCount }

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
    case .header: return isCollapsed
    case .item(let item): return items.isSelectable(item)
    case .footer: return false
    }
  }

  /// How many selectable rows come before a local row.
  func selectableCount(beforeRow local: Int) -> Int {
    switch part(ofRow: local) {
    case .header: return 0
    case .item(let item): return items.selectableCount(before: item)
    case .footer: return selectableCount
    }
  }

  /// The local row of a 0-based rank among the selectable rows.
  func row(selectableRank rank: Int) -> Int? {
    if isCollapsed { return rank == 0 ? 0 : nil }
    return items.item(selectableRank: rank).map { (hasHeader ? 1 : 0) + $0 }
  }
}
