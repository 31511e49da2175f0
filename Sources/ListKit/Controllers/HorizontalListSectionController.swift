import Input
import ListDiff
import Render

/// A section of one row that holds a child list laid out left to right, with its own
/// selection and horizontal scrolling: the "user history" row of a feed.
///
/// Subclasses supply the elements by overriding ``numberOfElements``,
/// ``width(ofElement:)``, ``renderElement(_:into:context:)`` and
/// ``identity(ofElement:)``, and act on a tap in ``didSelect(element:)``. Three members
/// with like names do different things:
///
/// - ``didSelect(element:)``: the user tapped (opened) the selected element, with Enter or a
///   double click. The one to act on, as a table's `didSelectRow` is.
/// - ``didSelectElement(_:)``: the row's selection moved to another element (a key, a single
///   click, a scroll, or an update that removed the selected element). For a row whose choice
///   shows at once elsewhere, such as filter chips; nothing is opened.
/// - ``select(element:)``: the app's own move of the selection, which calls neither.
///
/// While the row
/// holds the list's selection, Left and Right (and `h`, `l`) move between elements, Home and
/// End (and `g`, `G`) jump to the first and last, the selected element is wrapped in
/// ``openingMark`` and ``closingMark`` (`[` `]` by default), and the row scrolls by whole
/// elements to keep it in view; `‹` and `›` show that more lies
/// beyond an edge. Only an element wider than the row alone is cut short, with `…`. When the
/// elements change, the selection stays on the same element by identity.
open class HorizontalListSectionController: SectionController {
  /// The index of the selected element.
  public private(set) var selectedElement = 0
  /// The first element in view.
  public internal(set) var firstVisibleElement = 0
  /// The width the row was last laid out at.
  public private(set) var rowWidth = 0
  private var selectedIdentity: AnyHashable?
  /// Whether the last click was on no element (on the `‹` or `›`, or past the last), so that
  /// the tap of a double click there, which follows the click, opens nothing; a key clears it.
  private var clickedNoElement = false
  /// What the row found wrong in its objects, until the adapter takes it.
  var warnings: [String] = []

  /// Creates the controller.
  public init() {}

  // MARK: - For subclasses

  /// The number of elements in the row.
  open var numberOfElements: Int { 0 }

  /// The display width of an element, without the marks around it: each element's slot is
  /// this wide plus the widths of ``openingMark`` and ``closingMark``, which the row places,
  /// scrolls and takes clicks by.
  open func width(ofElement index: Int) -> Int { 1 }

  /// The mark drawn before the selected element while the row holds the list's selection.
  ///
  /// `[` by default. Every element's slot keeps room for both marks, so that the row does not shift as the
  /// selection moves. A row whose elements mark the selection themselves (from
  /// `context.isSelected` in ``renderElement(_:into:context:)``) returns `""` here and from
  /// ``closingMark``, and its slots are as wide as its elements.
  ///
  /// ```swift
  /// override var openingMark: String { "" }
  /// override var closingMark: String { "" }
  /// ```
  open var openingMark: String { "[" }

  /// The mark drawn after the selected element while the row holds the list's selection.
  ///
  /// `]` by default. See ``openingMark``.
  open var closingMark: String { "]" }

  /// Draws an element into a buffer of its width and the row's height.
  ///
  /// The buffer lies between the columns of ``openingMark`` and ``closingMark``, which the
  /// row draws around the selected element itself: draw the element alone (or, with empty
  /// marks, draw marks of your own, counted in ``width(ofElement:)``).
  ///
  /// `context.isSelected` is true for the selected element only while the row holds the
  /// list's selection; to mark the element chosen in the row whatever has the focus (the
  /// active filter chip), compare `index` with ``selectedElement``.
  ///
  /// An element wider than the row alone is drawn into a buffer of the row's width, and the
  /// row draws `…` over its last column: draw the element whole, and let the buffer clip it,
  /// rather than cut it short with a `…` of its own.
  open func renderElement(_ index: Int, into buffer: inout Buffer, context: RenderContext) {}

  /// A stable identity for an element, so the selection survives changes.
  open func identity(ofElement index: Int) -> AnyHashable { index }

  /// Called when the user taps the selected element: Enter, or a double click on it.
  ///
  /// The list's `ListCommand.tap` taps it too. By default, nothing. This is the element opened, as a table row's `didSelectRow` is. A single click only
  /// selects an element, and a key that moves along the row only moves the selection: those
  /// call ``didSelectElement(_:)``, not this. ``select(element:)``, the app's own move, calls
  /// neither.
  ///
  /// ```swift
  /// override func didSelect(element index: Int) { onPick(people[index]) }
  /// ```
  open func didSelect(element index: Int) {}

  /// The height of the row in lines.
  open var rowHeight: Int { 1 }

  /// The section's kind: by default, the controller's type name without generic arguments
  /// and without `SectionController` (see ``SectionKind/init(namingTypeOf:)``), so that
  /// `PeopleSectionController` is `People`.
  open var kind: SectionKind { SectionKind(namingTypeOf: self) }

  /// Receives the section's object; subclasses store it, then call `super`.
  open func didUpdate(to object: any Diffable) { elementsDidChange() }

  /// Keeps the selection on the same element by identity after the elements changed.
  ///
  /// When the selected element is gone, the selection moves to the one in its place (or the
  /// last), and ``didSelectElement(_:)`` is called for it.
  public func elementsDidChange() {
    let count = numberOfElements
    let previous = selectedIdentity
    if let selectedIdentity,
      let index = (0..<count).first(where: { identity(ofElement: $0) == selectedIdentity })
    {
      selectedElement = index
    } else {
      selectedElement = min(selectedElement, max(0, count - 1))
    }
    selectedIdentity = count > 0 ? identity(ofElement: selectedElement) : nil
    firstVisibleElement = min(firstVisibleElement, max(0, count - 1))
    scrollToSelection()
    if let previous, let now = selectedIdentity, now != previous {
      didSelectElement(selectedElement)
    }
  }

  /// Called after the row's selection moved to another element, by identity: not a tap
  /// (that is ``didSelect(element:)``), only which element is chosen.
  ///
  /// A key, a single click, or a scroll that left it out of view moves it, and so does an
  /// update that
  /// removes the selected element (the one in its place is selected). The app's own
  /// ``select(element:)`` and ``select(elementIdentity:)`` do not call this, nor does an
  /// update that keeps the selection on the same element (wherever it now is) or leaves no
  /// element: a row whose choice follows the app's state never hears of it as the user's.
  /// By default, nothing.
  ///
  /// ```swift
  /// override func didSelectElement(_ index: Int) { onFilter(chips[index]) }
  /// ```
  open func didSelectElement(_ index: Int) {}

  /// Selects an element, and says so, when `notifying`, if it is another by identity.
  func moveSelection(to index: Int, notifying: Bool = true) {
    let identity = identity(ofElement: index)
    let changed = identity != selectedIdentity
    selectedElement = index
    selectedIdentity = identity
    if changed && notifying { didSelectElement(index) }
  }

  // MARK: - SectionController

  /// One item, the row, when there are elements.
  open var numberOfItems: Int { numberOfElements > 0 ? 1 : 0 }

  /// The row's height; remembers the width, to scroll by, and lays the row out afresh when it
  /// changes.
  open func height(forItem index: Int, width: Int) -> Int {
    if width != rowWidth {
      rowWidth = width
      fitToWidth()
    }
    return rowHeight
  }

  /// Whether the row can be selected: always.
  open func canSelect(item index: Int) -> Bool { true }

  /// Taps the selected element; not when the tap is the second click of a double click on no
  /// element, such as on the `‹` or `›`, which only scroll.
  open func didSelect(item index: Int) {
    guard !clickedNoElement else {
      clickedNoElement = false
      return
    }
    guard selectedElement < numberOfElements else { return }
    didSelect(element: selectedElement)
  }

  /// Left and Right (`h`, `l`) move between elements.
  ///
  /// Home and End (`g`, `G`) jump to the first and last element; on it already, they are left
  /// for the list, so another press goes to the first or last row (but a `g` right after `g`
  /// is vim's `gg`, which the list takes as one `g`). Other keys are not used.
  open func handle(_ key: Key, item index: Int) -> Bool {
    clickedNoElement = false
    let count = numberOfElements
    let target: Int
    switch key {
    case .left, .character("h"): target = selectedElement - 1
    case .right, .character("l"): target = selectedElement + 1
    case .home, .character("g"): target = 0
    case .end, .character("G"): target = count - 1
    default: return false
    }
    guard target >= 0, target < count, target != selectedElement else {
      // At an edge, Left and Right are still the row's: they must not move the list.
      return [.left, .right, .character("h"), .character("l")].contains(key)
    }
    choose(target, notifying: true)
    return true
  }

  /// A click selects the element under the pointer, and the row stays where it is, so that a
  /// second click finds the same element there; a click on the `‹` or `›` at an edge (or just
  /// past the `›`) scrolls the row by an element, as a sideways wheel does.
  open func handleClick(item index: Int, column: Int) -> Bool {
    let placement = placements(width: rowWidth)
    clickedNoElement = true
    if placement.moreLeft && column == 0 || placement.moreRight && column >= rowWidth - 1 {
      return scroll(byElements: column == 0 ? -1 : 1)
    }
    guard let slot = placement.slots.first(where: { $0.columns.contains(column) })
    else { return false }
    clickedNoElement = false
    moveSelection(to: slot.element)
    return true
  }

  /// A sideways scroll moves the row by whole elements, as the wheel moves a list by lines.
  open func scrollSideways(by steps: Int, item index: Int) -> Bool {
    scroll(byElements: steps)
  }

  /// Draws the elements in view; changes nothing.
  open func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    let placement = placements(width: context.width)
    let (opening, closing) = (openingMark, closingMark)
    let marks = Marks(opening: opening, closing: closing)
    for slot in placement.slots {
      let isSelected = context.isSelected && slot.element == selectedElement
      var elementContext = context
      elementContext.isSelected = isSelected
      elementContext.width = max(0, slot.columns.count - marks.width)
      var cell = Buffer(width: elementContext.width, height: context.height)
      renderElement(slot.element, into: &cell, context: elementContext)
      if slot.isCut, cell.width > 0 {
        cell.write("…", x: cell.width - 1, y: 0, style: context.theme.secondary)
      }
      buffer.blit(
        cell, from: cell.area, to: Point(x: slot.columns.lowerBound + marks.openingWidth, y: 0))
      if isSelected {
        buffer.write(opening, x: slot.columns.lowerBound, y: 0, style: context.theme.emphasis)
        buffer.write(
          closing, x: slot.columns.upperBound - marks.closingWidth, y: 0,
          style: context.theme.emphasis)
      }
    }
    let glyphs = context.theme.glyphs
    if placement.moreLeft {
      buffer.write(String(glyphs.moreLeft), x: 0, y: 0, style: context.theme.secondary)
    }
    if placement.moreRight {
      buffer.write(
        String(glyphs.moreRight), x: context.width - 1, y: 0, style: context.theme.secondary)
    }
  }

  /// The header's height; none by default.
  open func headerHeight(width: Int) -> Int { 0 }

  /// Draws the header; nothing by default.
  open func renderHeader(into buffer: inout Buffer, context: RenderContext) {}

  /// The footer's height; none by default.
  open func footerHeight(width: Int) -> Int { 0 }

  /// Draws the footer; nothing by default.
  open func renderFooter(into buffer: inout Buffer, context: RenderContext) {}

  /// Whether Space may collapse the row to its header; not by default.
  open var isCollapsible: Bool { false }

  /// The row is of the section's kind.
  open func kind(ofItem index: Int) -> SectionKind { kind }

  /// No blank lines between items, by default.
  open var itemSpacing: Int { 0 }

  /// The row's identity as an item: there is one item.
  open func identity(ofItem index: Int) -> AnyHashable { ItemIndex(index) }

  /// Finds the row by its identity.
  open func index(ofItemIdentity identity: AnyHashable) -> Int? {
    identity == AnyHashable(ItemIndex(0)) && numberOfItems > 0 ? 0 : nil
  }

  /// Measured item by item: there is one.
  open func itemMetrics(width: Int) -> ItemMetrics? { nil }

  /// The objects ignored for being of another type (see `HorizontalModelSectionController`),
  /// since the last call.
  ///
  /// A subclass can add warnings of its own to these: they reach `ListAdapter/onWarning`
  /// after each update of the section.
  open func takeWarnings() -> [String] {
    defer { warnings = [] }
    return warnings
  }
}
