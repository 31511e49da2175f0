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
/// State changes only through events and updates: ``setViewport(_:)`` when the list's area
/// changes size, ``handle(_:)-(Key)`` for keys, ``handle(_:)-(MouseEvent)`` for the mouse,
/// ``performUpdates()`` for new data. ``render(into:in:)`` only reads.
///
/// ```swift
/// let adapter = ListAdapter(dataSource: screen)
/// adapter.setViewport(Size(width: 80, height: 22))
/// adapter.performUpdates()
/// adapter.render(into: &buffer, in: buffer.area)
/// adapter.handle(.down)
/// ```
///
/// ## The rules
///
/// - **The data source is held weakly**, as a delegate is: keep it alive yourself, usually as
///   the screen or app that owns the adapter. Without it the list shows nothing.
/// - **Keys reach a section only while one of its items holds the selection.** The selected
///   section's ``SectionController/handle(_:item:)`` sees a key first; what it does not use
///   goes to the ``dispatcher``. A section whose header or footer is selected gets no keys.
/// - **Drawing is a pure read.** ``render(into:in:)`` and the section controllers' `render`
///   methods change no state and may run any number of times; every change comes from an
///   event or an update.
/// - **A resize is an event the app turns into ``setViewport(_:)``.** The adapter never reads
///   the terminal: ``handle(_:)-(Event)`` ignores `.resize`, so pass the list's new area (the
///   screen less any title or status lines) to ``setViewport(_:)``.
public final class ListAdapter {
  /// Supplies objects, section controllers and the empty view.
  ///
  /// Held weakly.
  public weak var dataSource: (any ListAdapterDataSource)?
  /// The styles rows are drawn with: the theme set (``Theme/color`` by default), fitted to the
  /// colours of the terminal the frame is drawn for.
  ///
  /// Read while a `TerminalLoop` or `HeadlessDriver` draws, it is the theme set
  /// ``Theme/fitted(toColorCount:)`` to `ColorCount.current`: on 8 or 16 colours the default
  /// theme's grey selection bar, which such a terminal shows in black, is reverse video
  /// (``Theme/basicColor``), and without colour (`NO_COLOR`) the theme is
  /// ``Theme/monochrome``. A theme of the app's own is kept as set. So an app that draws its
  /// own lines with `adapter.theme` fits the terminal too.
  public var theme: Theme {
    get { chosenTheme.fitted(toColorCount: ColorCount.current) }
    set { chosenTheme = newValue }
  }
  /// The theme set, before it is fitted to the terminal's colours.
  private var chosenTheme = Theme.color
  /// Columns reserved at the left of every row; the first holds the selection mark `>`.
  public var gutterWidth = 2 { didSet { if gutterWidth != oldValue { invalidateLayout() } } }
  /// Lines kept visible above and below the selection while scrolling.
  public var scrollMargin = 2
  /// How many collapsed sections that updates removed the adapter remembers, to collapse
  /// them again when an update brings them back: 1,000 by default.
  ///
  /// A filter that hides a collapsed section and is then cleared finds it collapsed still.
  /// Past the limit, the sections gone longest are forgotten first (they come back expanded);
  /// ``setCollapsed(_:_:)`` with `false` forgets one at once. The memory is of identities
  /// only, so it costs the same however long the list runs.
  public var absentCollapsedLimit = 1_000 {
    didSet { forgetAbsentCollapsedBeyondLimit() }
  }
  /// How many sections beyond the viewport count as within the working range.
  public var workingRangeSize = 3 {
    didSet { if workingRangeSize != oldValue { didChangeState() } }
  }
  /// Whether the rightmost column shows where the view is in the list, as a thin scroll bar, when
  /// the list is taller than the view.
  ///
  /// The column is kept free of rows while this is on.
  public var showsScrollIndicator = false {
    didSet { if showsScrollIndicator != oldValue { invalidateLayout() } }
  }
  /// Blank lines between sections, kept when a section collapses.
  ///
  /// Only between sections that draw something: a section with no header, items or footer
  /// takes none, so the gap around it is one gap, and none follows the last section that
  /// draws.
  public var sectionSpacing = 0 { didSet { if sectionSpacing != oldValue { invalidateLayout() } } }
  /// Whether the selection follows rows added at the end, as `tail -f` does.
  ///
  /// When the last selectable row holds it before ``performUpdates()`` or ``reload(_:)``, or
  /// the list has no selectable row yet, the last one holds it after, in view. Moving it
  /// anywhere else stops the following until it
  /// is back on the last row. It is the whole list's end: the last selectable row of the last
  /// section that has one, so a live section followed this way comes last. The end wins over
  /// a selection an update took from its item (see ``performUpdates()``). Off by default.
  public var followsEnd = false
  /// Maps keys to list commands; a section's own key handling comes first.
  public var dispatcher = SelectionDispatcher.standard
  /// Called with a message for each object dropped during an update, such as a duplicate
  /// identity, and for each warning a section controller gives (``SectionController/takeWarnings()``).
  ///
  /// Objects are named by their place among the objects the data source gave, from 0, and
  /// a section's warnings by that place and the object's identity as well:
  /// `object 2 repeats the identity Commit(a) and was dropped`,
  /// `object 3, Tags(tags): view model 1 repeats the identity t and was dropped`.
  public var onWarning: ((String) -> Void)?
  /// Called after the selection moved to another item, header or footer: by its identity, not
  /// its row, so an update that deletes the selected item calls it (the next item takes the
  /// row), and one that inserts rows above the selection does not.
  public var onSelectionChange: ((ListAdapter) -> Void)? {
    didSet { notifiedSelection = selectionKey }
  }

  /// The objects shown, one per section, in order.
  var sectionObjects: [any Diffable] = []
  /// The identity of each object in ``sectionObjects``.
  var sectionIdentities: [ObjectIdentity] = []
  /// The hash of each identity in ``sectionIdentities``, kept for the next update's diff.
  var sectionHashes: [Int] = []
  /// Whether every identity in ``sectionIdentities`` is an integer, kept inline.
  var identitiesAreInline = false
  /// Whether every identity the last diff holds, old and new, is an integer, kept inline.
  var lastDiffIsInline = false
  /// Whether every object in ``sectionObjects`` is a plain value with an integer identity.
  var objectsArePlain = false
  /// Section indexes by identity, built when first needed after a load.
  var sectionIndexes: [ObjectIdentity: Int]?
  /// The diff of the last update, whose table finds a section by identity at no extra cost:
  /// nil after a load, when ``sectionIndexes`` serves instead.
  var lastDiff: DiffResult<ObjectIdentity>?
  /// The section controller of each object, in order.
  let controllers = ControllerStore()
  /// Collapsed sections, with the identity of the item that held the selection when they
  /// collapsed (nil when it was the header).
  var collapsed: [ObjectIdentity: AnyHashable?] = [:]
  /// Collapsed sections an update removed, as ``collapsed`` held them, with the order they
  /// left in: they collapse again when an update brings them back (see
  /// ``absentCollapsedLimit``).
  var absentCollapsed: [ObjectIdentity: AbsentCollapse] = [:]
  /// How many collapsed sections have left the list, to order ``absentCollapsed``.
  var absentCollapsedCount = 0
  /// The current layout of all rows.
  public internal(set) var layout = ListLayout()
  /// The size of the area the list is drawn in.
  public internal(set) var viewport = Size(width: 0, height: 0)
  /// The first line of content in view.
  public internal(set) var scrollTop = 0
  /// The row that holds the selection, if any.
  public internal(set) var selectedRow: Int? {
    didSet { if selectedRow != oldValue { displacedSelection = nil } }
  }
  /// What an update took the selection from, until anything else moves it: a later update
  /// that brings it back gives it the selection again (see `settleSelection`).
  var displacedSelection: SelectionKey?
  /// The row a double click's second press selected as a first click, because its first
  /// press was on another row: a press that goes on from it, on that row, is its second click.
  var doubleClickStartedRow: Int?
  /// The row a click scrolled into view, so that it moved from under the pointer: the second
  /// click of a double click begun on it opens it wherever the pointer now is.
  var rowMovedByClick: Int?
  /// What held the selection when ``onSelectionChange`` last ran, or when it was set.
  var notifiedSelection: SelectionKey?
  /// Whether ``performUpdates()``, ``reload(_:)`` or ``reloadData()`` is running.
  var isUpdating = false
  /// Whether the running update is asking the data source for its objects.
  var isAskingForObjects = false
  /// Updates asked for while one was running, to run when it ends.
  var deferredUpdates = DeferredUpdates()
  /// The count typed so far for the next key, when the dispatcher accepts counts (`5` of
  /// `5j`); nil when none is.
  public internal(set) var pendingCount: Int?
  /// Whether the last key was a `g` bound to the top, so that a `g` right after it is the
  /// second letter of vim's `gg`, which does nothing more.
  var followsTopG = false
  /// The pages scrolled by last, most recent last, for the opposite page to undo.
  var pageTrail: [PageStep] = []
  /// The lines a half page scrolls, as a count set them (`5^D`), and the viewport's height
  /// then: another height brings back half of it, as vim's `scroll` option does.
  var halfPageSetting: (lines: Int, height: Int)?
  /// Sections currently within the working range, by identity.
  var workingRange: [ObjectIdentity: any WorkingRangeObserver] = [:]
  /// The items each display observer was last told were in view.
  var displayed: [ObjectIdentifier: DisplayedItems] = [:]

  /// Creates an adapter with a data source.
  ///
  /// Call ``setViewport(_:)`` and ``performUpdates()`` to load it.
  public init(dataSource: (any ListAdapterDataSource)? = nil) {
    self.dataSource = dataSource
  }

  /// Whether the list has no objects.
  public var isEmpty: Bool { sectionObjects.isEmpty }

  /// The number of objects, one per section.
  public var sectionCount: Int { sectionObjects.count }

  /// The objects shown, one per section, in order.
  public var objects: [any Diffable] { sectionObjects }

  /// The section controller of each object, in order.
  ///
  /// A new array each time, O(n): to reach one section's controller, use
  /// ``sectionController(for:)`` or the selection's.
  public var sectionControllers: [any SectionController] { controllers.map { $0 } }

  /// The object of a section.
  public func object(inSection section: Int) -> any Diffable { sectionObjects[section] }

  /// The identity of a section's object.
  public func identity(ofSection section: Int) -> ObjectIdentity {
    sectionIdentities[section]
  }

  /// The width available to a row's content, right of the gutter and left of the scroll bar.
  var contentWidth: Int { max(0, viewport.width - effectiveGutter - indicatorWidth) }

  /// The columns the scroll bar takes: one when shown and the view is wide enough.
  var indicatorWidth: Int { showsScrollIndicator && viewport.width >= 8 ? 1 : 0 }

  /// The gutter, narrowed on very small screens so content keeps at least one column.
  var effectiveGutter: Int { max(0, min(gutterWidth, viewport.width - 1)) }

  /// The section index of an object's identity, if it is in the list.
  ///
  /// O(1), but for the first call after a load, which indexes every section.
  public func sectionIndex(of identity: ObjectIdentity) -> Int? {
    if let lastDiff { return lastDiff.newIndex(for: identity) }
    if let sectionIndexes { return sectionIndexes[identity] }
    var indexes: [ObjectIdentity: Int] = [:]
    indexes.reserveCapacity(sectionIdentities.count)
    for (section, identity) in sectionIdentities.enumerated() where indexes[identity] == nil {
      indexes[identity] = section
    }
    sectionIndexes = indexes
    return indexes[identity]
  }

  /// The section controller of an object's identity, if it is in the list.
  public func sectionController(for identity: ObjectIdentity) -> (any SectionController)? {
    sectionIndex(of: identity).map { controllers[$0] }
  }

  /// The selection: which section, object, part and position holds it, if any.
  public var selection: ListSelection? {
    guard let row = selectedRow, row < layout.rowCount else { return nil }
    let place = layout.row(row)
    return ListSelection(
      section: place.section,
      identity: sectionIdentities[place.section],
      object: sectionObjects[place.section],
      controller: controllers[place.section],
      part: place.part,
      position: layout.selectablePosition(ofRow: row),
      count: layout.selectableCount)
  }

  /// Sets the size of the list's area.
  ///
  /// A new width lays the list out again; the selection keeps its place on screen.
  public func setViewport(_ size: Size) {
    guard size != viewport else { return }
    let widthChanged = size.width != viewport.width
    viewport = size
    if widthChanged { invalidateLayout() } else { clampScroll() }
    revealSelection()
    didChangeState()
  }
}
