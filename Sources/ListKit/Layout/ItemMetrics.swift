/// The heights of a section's items and which of them can hold the selection, stored
/// compactly: nothing at all when every item is alike, else one byte per item, with running
/// totals every 64 items.
///
/// A million items cost a megabyte, and every question (the item at a line, the top of an
/// item, the n-th selectable item) is answered in O(log n) plus at most 64 steps. A section
/// controller with many items builds its metrics once and grows them as items arrive, with
/// ``append(height:isSelectable:)``.
///
/// ```swift
/// var metrics = ItemMetrics()
/// for entry in entries { metrics.append(height: entry.hasImage ? 5 : 2) }
/// metrics.top(of: 2)        // 7 when the first entry has an image and the second does not
/// metrics.item(atLine: 6)   // 1
/// ```
public struct ItemMetrics: Equatable, Sendable {
  /// Items per block of running totals.
  static let blockShift = 6
  static let blockSize = 1 << blockShift
  /// The byte marking an item that cannot be selected.
  static let unselectableBit: UInt8 = 0x80
  /// The byte value meaning "look the height up in the overflow table".
  static let largeHeight: UInt8 = 0x7F

  /// The number of items.
  public private(set) var count = 0
  /// The height of every item, while they are all alike.
  private var uniformHeight = 1
  /// Whether every item can be selected, while they are all alike.
  private var uniformSelectable = true
  /// The per-item table once items differ; nil while they are all alike, so that the metrics of
  /// a section of like items are a few plain integers, copied without reference counting.
  private var table: Table?

  /// One byte per item, and the running totals, shared between copies until one changes.
  ///
  /// `@unchecked Sendable`: a table is changed only through `uniqueTable()`, once
  /// `isKnownUniquelyReferenced` has shown that no other copy holds it, so a table another
  /// thread can see is never written, as with the standard library's own copy-on-write
  /// storage. `ItemMetricsSendingTests` changes copies while others read them on other threads,
  /// for the thread sanitizer to check.
  final class Table: @unchecked Sendable {
    var bytes: [UInt8] = []
    var overflow: [Int: Int] = [:]
    var blockTops: [Int] = []
    var blockSelectable: [Int] = []

    init() {}

    init(copying other: Table) {
      bytes = other.bytes
      overflow = other.overflow
      blockTops = other.blockTops
      blockSelectable = other.blockSelectable
    }
  }

  /// The table, made unique for changing it.
  private mutating func uniqueTable() -> Table {
    // Checked before binding the table to a name, which would be a second reference and make
    // every change copy it.
    if !isKnownUniquelyReferenced(&table) {
      table = table.map(Table.init(copying:)) ?? Table()
    }
    return table.unsafelyUnwrapped
  }

  /// One byte per item once they differ: the height, and the unselectable bit.
  private var bytes: [UInt8]? { table?.bytes }
  /// Heights of 127 lines and more.
  private var overflow: [Int: Int] { table?.overflow ?? [:] }
  /// The line each block starts on.
  private var blockTops: [Int] { table?.blockTops ?? [] }
  /// The selectable items before each block.
  private var blockSelectable: [Int] { table?.blockSelectable ?? [] }
  /// The sum of all heights.
  public private(set) var totalHeight = 0
  /// The number of items that can be selected.
  public private(set) var selectableCount = 0

  /// No items.
  public init() {}

  /// Items all of one height, all selectable or none.
  public init(count: Int, height: Int, isSelectable: Bool = true) {
    self.count = max(0, count)
    uniformHeight = max(1, height)
    uniformSelectable = isSelectable
    totalHeight = self.count * uniformHeight
    selectableCount = isSelectable ? self.count : 0
  }

  /// Items measured one by one.
  public init(count: Int, height: (Int) -> Int, isSelectable: (Int) -> Bool = { _ in true }) {
    self.init()
    for item in 0..<max(0, count) {
      append(height: height(item), isSelectable: isSelectable(item))
    }
  }

  // MARK: - Changing

  /// Adds an item at the end.
  ///
  /// Amortized O(1).
  public mutating func append(height: Int, isSelectable: Bool = true) {
    let height = max(1, height)
    if table == nil {
      if count == 0 {
        uniformHeight = height
        uniformSelectable = isSelectable
      }
      if height == uniformHeight && isSelectable == uniformSelectable {
        count += 1
        totalHeight += height
        selectableCount += isSelectable ? 1 : 0
        return
      }
      materialize()
    }
    let table = uniqueTable()
    if count & (Self.blockSize - 1) == 0 {
      table.blockTops.append(totalHeight)
      table.blockSelectable.append(selectableCount)
    }
    table.bytes.append(encode(height: height, at: count, isSelectable: isSelectable, in: table))
    count += 1
    totalHeight += height
    selectableCount += isSelectable ? 1 : 0
  }

  /// Changes the height of one item.
  ///
  /// O(n / 64): the running totals after it move.
  public mutating func setHeight(_ height: Int, at item: Int) {
    precondition(item >= 0 && item < count, "item \(item) out of range")
    let height = max(1, height)
    let old = self.height(of: item)
    guard height != old else { return }
    materialize()
    let selectable = isSelectable(item)
    let table = uniqueTable()
    table.overflow[item] = nil
    table.bytes[item] = encode(height: height, at: item, isSelectable: selectable, in: table)
    let delta = height - old
    totalHeight += delta
    var block = (item >> Self.blockShift) + 1
    while block < table.blockTops.count {
      table.blockTops[block] += delta
      block += 1
    }
  }

  /// Switches from the uniform form to one byte per item.
  private mutating func materialize() {
    guard table == nil else { return }
    let table = Table()
    table.bytes.reserveCapacity(count + count / 2)
    for item in 0..<count {
      if item & (Self.blockSize - 1) == 0 {
        table.blockTops.append(item * uniformHeight)
        table.blockSelectable.append(uniformSelectable ? item : 0)
      }
      table.bytes.append(
        encode(height: uniformHeight, at: item, isSelectable: uniformSelectable, in: table))
    }
    self.table = table
  }

  /// The byte for an item, noting a large height in the table's overflow.
  private func encode(height: Int, at item: Int, isSelectable: Bool, in table: Table) -> UInt8 {
    var byte: UInt8
    if height >= Int(Self.largeHeight) {
      table.overflow[item] = height
      byte = Self.largeHeight
    } else {
      byte = UInt8(height)
    }
    if !isSelectable { byte |= Self.unselectableBit }
    return byte
  }

  /// The count, height and selectability of items that are all alike, as kept without a
  /// table; nil once they differ.
  var uniformShape: (count: Int, height: Int, isSelectable: Bool)? {
    table == nil ? (count, uniformHeight, uniformSelectable) : nil
  }

  // MARK: - Questions

  /// The height of an item, in lines.
  public func height(of item: Int) -> Int {
    guard let table else { return uniformHeight }
    let value = table.bytes[item] & ~Self.unselectableBit
    return value == Self.largeHeight ? table.overflow[item] ?? 1 : Int(value)
  }

  /// Whether an item can hold the selection.
  public func isSelectable(_ item: Int) -> Bool {
    guard let table else { return uniformSelectable }
    return table.bytes[item] & Self.unselectableBit == 0
  }

  /// The line an item starts on, from 0 at the first item's top.
  public func top(of item: Int) -> Int {
    guard table != nil else { return item * uniformHeight }
    if item >= count { return totalHeight }
    let block = item >> Self.blockShift
    var line = blockTops[block]
    for earlier in (block << Self.blockShift)..<item { line += height(of: earlier) }
    return line
  }

  /// The item that covers a line, or nil past the end.
  public func item(atLine line: Int) -> Int? {
    guard line >= 0, line < totalHeight else { return nil }
    guard table != nil else { return line / uniformHeight }
    let block = Self.lastIndex(in: blockTops, notAbove: line)
    var item = block << Self.blockShift
    var top = blockTops[block]
    while top + height(of: item) <= line {
      top += height(of: item)
      item += 1
    }
    return item
  }

  /// How many selectable items come before an item.
  public func selectableCount(before item: Int) -> Int {
    guard table != nil else { return uniformSelectable ? min(max(0, item), count) : 0 }
    if item >= count { return selectableCount }
    let block = item >> Self.blockShift
    var selectable = blockSelectable[block]
    for earlier in (block << Self.blockShift)..<item where isSelectable(earlier) {
      selectable += 1
    }
    return selectable
  }

  /// The selectable item of a 0-based rank among the selectable ones, or nil.
  public func item(selectableRank rank: Int) -> Int? {
    guard rank >= 0, rank < selectableCount else { return nil }
    guard table != nil else { return rank }
    let block = Self.lastIndex(in: blockSelectable, notAbove: rank)
    var item = block << Self.blockShift
    var seen = blockSelectable[block]
    while true {
      if isSelectable(item) {
        if seen == rank { return item }
        seen += 1
      }
      item += 1
    }
  }

  /// Equal when they hold the same heights and selectability: at once when they share a table.
  public static func == (lhs: ItemMetrics, rhs: ItemMetrics) -> Bool {
    guard lhs.count == rhs.count, lhs.totalHeight == rhs.totalHeight,
      lhs.selectableCount == rhs.selectableCount
    else { return false }
    switch (lhs.table, rhs.table) {
    case (nil, nil):
      return lhs.count == 0
        || (lhs.uniformHeight == rhs.uniformHeight
          && lhs.uniformSelectable == rhs.uniformSelectable)
    case (let left?, let right?):
      return left === right || (left.bytes == right.bytes && left.overflow == right.overflow)
    default:
      return (0..<lhs.count).allSatisfy {
        lhs.height(of: $0) == rhs.height(of: $0) && lhs.isSelectable($0) == rhs.isSelectable($0)
      }
    }
  }

  /// The last index whose value is not above `value`, in a non-decreasing array whose first
  /// value is not above it.
  static func lastIndex(in values: [Int], notAbove value: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) >> 1
      if values[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }
}
