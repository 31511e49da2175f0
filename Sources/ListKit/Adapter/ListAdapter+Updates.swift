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
  /// controllers. Only new and changed sections are measured again. The selection stays on
  /// the same item, by section identity and item identity (see
  /// ``SectionController/identity(ofItem:)``), at the same line of the view where possible; if
  /// the item is gone, its nearest surviving neighbour takes the selection, and if its section
  /// is gone, the nearest surviving section does. Collapsed sections stay collapsed. An object
  /// whose identity repeats an earlier one is dropped, with a warning.
  ///
  /// The first load, when the list is empty, skips the diff.
  @discardableResult
  public func performUpdates() -> ListUpdate {
    let objects = dataSource?.objects(for: self) ?? []
    guard !entries.isEmpty else { return load(objects) }
    var newEntries = objects.map { Entry(identity: ObjectIdentity(of: $0), object: $0) }
    let oldEntries = entries
    var result = Self.diff(oldEntries, newEntries)
    if !result.duplicateNewIndexes.isEmpty {
      newEntries = droppingRepeats(newEntries, at: result.duplicateNewIndexes)
      result = Self.diff(oldEntries, newEntries)
    }
    let anchor = selectionAnchor(in: result)
    var changed = [Bool](repeating: false, count: oldEntries.count)
    for index in result.updates { changed[index] = true }
    let oldLayout = layout
    let canReuse = oldLayout.width == contentWidth && oldLayout.sectionCount == oldEntries.count
    let oldControllers = sectionControllers
    var controllers: [any SectionController] = []
    // For each new section, the old one whose measured layout still holds, or -1.
    var reused = [Int](repeating: -1, count: newEntries.count)
    controllers.reserveCapacity(newEntries.count)
    for (index, entry) in newEntries.enumerated() {
      if let old = result.oldIndex(forNew: index) {
        let controller = oldControllers[old]
        if changed[old] {
          controller.didUpdate(to: entry.object)
        } else if canReuse {
          reused[index] = old
        }
        controllers.append(controller)
      } else {
        controllers.append(makeController(for: entry.object))
      }
    }
    entries = newEntries
    sectionIndexes = nil
    sectionControllers = controllers
    if !collapsed.isEmpty { collapsed = collapsed.filter { result.newIndex(for: $0.key) != nil } }
    var sections: [SectionLayout] = []
    sections.reserveCapacity(newEntries.count)
    for (index, old) in reused.enumerated() {
      sections.append(old >= 0 ? oldLayout.sections[old] : measure(section: index))
    }
    relayout(with: sections)
    restoreSelection(anchor)
    didChangeState()
    return ListUpdate(
      inserted: result.inserts.count, deleted: result.deletes.count,
      updated: result.updates.count, moved: result.moves.count, diff: result)
  }

  /// The diff of two lists of entries by identity and content.
  ///
  /// Diffs their indexes, so that elements copied about are plain integers: old indexes count
  /// from 0, new ones from the old count.
  static func diff(_ old: [Entry], _ new: [Entry]) -> DiffResult<ObjectIdentity> {
    let oldCount = old.count
    return ListDiff.diff(
      0..<oldCount, oldCount..<(oldCount + new.count),
      id: { $0 < oldCount ? old[$0].identity : new[$0 - oldCount].identity },
      hash: { $0.hash },
      isContentEqual: { isContentEqual(old[$0].object, new[$1 - oldCount].object) })
  }

  /// Loads objects into an empty list: no diff, one new controller per object.
  private func load(_ objects: [any Diffable]) -> ListUpdate {
    var seen = Set<ObjectIdentity>()
    seen.reserveCapacity(objects.count)
    var newEntries: [Entry] = []
    newEntries.reserveCapacity(objects.count)
    for (index, object) in objects.enumerated() {
      let identity = ObjectIdentity(of: object)
      guard seen.insert(identity).inserted else {
        onWarning?("object \(index) repeats the identity \(identity) and was dropped")
        continue
      }
      newEntries.append(Entry(identity: identity, object: object))
    }
    entries = newEntries
    sectionIndexes = nil
    sectionControllers = newEntries.map { makeController(for: $0.object) }
    collapsed = [:]
    relayout()
    select(row: layout.selectableRow(rank: 0), keepingOffset: nil)
    didChangeState()
    return ListUpdate(inserted: newEntries.count, deleted: 0, updated: 0, moved: 0, diff: nil)
  }

  /// A new controller for an object, given the object.
  private func makeController(for object: any Diffable) -> any SectionController {
    let controller =
      dataSource?.sectionController(for: object) ?? PlaceholderSectionController()
    controller.didUpdate(to: object)
    return controller
  }

  /// The entries without the repeats at the given indexes, warning about each.
  private func droppingRepeats(_ entries: [Entry], at indexes: [Int]) -> [Entry] {
    for index in indexes {
      onWarning?("object \(index) repeats the identity \(entries[index].identity) and was dropped")
    }
    let repeats = Set(indexes)
    return entries.indices.filter { !repeats.contains($0) }.map { entries[$0] }
  }

  /// Replaces every section controller and lays the list out from scratch, keeping the
  /// selection's section and part where possible.
  public func reloadData() {
    let anchor = selectedRow.map { layout.row($0) }
    entries = []
    sectionIndexes = nil
    sectionControllers = []
    selectedRow = nil
    performUpdates()
    if let anchor {
      let row = layout.rowIndex(section: anchor.section, part: anchor.part)
      select(row: row.flatMap { layout.nearestSelectableRow(to: $0) }, keepingOffset: nil)
      didChangeState()
    }
  }
}

/// A controller for an object when the data source is gone: no items.
private final class PlaceholderSectionController: SectionController {
  var numberOfItems: Int { 0 }
  func height(forItem index: Int, width: Int) -> Int { 1 }
  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {}
  func didUpdate(to object: any Diffable) {}
}
