import ListDiff

extension ListAdapter {
  /// An object with its identity, as the adapter diffs it.
  struct Entry {
    var identity: ObjectIdentity
    var object: any Diffable
  }

  /// Asks the data source for its objects again and applies the difference, without
  /// rebuilding what did not change.
  ///
  /// The objects are diffed by identity. Section controllers are kept for surviving
  /// objects, and told of new content through `didUpdate(to:)`; new objects get new
  /// controllers. The selection stays on the same item by identity, at the same place on
  /// screen where possible; if its section is gone, the nearest surviving neighbour takes
  /// it. An object whose identity repeats an earlier one is dropped, with a warning.
  ///
  /// - Returns: the diff of the old objects against the new ones.
  @discardableResult
  public func performUpdates() -> DiffResult<ObjectIdentity> {
    var newEntries = (dataSource?.objects(for: self) ?? []).map {
      Entry(identity: ObjectIdentity(of: $0), object: $0)
    }
    let oldEntries = entries
    var result = diff(
      oldEntries, newEntries, id: { $0.identity },
      isContentEqual: { isContentEqual($0.object, $1.object) })
    if !result.duplicateNewIndexes.isEmpty {
      // Rare: drop the repeats, with a warning each, and diff what is left.
      for index in result.duplicateNewIndexes {
        onWarning?(
          "object \(index) repeats the identity \(newEntries[index].identity) and was dropped")
      }
      let repeats = Set(result.duplicateNewIndexes)
      newEntries = newEntries.indices.filter { !repeats.contains($0) }.map { newEntries[$0] }
      result = diff(
        oldEntries, newEntries, id: { $0.identity },
        isContentEqual: { isContentEqual($0.object, $1.object) })
    }

    var changed = [Bool](repeating: false, count: oldEntries.count)
    for index in result.updates { changed[index] = true }
    var controllers: [any SectionController] = []
    controllers.reserveCapacity(newEntries.count)
    for (index, entry) in newEntries.enumerated() {
      if let old = result.oldIndex(forNew: index) {
        let controller = sectionControllers[old]
        if changed[old] { controller.didUpdate(to: entry.object) }
        controllers.append(controller)
      } else if let dataSource {
        let controller = dataSource.sectionController(for: entry.object)
        controller.didUpdate(to: entry.object)
        controllers.append(controller)
      }
    }

    let anchor = selectionAnchor(in: result)
    entries = newEntries
    sectionIndexes = nil
    sectionControllers = controllers
    collapsed = collapsed.filter { result.newIndex(for: $0.key) != nil }
    relayout()
    restoreSelection(anchor)
    return result
  }

  /// Replaces every section controller and lays the list out from scratch, keeping the
  /// selection where possible.
  public func reloadData() {
    entries = []
    sectionIndexes = nil
    sectionControllers = []
    let anchor = selectedRow.map { layout.row($0) }
    selectedRow = nil
    performUpdates()
    if let anchor {
      let row = layout.rowIndex(section: anchor.section, part: anchor.part)
      select(row: row.flatMap { layout.nearestSelectableRow(to: $0) }, keepingOffset: nil)
    }
  }

  /// Where the selection should go after an update: the new section and part, and the line
  /// of the view it was on.
  struct SelectionAnchor {
    var section: Int
    var part: ListRow.Part
    var offset: Int?
  }

  /// Finds the selected section's new index, or its nearest surviving neighbour's.
  func selectionAnchor(in result: DiffResult<ObjectIdentity>) -> SelectionAnchor? {
    guard let row = selectedRow, row < layout.rowCount else { return nil }
    let place = layout.row(row)
    let offset = layout.top(ofRow: row) - scrollTop
    if let section = result.newIndex(forOld: place.section) {
      return SelectionAnchor(section: section, part: place.part, offset: offset)
    }
    // The selected section is gone: take the nearest survivor, looking below first.
    for distance in 1...max(1, result.oldCount) {
      for old in [place.section + distance, place.section - distance] {
        if let section = result.newIndex(forOld: old) {
          let part: ListRow.Part = old > place.section ? .item(0) : .item(Int.max)
          return SelectionAnchor(section: section, part: part, offset: offset)
        }
      }
    }
    return nil
  }

  /// Selects the anchor's row, or the nearest selectable one, at the anchor's place on
  /// screen where the content allows.
  func restoreSelection(_ anchor: SelectionAnchor?) {
    guard let anchor else {
      select(row: layout.selectableRow(rank: 0), keepingOffset: nil)
      return
    }
    let rows = layout.rows(ofSection: anchor.section)
    var row: Int?
    switch anchor.part {
    case .item(let item):
      let count = sectionControllers[anchor.section].numberOfItems
      let clamped = min(max(0, item), max(0, count - 1))
      row = layout.rowIndex(section: anchor.section, part: .item(clamped))
    case .header, .footer:
      row = layout.rowIndex(section: anchor.section, part: anchor.part)
    }
    let start = row ?? rows.first ?? min(rows.lowerBound, max(0, layout.rowCount - 1))
    let forward: Bool
    if case .item(Int.max) = anchor.part { forward = false } else { forward = true }
    select(
      row: layout.nearestSelectableRow(to: start, forward: forward), keepingOffset: anchor.offset)
  }
}
