import ListDiff
import Render

/// Turns a list of diffable objects into sections on screen, the IGListKit way.
///
/// A data source supplies the objects and one section controller per object, chosen by the
/// object's kind. The adapter lays the sections out (each item with its own height), draws
/// only the rows in view, routes keys to the section that holds the selection, and applies
/// changes with ``performUpdates()``: a diff by identity that keeps controllers, selection
/// and scroll position rather than rebuilding everything.
///
/// ```swift
/// let adapter = ListAdapter(dataSource: screen)
/// adapter.performUpdates()
/// adapter.render(into: &buffer, in: buffer.area)
/// adapter.handle(.down)
/// ```
public final class ListAdapter {
  /// Supplies objects, section controllers and the empty view.
  public weak var dataSource: (any ListAdapterDataSource)?
  /// The styles rows are drawn with.
  public var theme: Theme = .color
  /// Columns reserved at the left of every row; the first holds the selection mark `>`.
  public var gutterWidth = 2
  /// Lines kept visible above and below the selection while scrolling.
  public var scrollMargin = 2
  /// How many sections beyond the viewport count as within the working range.
  public var workingRangeSize = 3
  /// Maps keys to list commands; a section's own key handling comes first.
  public var dispatcher = SelectionDispatcher.standard
  /// Called with a message for each object dropped during an update, such as a duplicate
  /// identity.
  public var onWarning: ((String) -> Void)?

  /// The objects shown, one per section, in order, with their identities.
  var entries: [Entry] = []
  /// Section indexes by identity, built when first needed after an update.
  var sectionIndexes: [ObjectIdentity: Int]?
  /// The section controller of each object.
  public internal(set) var sectionControllers: [any SectionController] = []
  /// Collapsed sections, with the item that held the selection when they collapsed.
  var collapsed: [ObjectIdentity: Int] = [:]
  /// The current layout of all rows.
  public internal(set) var layout = ListLayout()
  /// The size of the area the list is drawn in.
  public internal(set) var viewport = Size(width: 0, height: 0)
  /// The first line of content in view.
  public internal(set) var scrollTop = 0
  /// The row that holds the selection, if any.
  public internal(set) var selectedRow: Int?
  /// Sections currently within the working range, by identity.
  var workingRange: [ObjectIdentity: any WorkingRangeObserver] = [:]

  /// Creates an adapter with a data source.
  ///
  /// Call ``performUpdates()`` to load it.
  public init(dataSource: (any ListAdapterDataSource)? = nil) {
    self.dataSource = dataSource
  }

  /// Whether the list has no objects.
  public var isEmpty: Bool { entries.isEmpty }

  /// The number of objects, one per section.
  public var sectionCount: Int { entries.count }

  /// The objects shown, one per section, in order.
  ///
  /// O(n): prefer ``object(inSection:)``.
  public var objects: [any Diffable] { entries.map(\.object) }

  /// The object of a section.
  public func object(inSection section: Int) -> any Diffable { entries[section].object }

  /// The width available to a row's content, right of the gutter.
  var contentWidth: Int { max(0, viewport.width - effectiveGutter) }

  /// The gutter, narrowed on very small screens so content keeps at least one column.
  var effectiveGutter: Int { max(0, min(gutterWidth, viewport.width - 1)) }

  /// The section index of an object's identity, if it is in the list.
  ///
  /// O(1) after the first call following an update.
  public func sectionIndex(of identity: ObjectIdentity) -> Int? {
    if let sectionIndexes { return sectionIndexes[identity] }
    var indexes: [ObjectIdentity: Int] = [:]
    indexes.reserveCapacity(entries.count)
    for (section, entry) in entries.enumerated() { indexes[entry.identity] = section }
    sectionIndexes = indexes
    return indexes[identity]
  }

  /// The selection: which section, object, part and position holds it, if any.
  public var selection: ListSelection? {
    guard let row = selectedRow, row < layout.rowCount else { return nil }
    let place = layout.row(row)
    return ListSelection(
      section: place.section,
      object: entries[place.section].object,
      controller: sectionControllers[place.section],
      part: place.part,
      position: layout.selectablePosition(ofRow: row),
      count: layout.selectableCount)
  }

  /// Lays the list out again, for example after a section's heights changed.
  public func invalidateLayout() {
    let anchor = selectedRow.map {
      (row: layout.row($0), offset: layout.top(ofRow: $0) - scrollTop)
    }
    relayout()
    if let anchor {
      let row =
        layout.rowIndex(section: anchor.row.section, part: anchor.row.part)
        ?? layout.rows(ofSection: anchor.row.section).first
      select(row: row.flatMap { layout.nearestSelectableRow(to: $0) }, keepingOffset: anchor.offset)
    } else {
      select(row: layout.selectableRow(rank: 0), keepingOffset: nil)
    }
  }

  /// Measures every section again at the current width.
  func relayout() {
    layout = ListLayout(sections: sectionControllers, width: contentWidth) { section in
      self.collapsed[self.entries[section].identity] != nil
    }
  }

  /// Sets the size of the list's area.
  ///
  /// A new width lays the list out again.
  public func setViewport(_ size: Size) {
    guard size != viewport else { return }
    let widthChanged = size.width != viewport.width
    viewport = size
    if widthChanged { invalidateLayout() } else { clampScroll() }
    revealSelection()
  }
}
