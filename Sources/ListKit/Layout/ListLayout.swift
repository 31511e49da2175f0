/// Where every row of a list lies: running totals over the sections, and each section's own
/// compact item metrics.
///
/// Building a layout from measured sections is O(number of sections); a section's items are
/// measured once and kept until the section changes, so a section of a million items costs
/// nothing to lay out again. Every query is O(log n) plus at most 64 steps within a section:
/// the row at a line, the section of a row, the next selectable row, and a row's rank among
/// the selectable ones. So a frame costs what is on screen, not the length of the list.
///
/// Rows are numbered across the whole list: each section's header, items and footer in turn.
public struct ListLayout: Sendable {
  /// The width the sections were measured at.
  public let width: Int
  /// Each section's shape in one word.
  ///
  /// The word is its packed form (see `SectionLayout.Packing`), or, with ``spilledFlag`` set,
  /// the index in ``spilled`` of a shape that does not pack. Plain words, so that an update
  /// moves a hundred thousand of them as integers and frees them at once.
  private(set) var words: [UInt64]
  /// The shapes that do not pack, in no particular order.
  private(set) var spilled: [SectionLayout]
  /// For each section, its first row; one more entry holds the row count.
  private var sectionFirstRow: [Int]
  /// For each section, the line it starts on; one more entry holds the total height.
  private var sectionTop: [Int]
  /// For each section, the selectable rows before it; one more entry holds the total.
  private var sectionSelectable: [Int]

  /// The bit of a word that marks an index into ``spilled``; a packed word never has it.
  static let spilledFlag: UInt64 = 1 << 63

  /// An empty layout.
  public init(width: Int = 0) {
    self.init(sections: [], width: width)
  }

  /// Lays out measured sections one after another.
  public init(sections: [SectionLayout], width: Int) {
    self.init(sections: sections, width: width, spacing: nil)
  }

  /// Lays out measured sections one after another, with `spacing` blank lines between them
  /// and none after the last; with no spacing, each section keeps its own.
  init(sections: consuming [SectionLayout], width: Int, spacing: Int?) {
    var spilled: [SectionLayout] = []
    let words = sections.map { Self.word(for: $0, spilling: &spilled) }
    self.init(words: words, spilled: spilled, width: width, spacing: spacing)
  }

  /// A layout of sections given as words and the shapes they spill to, with `spacing` blank
  /// lines between them and none after the last; with no spacing, each section keeps its own.
  init(words: [UInt64], spilled: [SectionLayout], width: Int, spacing: Int?) {
    self.width = width
    self.words = words
    self.spilled = spilled
    (sectionFirstRow, sectionTop, sectionSelectable) = ([], [], [])
    sumRunningTotals(spacing: spacing)
  }

  /// The word for a section's shape: its packed form, or a new index in `spilled`.
  static func word(for section: SectionLayout, spilling spilled: inout [SectionLayout]) -> UInt64 {
    if let packed = section.packedWord { return packed }
    spilled.append(section)
    return spilledFlag | UInt64(spilled.count - 1)
  }

  /// The shape a word stands for.
  @inline(__always)
  func section(word: UInt64) -> SectionLayout {
    word & Self.spilledFlag == 0
      ? SectionLayout(packedWord: word) : spilled[Int(truncatingIfNeeded: word & ~Self.spilledFlag)]
  }

  /// Each section's measured shape, in order: a new array, O(n).
  public var sections: [SectionLayout] { words.map { section(word: $0) } }

  /// The measured shape of one section.
  @inline(__always)
  public func layout(ofSection section: Int) -> SectionLayout { self.section(word: words[section]) }

  /// Sums the running totals of rows, lines and selectable rows, after setting each section's
  /// spacing, when given, to `spacing` and the last one's to none.
  private mutating func sumRunningTotals(spacing: Int?) {
    if let spacing { setSpacing(spacing) }
    let count = words.count
    var tops: [Int] = []
    var selectables: [Int] = []
    let spilled = self.spilled
    sectionFirstRow = [Int](unsafeUninitializedCapacity: count + 1) { firstRows, rowsCount in
      tops = [Int](unsafeUninitializedCapacity: count + 1) { tops, topsCount in
        selectables = [Int](unsafeUninitializedCapacity: count + 1) {
          selectables, selectablesCount in
          words.withUnsafeBufferPointer { words in
            var rows = 0
            var line = 0
            var selectableRows = 0
            for index in 0..<count {
              firstRows.initializeElement(at: index, to: rows)
              tops.initializeElement(at: index, to: line)
              selectables.initializeElement(at: index, to: selectableRows)
              let word = words[index]
              let extent =
                word & Self.spilledFlag == 0
                ? SectionLayout.extent(ofPacked: word)
                : spilled[Int(truncatingIfNeeded: word & ~Self.spilledFlag)].extent
              rows &+= extent.rows
              line &+= extent.height
              selectableRows &+= extent.selectable
            }
            firstRows.initializeElement(at: count, to: rows)
            tops.initializeElement(at: count, to: line)
            selectables.initializeElement(at: count, to: selectableRows)
          }
          selectablesCount = count + 1
        }
        topsCount = count + 1
      }
      rowsCount = count + 1
    }
    sectionTop = tops
    sectionSelectable = selectables
  }

  /// Sets the spacing of every section that draws something and has another that does after
  /// it to `spacing`, and every other section's to none, where it differs: a section of no
  /// rows (no header, items or footer) takes no spacing, so the gap around it stays one gap.
  private mutating func setSpacing(_ spacing: Int) {
    let field = SectionLayout.Packing.spacing
    let count = words.count
    var spilled = self.spilled
    self.spilled = []
    words.withUnsafeMutableBufferPointer { words in
      // From the end, so that each section knows whether one after it draws.
      var drawsAfter = false
      for index in (0..<count).reversed() {
        let word = words[index]
        let draws =
          word & Self.spilledFlag == 0
          ? SectionLayout.extent(ofPacked: word).height > field.read(word)
          : spilled[Int(truncatingIfNeeded: word & ~Self.spilledFlag)].drawsRows
        let wanted = draws && drawsAfter ? spacing : 0
        drawsAfter = drawsAfter || draws
        if word & Self.spilledFlag == 0 {
          if field.fits(wanted) && word & field.mask == field.word(wanted) { continue }
          var section = SectionLayout(packedWord: word)
          section.spacing = wanted
          words[index] = Self.word(for: section, spilling: &spilled)
        } else {
          let at = Int(truncatingIfNeeded: word & ~Self.spilledFlag)
          if spilled[at].spacing != wanted { spilled[at].spacing = wanted }
        }
      }
    }
    self.spilled = spilled
  }

  /// The number of sections.
  public var sectionCount: Int { words.count }

  /// The number of rows: headers, items and footers.
  public var rowCount: Int { sectionFirstRow[sectionFirstRow.count - 1] }

  /// The total height of all rows, in lines.
  public var totalHeight: Int { sectionTop[sectionTop.count - 1] }

  /// The number of rows that can hold the selection.
  public var selectableCount: Int { sectionSelectable[sectionSelectable.count - 1] }

  /// The section of a row.
  ///
  /// O(log n) in the number of sections.
  public func section(ofRow row: Int) -> Int {
    var section = ItemMetrics.lastIndex(in: sectionFirstRow, notAbove: row)
    // Sections without rows share their first row with the next one: take the one that has it.
    while section + 1 < sectionFirstRow.count - 1, sectionFirstRow[section + 1] == row {
      section += 1
    }
    return min(section, max(0, words.count - 1))
  }

  /// What a row shows and which section it belongs to.
  public func row(_ row: Int) -> ListRow {
    let section = section(ofRow: row)
    return ListRow(
      section: section, part: layout(ofSection: section).part(ofRow: row - sectionFirstRow[section])
    )
  }

  /// The line a row starts on.
  public func top(ofRow row: Int) -> Int {
    let section = section(ofRow: row)
    return sectionTop[section]
      + layout(ofSection: section).top(ofRow: row - sectionFirstRow[section])
  }

  /// The height of a row, in lines.
  public func height(ofRow row: Int) -> Int {
    let section = section(ofRow: row)
    return layout(ofSection: section).height(ofRow: row - sectionFirstRow[section])
  }

  /// Whether a row can hold the selection.
  public func isSelectable(_ row: Int) -> Bool {
    guard row >= 0, row < rowCount else { return false }
    let section = section(ofRow: row)
    return layout(ofSection: section).isSelectable(row: row - sectionFirstRow[section])
  }

  /// The 1-based position of a row among the selectable rows, as in "12/1003".
  public func selectablePosition(ofRow row: Int) -> Int {
    let section = section(ofRow: row)
    let local = row - sectionFirstRow[section]
    return sectionSelectable[section] + layout(ofSection: section).selectableCount(beforeRow: local)
      + 1
  }

  /// The row index of a part of a section, or nil if the section does not show it now.
  public func rowIndex(section: Int, part: ListRow.Part) -> Int? {
    guard section >= 0, section < sectionCount else { return nil }
    return layout(ofSection: section).row(of: part).map { sectionFirstRow[section] + $0 }
  }

  /// The rows of one section, which may be empty.
  public func rows(ofSection section: Int) -> Range<Int> {
    sectionFirstRow[section]..<sectionFirstRow[section + 1]
  }

  /// The line a section starts on.
  public func top(ofSection section: Int) -> Int { sectionTop[section] }

  /// The row that covers a line, or nil past the end.
  ///
  /// O(log n).
  public func rowIndex(atLine line: Int) -> Int? {
    guard line >= 0, line < totalHeight else { return nil }
    var section = ItemMetrics.lastIndex(in: sectionTop, notAbove: line)
    while layout(ofSection: section).height == 0 { section += 1 }
    return sectionFirstRow[section]
      + layout(ofSection: section).row(atLine: line - sectionTop[section])
  }

  /// The selectable row of a 0-based rank among the selectable rows.
  ///
  /// O(log n).
  public func selectableRow(rank: Int) -> Int? {
    guard rank >= 0, rank < selectableCount else { return nil }
    var section = ItemMetrics.lastIndex(in: sectionSelectable, notAbove: rank)
    while layout(ofSection: section).selectableCount == 0 { section += 1 }
    let local = layout(ofSection: section).row(selectableRank: rank - sectionSelectable[section])
    return local.map { sectionFirstRow[section] + $0 }
  }

  /// The first selectable row after a row, or nil.
  public func selectableRow(after row: Int) -> Int? {
    guard row + 1 < rowCount else { return nil }
    let rank = selectablePosition(ofRow: row + 1) - 1
    return selectableRow(rank: rank)
  }

  /// The last selectable row before a row, or nil.
  public func selectableRow(before row: Int) -> Int? {
    guard row > 0 else { return nil }
    let clamped = min(row, rowCount)
    let before = clamped == rowCount ? selectableCount : selectablePosition(ofRow: clamped) - 1
    return selectableRow(rank: before - 1)
  }

  /// The row itself if selectable, else the nearest selectable row, looking forward first
  /// (or backward first when `forward` is false).
  public func nearestSelectableRow(to row: Int, forward: Bool = true) -> Int? {
    if isSelectable(row) { return row }
    let after = selectableRow(after: row)
    let before = selectableRow(before: row)
    return forward ? (after ?? before) : (before ?? after)
  }
}
