import ListDiff
import Render

/// A section of one row that holds a child list laid out left to right, with its own
/// selection and horizontal scrolling: the "user history" row of a feed.
///
/// Subclasses supply the elements by overriding ``numberOfElements``,
/// ``width(ofElement:)``, ``renderElement(_:into:context:)`` and
/// ``identity(ofElement:)``, and act on a tap in ``didSelect(element:)``. While the row
/// holds the list's selection, Left and Right move between elements, the selected element
/// is wrapped in `[` `]`, and the row scrolls to keep it in view; `‹` and `›` show that
/// more lies beyond an edge. When the elements change, the selection stays on the same
/// element by identity.
open class HorizontalListSectionController: SectionController {
  /// The index of the selected element.
  public private(set) var selectedElement = 0
  /// The first column of the child list in view.
  public private(set) var scrollOffset = 0
  private var selectedIdentity: AnyHashable?

  /// Creates the controller.
  public init() {}

  // MARK: - For subclasses

  /// The number of elements in the row.
  open var numberOfElements: Int { 0 }

  /// The display width of an element, without the brackets around it.
  open func width(ofElement index: Int) -> Int { 1 }

  /// Draws an element into a buffer of its width and the row's height.
  open func renderElement(_ index: Int, into buffer: inout Buffer, context: RenderContext) {}

  /// A stable identity for an element, so the selection survives changes.
  open func identity(ofElement index: Int) -> AnyHashable { index }

  /// Taps an element.
  open func didSelect(element index: Int) {}

  /// The height of the row in lines.
  open var rowHeight: Int { 1 }

  /// The section's kind.
  open var kind: SectionKind { "horizontal list" }

  /// Receives the section's object; subclasses store it, then call `super`.
  open func didUpdate(to object: any Diffable) { elementsDidChange() }

  /// Keeps the selection on the same element by identity after the elements changed.
  public func elementsDidChange() {
    let count = numberOfElements
    if let selectedIdentity,
      let index = (0..<count).first(where: { identity(ofElement: $0) == selectedIdentity })
    {
      selectedElement = index
    } else {
      selectedElement = min(selectedElement, max(0, count - 1))
    }
    selectedIdentity = count > 0 ? identity(ofElement: selectedElement) : nil
  }

  // MARK: - SectionController

  /// One item, the row, when there are elements.
  open var numberOfItems: Int { numberOfElements > 0 ? 1 : 0 }

  /// The row's height.
  open func height(forItem index: Int, width: Int) -> Int { rowHeight }

  /// Whether the row can be selected: always.
  open func canSelect(item index: Int) -> Bool { true }

  /// Taps the selected element.
  open func didSelect(item index: Int) {
    guard selectedElement < numberOfElements else { return }
    didSelect(element: selectedElement)
  }

  /// Left and Right move between elements; other keys are not used.
  open func handle(_ key: Key, item index: Int) -> Bool {
    switch key {
    case .left where selectedElement > 0:
      select(element: selectedElement - 1)
    case .right where selectedElement + 1 < numberOfElements:
      select(element: selectedElement + 1)
    default:
      return false
    }
    return true
  }

  /// A click selects the element under the pointer.
  open func handleClick(item index: Int, column: Int) -> Bool {
    let slots = slotOffsets()
    let position = column + scrollOffset
    guard let element = slots.indices.dropLast().last(where: { slots[$0] <= position }),
      position < slots[element + 1]
    else { return false }
    select(element: element)
    return true
  }

  /// Draws the elements in view, scrolled so that the selected one is fully visible.
  open func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    let slots = slotOffsets()
    let total = slots.last ?? 0
    scrollIntoView(slots: slots, width: context.width)
    for element in 0..<(slots.count - 1) {
      let left = slots[element] - scrollOffset
      let right = slots[element + 1] - scrollOffset
      guard right > 0, left < context.width else { continue }
      let isSelected = context.isSelected && element == selectedElement
      var elementContext = context
      elementContext.isSelected = isSelected
      elementContext.width = right - left - 2
      var cell = Buffer(width: elementContext.width, height: context.height)
      renderElement(element, into: &cell, context: elementContext)
      buffer.blit(cell, from: cell.area, to: Point(x: left + 1, y: 0))
      if isSelected {
        buffer.write("[", x: left, y: 0, style: context.theme.emphasis)
        buffer.write("]", x: right - 1, y: 0, style: context.theme.emphasis)
      }
    }
    if scrollOffset > 0 {
      buffer.write("‹", x: 0, y: 0, style: context.theme.secondary)
    }
    if total - scrollOffset > context.width {
      buffer.write("›", x: context.width - 1, y: 0, style: context.theme.secondary)
    }
  }

  /// The header's height; none by default.
  ///
  /// Subclasses may override.
  open func headerHeight(width: Int) -> Int { 0 }

  /// Draws the header; nothing by default.
  open func renderHeader(into buffer: inout Buffer, context: RenderContext) {}

  /// The footer's height; none by default.
  open func footerHeight(width: Int) -> Int { 0 }

  /// Draws the footer; nothing by default.
  open func renderFooter(into buffer: inout Buffer, context: RenderContext) {}

  /// Whether Space may collapse the row to its header; not by default.
  open var isCollapsible: Bool { false }

  // MARK: - Layout

  /// Selects an element and remembers its identity.
  func select(element: Int) {
    selectedElement = element
    selectedIdentity = identity(ofElement: element)
  }

  /// The starting column of each element's slot, and the total width last: each slot is
  /// the element with a column on either side for the brackets.
  func slotOffsets() -> [Int] {
    var offsets = [0]
    offsets.reserveCapacity(numberOfElements + 1)
    for element in 0..<numberOfElements {
      offsets.append(offsets[element] + max(0, width(ofElement: element)) + 2)
    }
    return offsets
  }

  /// Scrolls as little as possible so the selected slot is in view, leaving a column at
  /// each clipped edge for its `‹` or `›` mark.
  func scrollIntoView(slots: [Int], width: Int) {
    let total = slots.last ?? 0
    guard total > width, selectedElement + 1 < slots.count else {
      scrollOffset = 0
      return
    }
    let left = slots[selectedElement]
    let right = slots[selectedElement + 1]
    let edge = width > 2 ? 1 : 0
    if right + edge > scrollOffset + width { scrollOffset = right + edge - width }
    if left - edge < scrollOffset { scrollOffset = max(0, left - edge) }
    if left == 0 { scrollOffset = 0 }
    scrollOffset = max(0, min(scrollOffset, total - width))
  }
}
