import ListDiff
import Render

/// Draws and drives one section of a list: the section for one object of the adapter.
///
/// The adapter asks a data source for one section controller per object, chosen by the
/// object's type or kind, and keeps it for as long as an object with the same identity is in
/// the list. A section has items, each of its own height, and an optional header and footer.
/// Only ``numberOfItems``, ``height(forItem:width:)``,
/// ``render(item:into:context:)`` and ``didUpdate(to:)`` are required.
///
/// ```swift
/// final class EntrySectionController: SectionController {
///   var entry: Entry?
///   var kind: SectionKind { "entry" }
///   var numberOfItems: Int { 1 }
///   func height(forItem index: Int, width: Int) -> Int { entry?.image == nil ? 2 : 6 }
///   func render(item: Int, into buffer: inout Buffer, context: RenderContext) {
///     buffer.draw(entry?.comment ?? "", in: buffer.area)
///   }
///   func didUpdate(to object: any Diffable) { entry = object.cast(to: Entry.self) }
/// }
/// ```
public protocol SectionController: AnyObject {
  /// The section's kind, which the status line shows and which decides behaviour.
  var kind: SectionKind { get }

  /// The kind of one item, for sections whose items are of more than one kind; by default the
  /// section's kind.
  func kind(ofItem index: Int) -> SectionKind

  /// The number of items in the section.
  var numberOfItems: Int { get }

  /// The height of an item in lines, at least 1, for a given width.
  func height(forItem index: Int, width: Int) -> Int

  /// Draws an item into a buffer of exactly the item's width and height.
  ///
  /// Drawing is a pure read: it runs only for items in view, as often as frames are drawn,
  /// and must not change the controller's state.
  func render(item index: Int, into buffer: inout Buffer, context: RenderContext)

  /// Draws only some lines of an item, those in view, into a buffer of the item's width and
  /// `lines.count` lines, whose first line is the item's line `lines.lowerBound`.
  ///
  /// The adapter draws every item through this, asking for just the lines in view, so that a
  /// frame costs what shows, however tall an item is. By default the whole item is drawn with
  /// ``render(item:into:context:)`` and the lines copied out; a section whose items can be
  /// far taller than a screen, such as long text, draws just the lines asked for.
  /// `context.height` is the whole item's height.
  func render(
    item index: Int, lines: Range<Int>, into buffer: inout Buffer, context: RenderContext)

  /// Receives the section's object: when the controller is created, and whenever an object
  /// with the same identity arrives with different content.
  ///
  /// Until then, the controller answers for the items of its previous object: before an
  /// update, the adapter asks ``identity(ofItem:)`` of the selected item as it was, to find it
  /// again after. Keep the items you draw in the object you were given (or a snapshot of
  /// them), not in storage the app changes in place before the update: a log whose lines are
  /// trimmed from the front of a shared array would move the selection to another line.
  func didUpdate(to object: any Diffable)

  /// What the controller found wrong in the object it last received, such as items that
  /// repeat an identity; each is given once. The adapter passes them to its `onWarning`. By
  /// default none.
  func takeWarnings() -> [String]

  /// Whether an item can hold the selection. Items that cannot are skipped by the arrows.
  func canSelect(item index: Int) -> Bool

  /// Taps an item: the user pressed Enter or double-clicked on it.
  func didSelect(item index: Int)

  /// Offers a key to the section while one of its items holds the selection; returns true
  /// if the section used it.
  ///
  /// Only the section holding the selection is asked, and only while an item (not the header
  /// or footer) holds it. Keys come here before the adapter's own bindings, so a horizontal
  /// list can take Left and Right.
  func handle(_ key: Key, item index: Int) -> Bool

  /// Offers a key again, `count` more times, for a count typed before it (`3l` is `l` and
  /// then this with 2), after ``handle(_:item:)`` used it once; returns true if the section
  /// used it.
  ///
  /// By default the key is offered that many times, until the section does not use it. A
  /// section whose key can do the same at once does: a horizontal row moves straight to the
  /// element `count` on, in time that does not grow with the count.
  func handle(_ key: Key, count: Int, item index: Int) -> Bool

  /// Offers a click to the section, at a column of an item's first line; returns true if
  /// the section used it.
  func handleClick(item index: Int, column: Int) -> Bool

  /// Offers a sideways scroll, a tilt of the wheel or Shift with the wheel, to the section under
  /// the pointer, whether or not it holds the selection; `steps` is negative to the left.
  /// Returns true if the section used it.
  func scrollSideways(by steps: Int, item index: Int) -> Bool

  /// The height of the section's header for a width; 0 for no header.
  func headerHeight(width: Int) -> Int

  /// Draws the header into a buffer of its width and height.
  func renderHeader(into buffer: inout Buffer, context: RenderContext)

  /// The height of the section's footer for a width; 0 for no footer.
  func footerHeight(width: Int) -> Int

  /// Draws the footer into a buffer of its width and height.
  func renderFooter(into buffer: inout Buffer, context: RenderContext)

  /// Whether Space may collapse the section to its header. Needs a header.
  var isCollapsible: Bool { get }

  /// Whether the header holds the selection while the section is expanded too, so that the
  /// arrows stop on it and Enter (``ListCommand/tap``) folds the section from it.
  ///
  /// A collapsed header always holds the selection. By default false: the arrows pass over an
  /// expanded header. A section whose items take Space and Enter for themselves, such as a
  /// list of replies that Enter opens on a screen where Space pages, says true, so that the
  /// keyboard can still fold it.
  var selectsHeader: Bool { get }

  /// Blank lines at the end of every item's height that set items apart: the selection does
  /// not cover them. Counted in the heights the section gives.
  var itemSpacing: Int { get }

  /// A stable identity for an item, so that the selection and the collapse state follow the
  /// item when items are inserted, deleted or moved, even to another section of the same
  /// controller type. By default, ``ItemIndex``: the item's index, which follows nothing.
  ///
  /// Asked of the old items before ``didUpdate(to:)`` brings the new ones (see there).
  func identity(ofItem index: Int) -> AnyHashable

  /// The index of the item with an identity, or nil if the section has none.
  ///
  /// By default, a linear search through ``identity(ofItem:)`` that boxes each item's
  /// identity. The adapter asks it for the selected item (and, when that is gone, for its
  /// neighbours) whenever the selected item's section changes or goes, so a section of many
  /// items answers in O(1) or O(log n): by arithmetic, a binary search or a table (see step 10
  /// of the README's tutorial).
  func index(ofItemIdentity identity: AnyHashable) -> Int?

  /// The heights of all items at a width, and which can be selected, measured in bulk.
  ///
  /// By default nil: the adapter measures each item with ``height(forItem:width:)`` and
  /// ``canSelect(item:)``. A section of many items returns metrics it keeps and grows, so that
  /// laying it out costs nothing per item.
  func itemMetrics(width: Int) -> ItemMetrics?

  /// Forgets the heights that ``itemMetrics(width:)`` keeps, because something they depend on
  /// other than the section's object changed: state of the controller's own, such as an item
  /// it expanded.
  ///
  /// The adapter calls it before it measures a section again, in
  /// ``ListAdapter/invalidateLayout()`` and ``ListAdapter/invalidateLayout(of:)``. By default,
  /// nothing is kept, so nothing is done.
  func invalidateItemMetrics()

  /// Forgets the kept height of one item, which a key, a click or a tap on it may have changed.
  ///
  /// The adapter calls it before it measures the section again after the section used a key,
  /// a click or a tap on the item at `index`. A controller whose key changes the heights of
  /// other items too calls ``ListAdapter/invalidateLayout(of:)``. By default, it forgets every
  /// height, with ``invalidateItemMetrics()``.
  func invalidateItemMetrics(ofItem index: Int)
}

extension SectionController {
  /// No warnings.
  public func takeWarnings() -> [String] { [] }

  /// The warning of a typed controller given an object its cast cannot take, as when the
  /// data source registered the wrong controller for a model: naming the controller, the type
  /// it expects and the type it was given.
  func wrongTypeWarning(expecting expected: Any.Type, given object: any Diffable) -> String {
    "\(type(of: self)) expects \(expected), was given \(type(of: object)): the object is ignored"
  }

  /// By default, every item is of the section's kind.
  public func kind(ofItem index: Int) -> SectionKind { kind }

  /// By default, every item can be selected.
  public func canSelect(item index: Int) -> Bool { true }

  /// By default, a tap does nothing.
  public func didSelect(item index: Int) {}

  /// By default, the section uses no keys.
  public func handle(_ key: Key, item index: Int) -> Bool { false }

  /// By default, the key `count` times over, while the section uses it.
  public func handle(_ key: Key, count: Int, item index: Int) -> Bool {
    var used = false
    for _ in 0..<min(max(0, count), ListAdapter.countedRepeatLimit) {
      guard handle(key, item: index) else { break }
      used = true
    }
    return used
  }

  /// By default, the section uses no clicks beyond selecting the item.
  public func handleClick(item index: Int, column: Int) -> Bool { false }

  /// By default, a sideways scroll is offered as Left or Right, one key a step.
  public func scrollSideways(by steps: Int, item index: Int) -> Bool {
    var used = false
    for _ in 0..<abs(steps) { used = handle(steps < 0 ? .left : .right, item: index) || used }
    return used
  }

  /// By default, there is no header.
  public func headerHeight(width: Int) -> Int { 0 }

  /// By default, there is no header to draw.
  public func renderHeader(into buffer: inout Buffer, context: RenderContext) {}

  /// By default, there is no footer.
  public func footerHeight(width: Int) -> Int { 0 }

  /// By default, there is no footer to draw.
  public func renderFooter(into buffer: inout Buffer, context: RenderContext) {}

  /// By default, a section cannot collapse.
  public var isCollapsible: Bool { false }

  /// By default, an expanded header holds no selection.
  public var selectsHeader: Bool { false }

  /// By default, items are not set apart.
  public var itemSpacing: Int { 0 }

  /// By default, an item's identity is its index.
  public func identity(ofItem index: Int) -> AnyHashable { ItemIndex(index) }

  /// By default, an index identity is its index, and any other is searched for in order.
  public func index(ofItemIdentity identity: AnyHashable) -> Int? {
    if let index = identity.base as? ItemIndex {
      return index.index >= 0 && index.index < numberOfItems ? index.index : nil
    }
    return (0..<numberOfItems).first { self.identity(ofItem: $0) == identity }
  }

  /// By default, items are measured one by one.
  public func itemMetrics(width: Int) -> ItemMetrics? { nil }

  /// By default, no heights are kept.
  public func invalidateItemMetrics() {}

  /// By default, every height is forgotten.
  public func invalidateItemMetrics(ofItem index: Int) { invalidateItemMetrics() }

  /// By default, the kind is the controller's type name without generic arguments and
  /// without `SectionController` (see `SectionKind/init(namingTypeOf:)`).
  public var kind: SectionKind { SectionKind(namingTypeOf: self) }
}
