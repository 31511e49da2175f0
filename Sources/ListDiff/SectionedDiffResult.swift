/// The changes that turn an old sectioned collection into a new one.
///
/// Sections are diffed by their own identity (``sections``). Items are paired by identity
/// across the whole collection, so an item can move from one section to another.
///
/// The item lists are complete: every old item is kept in place, deleted or moved, and every
/// new item is kept in place, inserted or moved, even when its section was itself inserted or
/// deleted. An item stays in place only if its section kept its identity and the item lies
/// in one longest increasing run of that section's kept items; so moves are minimal within
/// each section, and every change of section is a move.
public struct SectionedDiffResult<SectionID: Hashable, ItemID: Hashable> {
  /// The diff of the sections themselves.
  public let sections: DiffResult<SectionID>
  /// New paths of items that are not in old.
  public let itemInserts: [ItemPath]
  /// Old paths of items that are not in new.
  public let itemDeletes: [ItemPath]
  /// Old paths of items kept with changed content.
  public let itemUpdates: [ItemPath]
  /// Items that moved, within their section or to another one, ordered by new path.
  public let itemMoves: [ItemMove]
  /// Old paths of item identities that occurred earlier in old; each is also a delete.
  public let duplicateOldItems: [ItemPath]
  /// New paths of item identities that occurred earlier in new; each is also an insert.
  public let duplicateNewItems: [ItemPath]

  let table: IdentityTable<ItemID>
  let oldPaths: [ItemPath]
  let newPaths: [ItemPath]
  let oldToNew: [Int]

  /// Builds the result from the section diff and the pairing of the flattened items.
  @usableFromInline
  init(
    sections: DiffResult<SectionID>, items: Pairing<ItemID>,
    oldPaths: [ItemPath], newPaths: [ItemPath]
  ) {
    self.sections = sections
    let changes = SectionedChanges(
      sections: sections.oldToNew, oldToNew: items.oldToNew, newToOld: items.newToOld,
      oldPaths: oldPaths, newPaths: newPaths)
    itemInserts = items.newToOld.indices.filter { items.newToOld[$0] < 0 }.map { newPaths[$0] }
    itemDeletes = items.oldToNew.indices.filter { items.oldToNew[$0] < 0 }.map { oldPaths[$0] }
    itemUpdates = items.updated.indices.filter { items.updated[$0] }.map { oldPaths[$0] }
    itemMoves = changes.moves
    duplicateOldItems = items.duplicateOld.map { oldPaths[$0] }
    duplicateNewItems = items.duplicateNew.map { newPaths[$0] }
    table = items.table
    self.oldPaths = oldPaths
    self.newPaths = newPaths
    oldToNew = items.oldToNew
  }

  /// Whether anything changed, in the sections or in their items.
  public var hasChanges: Bool {
    sections.hasChanges || !itemInserts.isEmpty || !itemDeletes.isEmpty
      || !itemUpdates.isEmpty || !itemMoves.isEmpty
  }

  /// The old path of the first item with this identity, or nil if old has none.
  public func oldPath(for id: ItemID) -> ItemPath? {
    guard let entry = table.entry(for: id), !entry.isNew else { return nil }
    return oldPaths[entry.index]
  }

  /// The new path of the first item with this identity, or nil if new has none.
  public func newPath(for id: ItemID) -> ItemPath? {
    guard let entry = table.entry(for: id) else { return nil }
    if entry.isNew { return newPaths[entry.index] }
    return oldToNew[entry.index] >= 0 ? newPaths[oldToNew[entry.index]] : nil
  }
}

/// The minimal item moves of a sectioned diff, computed without knowing the element types.
struct SectionedChanges {
  var moves: [ItemMove] = []

  /// Finds the moves: every change of section, and within a kept section the items outside
  /// one longest increasing run of old item indexes.
  init(
    sections: [Int], oldToNew: [Int], newToOld: [Int],
    oldPaths: [ItemPath], newPaths: [ItemPath]
  ) {
    var run: [(old: Int, new: Int)] = []
    var runSection = -1
    func flush() {
      let still = IncreasingSubsequence.membership(of: run.map { oldPaths[$0.old].item })
      for (position, pair) in run.enumerated() where !still[position] {
        moves.append(ItemMove(from: oldPaths[pair.old], to: newPaths[pair.new]))
      }
      run.removeAll(keepingCapacity: true)
    }
    for (newIndex, oldIndex) in newToOld.enumerated() where oldIndex >= 0 {
      let to = newPaths[newIndex]
      if to.section != runSection {
        flush()
        runSection = to.section
      }
      let from = oldPaths[oldIndex]
      if sections[from.section] == to.section {
        run.append((oldIndex, newIndex))
      } else {
        moves.append(ItemMove(from: from, to: to))
      }
    }
    flush()
    moves.sort { $0.to < $1.to }
  }
}
