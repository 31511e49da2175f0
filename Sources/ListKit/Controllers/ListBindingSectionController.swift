import Input
import ListDiff
import Render
import Synchronization

/// A section whose items are diffable view models made from its object, as IGListKit's
/// `ListBindingSectionController`: when the object changes, the new view models are diffed
/// against the old with ListDiff, unchanged items keep their measured heights, and changed
/// items are bound again in place.
///
/// Items are identified by their view models' `diffID`, so the selection and the collapse
/// state follow an item when the section's items are inserted, deleted or re-sorted.
///
/// ```swift
/// final class DaySectionController: ListBindingSectionController<Day, Appointment> {
///   override func viewModels(for day: Day) -> [Appointment] {
///     day.appointments.sorted { $0.start < $1.start }
///   }
///   override func height(for item: Appointment, width: Int) -> Int { item.note == nil ? 1 : 2 }
///   override func render(_ item: Appointment, into buffer: inout Buffer, context: RenderContext) {
///     buffer.write(item.title, x: 0, y: 0)
///   }
/// }
/// ```
///
/// (`Event` is taken: `import ListKit` brings in `Input`, whose `Event` is a key, a click or a
/// resize.)
///
/// An update diffs every view model of the section, so it costs time in proportion to the
/// section: about 30 ms for one changed item among 100,000 in a release build, ten times that
/// among a million. For a list that long that changes often (a log that grows), conform to
/// ``SectionController`` directly, as step 10 of the README's tutorial, "A section of a hundred
/// thousand items", shows with the example package's `PastSectionController`
/// (`Examples/Agenda`): give the heights in bulk with an ``ItemMetrics`` from
/// ``SectionController/itemMetrics(width:)`` (appending the new items' heights in
/// ``SectionController/didUpdate(to:)`` when the new object extends the old), an identity per
/// item, an O(1) or O(log n) ``SectionController/index(ofItemIdentity:)`` (the default is a
/// linear search), an object whose `isContentEqual(to:)` compares a version or a count rather
/// than every item, and ``ListAdapter/reload(_:)`` for the one object that changed. Fifty
/// lines added to a million then cost about 0.2 ms and a frame, where one section per line
/// costs about 170 ms (the adapter diffs every section's identity) and one binding section
/// about 230 ms.
open class ListBindingSectionController<Object: Diffable, ViewModel: Diffable>: SectionController {
  /// The section's object, once it arrived.
  public private(set) var object: Object?
  /// The items, in order.
  public private(set) var viewModels: [ViewModel] = []
  /// The diff from the previous view models to these; nil after the first update.
  public private(set) var lastItemDiff: DiffResult<ViewModel.DiffID>?
  /// Heights measured at ``measuredWidth``, kept for unchanged items.
  private var metrics: ItemMetrics?
  private var measuredWidth = -1
  /// Item indexes by identity, built when first asked for an identity not in ``recent``.
  private var indexes: [ViewModel.DiffID: Int]?
  /// The identities asked for last, with their indexes, carried through each update: after an
  /// update the adapter looks up the selected item and its neighbours, which it asked for
  /// before, and they are found here without a table of every item.
  private var recent: [ViewModel.DiffID: Int] = [:]

  /// How many identities ``recent`` keeps: enough for a selected item and the neighbours the
  /// adapter asks for beside it.
  private static var recentLimit: Int { 4096 }

  /// Whether the last ``viewModels(for:)`` was this class's own, which has no items.
  private var usedDefaultViewModels = false

  /// Creates the controller.
  public init() {}

  // MARK: - For subclasses

  /// The view models of an object, in order.
  ///
  /// Subclasses must override this. A subclass that does not has no items: the first time a
  /// controller of such a class is updated, it says so in a warning (``takeWarnings()``, which
  /// the adapter passes to `ListAdapter/onWarning`), once for each class.
  open func viewModels(for object: Object) -> [ViewModel] {
    usedDefaultViewModels = true
    return []
  }

  /// The height of an item in lines, at least 1.
  open func height(for viewModel: ViewModel, width: Int) -> Int { 1 }

  /// Draws an item into a buffer of exactly its width and height.
  open func render(_ viewModel: ViewModel, into buffer: inout Buffer, context: RenderContext) {}

  /// Whether an item can hold the selection.
  open func canSelect(_ viewModel: ViewModel) -> Bool { true }

  /// Taps an item.
  open func didSelect(_ viewModel: ViewModel) {}

  /// Tells the subclass that an item kept its identity but changed, now at `index`.
  open func didRebind(item index: Int, from old: ViewModel, to new: ViewModel) {}

  /// The section's kind: by default, the controller's type name without generic arguments
  /// and without `SectionController` (see ``SectionKind/init(namingTypeOf:)``).
  open var kind: SectionKind { SectionKind(namingTypeOf: self) }

  /// What ``didUpdate(to:)`` dropped, until the adapter takes it.
  private var warnings: [String] = []

  /// The view models dropped for repeating an identity, and the objects ignored for being of
  /// another type, since the last call.
  ///
  /// A subclass can add warnings of its own to these: they reach `ListAdapter/onWarning`
  /// after each update of the section.
  open func takeWarnings() -> [String] {
    defer { warnings = [] }
    return warnings
  }

  // MARK: - SectionController

  /// Makes the object's view models and diffs them against the old ones.
  ///
  /// A view model whose identity repeats an earlier one's is dropped, as the adapter drops a
  /// repeated object, with a warning (see ``takeWarnings()``): an item is found by its
  /// identity, which must name one item. An object of another type (the data source gave this
  /// controller for the wrong model) is ignored with a warning naming both types.
  open func didUpdate(to object: any Diffable) {
    guard let object = object.cast(to: Object.self) else {
      warnings.append(wrongTypeWarning(expecting: Object.self, given: object))
      return
    }
    self.object = object
    var new = viewModels(for: object)
    if usedDefaultViewModels {
      usedDefaultViewModels = false
      let isFirst = controllersWithoutViewModels.withLock {
        $0.insert(ObjectIdentifier(type(of: self))).inserted
      }
      if isFirst {
        warnings.append(
          "\(type(of: self)) does not override viewModels(for:), so its sections have no items")
      }
    }
    let old = viewModels
    var result = diff(old, new)
    if !result.duplicateNewIndexes.isEmpty {
      warnings += result.duplicateNewIndexes.map {
        "view model \($0) repeats the identity \(new[$0].diffID) and was dropped"
      }
      let repeated = Set(result.duplicateNewIndexes)
      new = new.indices.filter { !repeated.contains($0) }.map { new[$0] }
      result = diff(old, new)
    }
    var heights: ItemMetrics?
    if let metrics, !old.isEmpty {
      var updated = [Bool](repeating: false, count: old.count)
      for index in result.updates { updated[index] = true }
      var rebuilt = ItemMetrics()
      // By index, not by element: a loop over the view models themselves copies each one
      // through generic code, as this class is compiled once for every type.
      for index in new.indices {
        if let oldIndex = result.oldIndex(forNew: index), !updated[oldIndex] {
          rebuilt.append(
            height: metrics.height(of: oldIndex), isSelectable: metrics.isSelectable(oldIndex))
        } else {
          rebuilt.append(
            height: height(for: new[index], width: measuredWidth),
            isSelectable: canSelect(new[index]))
        }
      }
      heights = rebuilt
    }
    viewModels = new
    lastItemDiff = old.isEmpty ? nil : result
    indexes = nil
    recent = recent.compactMapValues { result.newIndex(forOld: $0) }
    metrics = heights
    for oldIndex in result.updates {
      if let newIndex = result.newIndex(forOld: oldIndex) {
        didRebind(item: newIndex, from: old[oldIndex], to: new[newIndex])
      }
    }
  }

  /// One item per view model.
  open var numberOfItems: Int { viewModels.count }

  /// The view model's height.
  open func height(forItem index: Int, width: Int) -> Int {
    height(for: viewModels[index], width: width)
  }

  /// Heights kept from the last measuring for items that did not change.
  open func itemMetrics(width: Int) -> ItemMetrics? {
    if let metrics, measuredWidth == width, metrics.count == viewModels.count { return metrics }
    measuredWidth = width
    let measured = ItemMetrics(
      count: viewModels.count, height: { self.height(for: self.viewModels[$0], width: width) },
      isSelectable: { self.canSelect(self.viewModels[$0]) })
    metrics = measured
    return measured
  }

  /// Forgets the heights kept, so that the next layout measures every item with
  /// ``height(for:width:)``: for heights that depend on more than the view models.
  open func invalidateItemMetrics() { metrics = nil }

  /// Measures one view model again with ``height(for:width:)`` and keeps the other heights: a
  /// key, a click or a tap on an item (Enter expanding it) costs one measuring, not one per
  /// item.
  open func invalidateItemMetrics(ofItem index: Int) {
    guard metrics?.count == viewModels.count, viewModels.indices.contains(index) else {
      metrics = nil
      return
    }
    metrics?.setHeight(height(for: viewModels[index], width: measuredWidth), at: index)
  }

  /// Draws the view model.
  open func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    render(viewModels[index], into: &buffer, context: context)
  }

  /// Draws the lines of an item in view.
  ///
  /// By default, the whole item with ``render(item:into:context:)``, with the lines copied out.
  /// Override it for items that can be far taller than a screen.
  open func render(
    item index: Int, lines: Range<Int>, into buffer: inout Buffer, context: RenderContext
  ) {
    renderWhole(item: index, lines: lines, into: &buffer, context: context)
  }

  /// Whether the view model can be selected.
  open func canSelect(item index: Int) -> Bool { canSelect(viewModels[index]) }

  /// Taps the view model.
  open func didSelect(item index: Int) { didSelect(viewModels[index]) }

  /// The view model's `diffID`.
  open func identity(ofItem index: Int) -> AnyHashable {
    let id = viewModels[index].diffID
    if recent.count >= Self.recentLimit { recent.removeAll(keepingCapacity: true) }
    recent[id] = index
    return AnyHashable(id)
  }

  /// The index of the view model with a `diffID`, in O(1) after the first call.
  ///
  /// An identity asked for lately through ``identity(ofItem:)`` is found without the table
  /// of every item, which is built on the first other lookup after an update.
  open func index(ofItemIdentity identity: AnyHashable) -> Int? {
    guard let id = identity.base as? ViewModel.DiffID else { return nil }
    if let hit = recent[id] { return hit }
    if indexes == nil {
      var built: [ViewModel.DiffID: Int] = [:]
      for index in viewModels.indices where built[viewModels[index].diffID] == nil {
        built[viewModels[index].diffID] = index
      }
      indexes = built
    }
    return indexes?[id]
  }

  /// Uses no keys by default.
  open func handle(_ key: Key, item index: Int) -> Bool { false }

  /// Uses no clicks beyond selecting the item, by default.
  open func handleClick(item index: Int, column: Int) -> Bool { false }

  /// No header by default.
  open func headerHeight(width: Int) -> Int { 0 }

  /// Draws nothing by default.
  open func renderHeader(into buffer: inout Buffer, context: RenderContext) {}

  /// No footer by default.
  open func footerHeight(width: Int) -> Int { 0 }

  /// Draws nothing by default.
  open func renderFooter(into buffer: inout Buffer, context: RenderContext) {}

  /// Not collapsible by default.
  open var isCollapsible: Bool { false }

  /// An expanded header holds no selection by default.
  open var selectsHeader: Bool { false }

  /// Every item is of the section's kind, by default.
  open func kind(ofItem index: Int) -> SectionKind { kind }

  /// No blank lines between items, by default.
  open var itemSpacing: Int { 0 }
}

/// The binding controller classes that were warned about for not overriding
/// `viewModels(for:)`, so that each is warned about once.
private let controllersWithoutViewModels = Mutex<Set<ObjectIdentifier>>([])
