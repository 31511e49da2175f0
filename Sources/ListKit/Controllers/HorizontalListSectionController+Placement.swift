extension HorizontalListSectionController {
  /// Where the elements in view go: each element's slot (the element with the columns of the
  /// selection marks on either side), and whether more lies beyond either edge.
  struct Placement {
    struct Slot {
      var element: Int
      var columns: Range<Int>
      /// Whether the element is cut short, being wider than the row alone.
      var isCut: Bool
    }

    var slots: [Slot] = []
    var moreLeft = false
    var moreRight = false
  }

  /// The display widths of the selection marks, ``openingMark`` and ``closingMark``.
  struct Marks {
    var openingWidth: Int
    var closingWidth: Int
    /// The columns both take in every slot.
    var width: Int { openingWidth + closingWidth }

    init(opening: String, closing: String) {
      openingWidth = opening.displayWidth
      closingWidth = closing.displayWidth
    }
  }

  /// Lays the elements out from the first in view, whole elements only, leaving a column at
  /// each edge with more beyond it for its `‹` or `›`.
  ///
  /// Each slot is the element's width and the marks' (see ``openingMark``).
  func placements(width: Int) -> Placement {
    var placement = Placement()
    let count = numberOfElements
    guard width > 0, count > 0 else { return placement }
    let marks = Marks(opening: openingMark, closing: closingMark).width
    let first = min(firstVisibleElement, count - 1)
    placement.moreLeft = first > 0 && width > 2
    var x = placement.moreLeft ? 1 : 0
    for element in first..<count {
      let slot = max(0, self.width(ofElement: element)) + marks
      let reserve = element + 1 < count && width > 2 ? 1 : 0
      if x + slot + reserve <= width {
        placement.slots.append(.init(element: element, columns: x..<(x + slot), isCut: false))
        x += slot
        continue
      }
      if placement.slots.isEmpty {
        // Alone wider than the row: cut it short.
        let room = max(marks, width - x - reserve)
        placement.slots.append(.init(element: element, columns: x..<(x + room), isCut: true))
        placement.moreRight = element + 1 < count && width > 2
      } else {
        placement.moreRight = width > 2
      }
      break
    }
    return placement
  }

  /// Scrolls by whole elements, as little as possible, so that the selected one is in view.
  func scrollToSelection() {
    let count = numberOfElements
    guard count > 0, rowWidth > 0 else {
      firstVisibleElement = 0
      return
    }
    if selectedElement < firstVisibleElement { firstVisibleElement = selectedElement }
    while firstVisibleElement < selectedElement,
      !placements(width: rowWidth).slots.contains(where: {
        $0.element == selectedElement && !$0.isCut
      })
    {
      firstVisibleElement += 1
    }
    // With the last element in view and room to spare after it (elements went away), the
    // elements before come back into view, as long as the selection and the last stay whole.
    if showsWhole(count - 1) { scrollBackKeepingLast() }
    // When everything up to the selection fits from the start, show the start.
    let scrolled = firstVisibleElement
    firstVisibleElement = 0
    if !placements(width: rowWidth).slots.contains(where: {
      $0.element == selectedElement && !$0.isCut
    }) {
      firstVisibleElement = scrolled
    }
  }

  /// Lays the row out afresh at a new width, as it would be had it been opened at it: the
  /// row's end, if the selection is whole there (as after End and a step back), else as
  /// little scrolled from the start as shows the selection.
  func fitToWidth() {
    let count = numberOfElements
    guard count > 0, rowWidth > 0 else {
      firstVisibleElement = 0
      return
    }
    firstVisibleElement = count - 1
    scrollBackKeepingLast()
    if !showsWhole(selectedElement) { firstVisibleElement = 0 }
    scrollToSelection()
  }

  /// Whether an element is in view whole.
  func showsWhole(_ element: Int) -> Bool {
    placements(width: rowWidth).slots.contains { $0.element == element && !$0.isCut }
  }

  /// Brings elements before the first in view into view while the last element, and the
  /// selection if it is in view, stay whole.
  private func scrollBackKeepingLast() {
    let last = numberOfElements - 1
    let keepsSelection = showsWhole(selectedElement)
    while firstVisibleElement > 0 {
      firstVisibleElement -= 1
      guard showsWhole(last), !keepsSelection || showsWhole(selectedElement) else {
        firstVisibleElement += 1
        return
      }
    }
  }
}
