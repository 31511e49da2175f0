/// Where every row of a list lies, as prefix sums over the heights of all headers, items
/// and footers.
///
/// Building a layout asks each section for its sizes once: O(n) in the number of items.
/// Every query after that is O(1) or O(log n): the row at a line, the section of a row, the
/// next selectable row and a row's rank among the selectable ones. So the cost of drawing a
/// frame does not grow with the length of the list.
public struct ListLayout: Sendable {
  /// The width the heights were measured for.
  public let width: Int
  /// For each section, the index of its first row; one more entry holds the row count.
  private var sectionFirstRow: [Int]
  /// For each section, whether it shows a header and a footer.
  private var sectionShape: [Shape]
  /// For each row, the line it starts on; one more entry holds the total height.
  private var rowTop: [Int]
  /// For each row, how many selectable rows come before it; one more entry holds the total.
  private var selectableBefore: [Int]

  struct Shape: Sendable {
    var hasHeader: Bool
    var itemCount: Int
  }

  /// An empty layout.
  public init(width: Int = 0) {
    self.width = width
    sectionFirstRow = [0]
    sectionShape = []
    rowTop = [0]
    selectableBefore = [0]
  }

  /// Measures every section's rows at a width.
  ///
  /// A collapsed section with a header shows only its header, which then holds the selection in
  /// place of the items.
  public init(
    sections: [any SectionController], width: Int, isCollapsed: (Int) -> Bool = { _ in false }
  ) {
    self.init(width: width)
    sectionFirstRow.reserveCapacity(sections.count + 1)
    sectionShape.reserveCapacity(sections.count)
    rowTop.reserveCapacity(sections.count + 1)
    selectableBefore.reserveCapacity(sections.count + 1)
    var line = 0
    var selectable = 0
    func append(height: Int, canSelect: Bool) {
      line += height
      selectable += canSelect ? 1 : 0
      rowTop.append(line)
      selectableBefore.append(selectable)
    }
    for (index, section) in sections.enumerated() {
      let headerHeight = max(0, section.headerHeight(width: width))
      let collapsed = headerHeight > 0 && isCollapsed(index)
      if headerHeight > 0 { append(height: headerHeight, canSelect: collapsed) }
      let itemCount = collapsed ? 0 : max(0, section.numberOfItems)
      for item in 0..<itemCount {
        append(
          height: max(1, section.height(forItem: item, width: width)),
          canSelect: section.canSelect(item: item))
      }
      let footerHeight = collapsed ? 0 : max(0, section.footerHeight(width: width))
      if footerHeight > 0 { append(height: footerHeight, canSelect: false) }
      sectionShape.append(Shape(hasHeader: headerHeight > 0, itemCount: itemCount))
      sectionFirstRow.append(rowTop.count - 1)
    }
  }

  /// The number of sections.
  public var sectionCount: Int { sectionShape.count }

  /// The number of rows: headers, items and footers.
  public var rowCount: Int { rowTop.count - 1 }

  /// The total height of all rows, in lines.
  public var totalHeight: Int { rowTop[rowTop.count - 1] }

  /// The number of rows that can hold the selection.
  public var selectableCount: Int { selectableBefore[selectableBefore.count - 1] }

  /// The line a row starts on.
  public func top(ofRow row: Int) -> Int { rowTop[row] }

  /// The height of a row, in lines.
  public func height(ofRow row: Int) -> Int { rowTop[row + 1] - rowTop[row] }

  /// Whether a row can hold the selection.
  public func isSelectable(_ row: Int) -> Bool {
    row >= 0 && row < rowCount && selectableBefore[row + 1] > selectableBefore[row]
  }

  /// The 1-based position of a row among the selectable rows, as in "12/1003".
  public func selectablePosition(ofRow row: Int) -> Int { selectableBefore[row] + 1 }

  /// What a row shows and which section it belongs to.
  ///
  /// O(log n) in the number of sections.
  public func row(_ row: Int) -> ListRow {
    let section = Self.lastIndex(in: sectionFirstRow, notAbove: row)
    let shape = sectionShape[section]
    var local = row - sectionFirstRow[section]
    if shape.hasHeader {
      if local == 0 { return ListRow(section: section, part: .header) }
      local -= 1
    }
    return ListRow(section: section, part: local < shape.itemCount ? .item(local) : .footer)
  }

  /// The row index of a part of a section, or nil if the section does not show it now.
  public func rowIndex(section: Int, part: ListRow.Part) -> Int? {
    guard section >= 0, section < sectionCount else { return nil }
    let shape = sectionShape[section]
    let first = sectionFirstRow[section]
    let rows = sectionFirstRow[section + 1] - first
    switch part {
    case .header:
      return shape.hasHeader ? first : nil
    case .item(let item):
      guard item >= 0, item < shape.itemCount else { return nil }
      return first + (shape.hasHeader ? 1 : 0) + item
    case .footer:
      let footerRow = first + (shape.hasHeader ? 1 : 0) + shape.itemCount
      return footerRow < first + rows ? footerRow : nil
    }
  }

  /// The rows of one section, which may be empty.
  public func rows(ofSection section: Int) -> Range<Int> {
    sectionFirstRow[section]..<sectionFirstRow[section + 1]
  }

  /// The row that covers a line, or nil past the end.
  ///
  /// O(log n).
  public func rowIndex(atLine line: Int) -> Int? {
    guard line >= 0, line < totalHeight else { return nil }
    return Self.lastIndex(in: rowTop, notAbove: line)
  }

  /// The selectable row of a 0-based rank among the selectable rows.
  ///
  /// O(log n).
  public func selectableRow(rank: Int) -> Int? {
    guard rank >= 0, rank < selectableCount else { return nil }
    return Self.firstIndex(in: selectableBefore, above: rank) - 1
  }

  /// The first selectable row after a row, or nil.
  public func selectableRow(after row: Int) -> Int? {
    selectableRow(rank: selectableBefore[min(row + 1, rowCount)])
  }

  /// The last selectable row before a row, or nil.
  public func selectableRow(before row: Int) -> Int? {
    selectableRow(rank: selectableBefore[max(0, min(row, rowCount))] - 1)
  }

  /// The row itself if selectable, else the nearest selectable row, looking forward first
  /// (or backward first when `forward` is false).
  public func nearestSelectableRow(to row: Int, forward: Bool = true) -> Int? {
    if isSelectable(row) { return row }
    let after = selectableRow(after: row)
    let before = selectableRow(before: row)
    return forward ? (after ?? before) : (before ?? after)
  }

  /// The last index whose value is not above `value`, in a non-decreasing array whose first
  /// value is not above it.
  static func lastIndex(in values: [Int], notAbove value: Int) -> Int {
    firstIndex(in: values, above: value) - 1
  }

  /// The first index whose value is above `value` in a non-decreasing array, or its count.
  static func firstIndex(in values: [Int], above value: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) >> 1
      if values[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
