import ListDiff

extension ListAdapter {
  /// ``performUpdates()`` itself, run when no other update is running.
  func applyUpdates() -> ListUpdate {
    let dataSource = self.dataSource
    isAskingForObjects = true
    var newObjects = dataSource?.objects(for: self) ?? []
    isAskingForObjects = false
    guard !sectionObjects.isEmpty else { return load(newObjects) }
    // Taken before any controller hears of its new object, which it answers for only after.
    let before = selectionKey
    let displaced = displacedSelection
    // A large list's identities, when they are plain values, are indexed on another thread
    // while the new objects' identities are made on this one; that thread then releases the
    // last diff, when its identities are plain values too.
    let index =
      identitiesAreInline && sectionIdentities.count >= Self.concurrentWorkMinimum
      ? ConcurrentIndex(
        identities: sectionIdentities, hashes: sectionHashes, newCount: newObjects.count,
        releasing: lastDiffIsInline ? lastDiff.take() : nil)
      : nil
    var (newIdentities, newHashes, newAreInline, newArePlain) = Self.identities(of: newObjects)
    var result = diff(to: newObjects, newIdentities, newHashes, from: index?.take())
    // Where each object kept was among the data source's, when repeats were dropped.
    var sourceIndexes: [Int]?
    if !result.duplicateNewIndexes.isEmpty {
      let kept = keptIndexes(newIdentities, dropping: result.duplicateNewIndexes)
      sourceIndexes = kept
      newObjects = kept.map { newObjects[$0] }
      newIdentities = kept.map { newIdentities[$0] }
      newHashes = kept.map { newHashes[$0] }
      result = diff(to: newObjects, newIdentities, newHashes)
    }
    let anchor = selectionAnchor(in: result)
    let wasAtEnd = followsEnd && selectionIsAtEnd
    // On a large list, the kept controllers and layouts move to their new places on another
    // thread while this one tells the controllers of their objects.
    let layoutBefore = layout
    let keepsLayout = Self.canPlace(layoutBefore, width: contentWidth, for: result)
    let placement =
      result.oldCount >= Self.concurrentWorkMinimum
      ? ConcurrentPlacement(
        slots: controllers.slots, layout: keepsLayout ? layoutBefore : nil, result: result)
      : nil
    let (fresh, told) = tellControllers(
      newObjects, in: result, dataSource: dataSource, sourceIndexes: sourceIndexes)
    let placed = placement?.take()
    if let placed {
      controllers.install(placed.slots, fresh: fresh, for: result)
    } else {
      controllers.rearrange(for: result, fresh: fresh)
    }
    let oldLayout = layout
    // Plain objects run no code of theirs when freed: a large list of them is freed on another
    // thread while this one goes on.
    let oldObjects = sectionObjects
    sectionObjects = newObjects
    if objectsArePlain, oldObjects.count >= Self.concurrentWorkMinimum {
      PlainObjects.release(consume oldObjects)
    }
    objectsArePlain = newArePlain
    sectionIdentities = newIdentities
    sectionHashes = newHashes
    lastDiffIsInline = identitiesAreInline && newAreInline
    identitiesAreInline = newAreInline
    sectionIndexes = nil
    lastDiff = result
    carryCollapsed(across: result)
    // The layouts placed meanwhile serve unless a controller laid the list out again while it
    // was told.
    layout = layout(
      after: result, from: oldLayout, told: told, identities: newIdentities,
      placed: oldLayout.isSame(as: layoutBefore) ? placed?.layout : nil)
    let followedItem = restoreSelection(anchor)
    followEnd(if: wasAtEnd)
    settleSelection(
      before: before, displaced: displaced, followedEnd: wasAtEnd, followedItem: followedItem)
    didChangeState()
    return ListUpdate(
      inserted: result.inserts.count, deleted: result.deletes.count,
      updated: result.updates.count, diff: result)
  }

  /// Tells every controller of its object, in order, before any section is measured: kept
  /// controllers whose object changed, and new ones, made for inserted objects.
  ///
  /// Returns the new controllers, in order, and the new indexes of the sections told,
  /// ascending: those to measure again.
  ///
  /// Never inlined, so that `objects` stays a parameter, whose elements are lent in place
  /// where a caller's variable's would be copied.
  @inline(never)
  private func tellControllers(
    _ objects: [any Diffable], in result: DiffResult<ObjectIdentity>,
    dataSource: (any ListAdapterDataSource)?, sourceIndexes: [Int]?
  ) -> (fresh: [ControllerStore.Slot], told: [Int]) {
    // Only changed and inserted sections hear anything: visit just those, merging the two
    // lists of new indexes, rather than every section.
    let changed = result.updates.compactMap { old in result.newIndex(forOld: old) }.sorted()
    let inserted = result.inserts
    var fresh: [ControllerStore.Slot] = []
    fresh.reserveCapacity(inserted.count)
    var told: [Int] = []
    told.reserveCapacity(changed.count + inserted.count)
    var nextChanged = 0
    var nextInserted = 0
    // The objects to tell of, and the controllers to tell, are read ahead together.
    objects.withUnsafeBufferPointer { objects in
      ReadAhead.elements(of: objects, at: inserted)
      ReadAhead.elements(of: objects, at: changed)
    }
    let slots = controllers.slots
    ReadAhead.objects(
      at: changed.lazy.compactMap { result.oldIndex(forNew: $0) }.map { slots[$0].address })
    // The objects are read through a buffer, whose elements are lent to the controllers in
    // place rather than copied first.
    objects.withUnsafeBufferPointer { objects in
      while nextChanged < changed.count || nextInserted < inserted.count {
        if nextInserted == inserted.count
          || (nextChanged < changed.count && changed[nextChanged] < inserted[nextInserted])
        {
          let index = changed[nextChanged]
          nextChanged += 1
          if let old = result.oldIndex(forNew: index) {
            controllers[old].didUpdate(to: objects[index])
            passWarnings(
              of: controllers[old], index: sourceIndexes?[index] ?? index, object: objects[index])
          }
          told.append(index)
        } else {
          let index = inserted[nextInserted]
          nextInserted += 1
          let controller = makeController(for: objects[index], from: dataSource)
          passWarnings(
            of: controller, index: sourceIndexes?[index] ?? index, object: objects[index])
          fresh.append(ControllerStore.Slot(retaining: controller))
          told.append(index)
        }
      }
    }
    return (fresh, told)
  }

  /// The identity of each object, and the hash of each identity.
  ///
  /// Never inlined, so that `objects` stays a parameter, whose elements are lent in place
  /// where a caller's variable's would be copied.
  @inline(never)
  static func identities(
    of objects: [any Diffable]
  ) -> (
    [ObjectIdentity], [Int], inline: Bool, plain: Bool
  ) {
    // Not through `unsafeUninitializedCapacity: 0`, which writes the count of the one empty
    // array every thread shares (a data race the thread sanitizer reports).
    guard !objects.isEmpty else { return ([], [], true, true) }
    var hashes: [Int] = []
    var inline = true
    var types = ObjectIdentity.TypeMix()
    let identities = [ObjectIdentity](unsafeUninitializedCapacity: objects.count) {
      identities, count in
      hashes = [Int](unsafeUninitializedCapacity: objects.count) { hashes, hashCount in
        types = ObjectIdentity.TypeMix()
        for index in objects.indices {
          let identity = ObjectIdentity.of(objects[index], types: &types)
          inline = inline && identity.isInline
          hashes.initializeElement(at: index, to: identity.hash)
          identities.initializeElement(at: index, to: identity)
        }
        hashCount = objects.count
      }
      count = objects.count
    }
    return (identities, hashes, inline, types.allPlain)
  }

  /// The fewest sections for which an update hands work to another thread (indexing the old
  /// identities, placing the kept controllers and layouts, freeing plain objects): below it,
  /// handing the work over costs more than it saves.
  static let concurrentWorkMinimum = 10_000

  /// The diff from the list's objects to new ones by identity and content, with identities
  /// and their hashes kept beside the objects, so that they are neither copied nor hashed
  /// again.
  ///
  /// The index of the list's identities is built here, unless it is given.
  func diff(
    to newObjects: [any Diffable], _ newIdentities: [ObjectIdentity], _ newHashes: [Int],
    from index: consuming DiffIndex<ObjectIdentity>? = nil
  ) -> DiffResult<ObjectIdentity> {
    let oldObjects = sectionObjects
    // Taken, not copied, so that the diff finds the index's table its own and fills it in
    // place.
    return ListDiff.diff(
      from: index.take()
        ?? DiffIndex(
          oldIDs: sectionIdentities, oldHashes: sectionHashes, newCount: newIdentities.count,
          hash: { $0.hash }),
      newIDs: newIdentities, newHashes: newHashes,
      isContentEqual: { isContentEqual(oldObjects, $0, newObjects, $1) })
  }

  /// Loads objects into an empty list: no diff, one new controller per object.
  private func load(_ objects: [any Diffable]) -> ListUpdate {
    var seen = Set<ObjectIdentity>()
    seen.reserveCapacity(objects.count)
    var newObjects: [any Diffable] = []
    newObjects.reserveCapacity(objects.count)
    var newIdentities: [ObjectIdentity] = []
    newIdentities.reserveCapacity(objects.count)
    // Where each object kept was among the data source's, to name it in warnings.
    var sourceIndexes: [Int] = []
    var types = ObjectIdentity.TypeMix()
    for (index, object) in objects.enumerated() {
      let identity = ObjectIdentity.of(object, types: &types)
      guard seen.insert(identity).inserted else {
        onWarning?("object \(index) repeats the identity \(identity) and was dropped")
        continue
      }
      newObjects.append(object)
      newIdentities.append(identity)
      sourceIndexes.append(index)
    }
    sectionObjects = newObjects
    sectionIdentities = newIdentities
    sectionHashes = newIdentities.map(\.hash)
    identitiesAreInline = newIdentities.allSatisfy(\.isInline)
    objectsArePlain = types.allPlain
    sectionIndexes = nil
    lastDiff = nil
    let dataSource = self.dataSource
    controllers.replaceAll(with: newObjects.map { makeController(for: $0, from: dataSource) })
    for index in 0..<newObjects.count {
      passWarnings(of: controllers[index], index: sourceIndexes[index], object: newObjects[index])
    }
    collapsed = [:]
    restoreAbsentCollapsed(present: seen)
    relayout()
    // A list that follows its end starts at its end, as `tail -f` does.
    let rank = followsEnd ? layout.selectableCount - 1 : 0
    select(row: layout.selectableRow(rank: max(rank, 0)), keepingOffset: nil)
    didChangeState()
    return ListUpdate(inserted: newObjects.count, deleted: 0, updated: 0, moved: 0, diff: nil)
  }

  /// Passes what a controller found wrong in its object to ``onWarning``, naming the object by
  /// its identity and `index`, its place among the objects the data source gave (as a dropped
  /// repeat is named), which differs from its section's once a repeat before it was dropped.
  func passWarnings(of controller: any SectionController, index: Int, object: any Diffable) {
    let warnings = controller.takeWarnings()
    guard !warnings.isEmpty, let onWarning else { return }
    let identity = ObjectIdentity(of: object)
    for warning in warnings { onWarning("object \(index), \(identity): \(warning)") }
  }

  /// A new controller for an object, from a data source, given the object.
  private func makeController(
    for object: any Diffable, from dataSource: (any ListAdapterDataSource)?
  ) -> any SectionController {
    let controller = dataSource?.sectionController(for: object) ?? PlaceholderSectionController()
    controller.didUpdate(to: object)
    return controller
  }

  /// The indexes of new objects without the repeats at the given indexes, warning about each.
  private func keptIndexes(_ identities: [ObjectIdentity], dropping repeats: [Int]) -> [Int] {
    for index in repeats {
      onWarning?("object \(index) repeats the identity \(identities[index]) and was dropped")
    }
    let dropped = Set(repeats)
    return identities.indices.filter { !dropped.contains($0) }
  }

  /// ``reloadData()`` itself, run when no other update is running.
  func applyReloadData() {
    let anchor = selectedRow.map { layout.row($0) }
    sectionObjects = []
    sectionIdentities = []
    sectionHashes = []
    sectionIndexes = nil
    lastDiff = nil
    controllers.replaceAll(with: [])
    selectedRow = nil
    _ = applyUpdates()
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
