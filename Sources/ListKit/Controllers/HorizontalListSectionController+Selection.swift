import Input

extension HorizontalListSectionController {
  /// The selected element's identity (see ``identity(ofElement:)``), or nil when the row has
  /// no elements.
  public var selectedElementIdentity: AnyHashable? {
    selectedElement < numberOfElements ? identity(ofElement: selectedElement) : nil
  }

  /// Selects an element, by index, scrolling it into view: the app's own choice, which
  /// neither ``didSelectElement(_:)`` nor ``didSelect(element:)`` hears of, as a collection
  /// view's delegate does not hear of `selectItem(at:)`.
  public func select(element index: Int) {
    choose(index, notifying: false)
  }

  /// Selects an element and scrolls it into view; tells ``didSelectElement(_:)`` when
  /// `notifying` and it is another element.
  ///
  /// An element already in view whole leaves the row where it is, as a list's selection
  /// leaves the view: a row scrolled sideways stays scrolled.
  func choose(_ index: Int, notifying: Bool) {
    guard index >= 0, index < numberOfElements else { return }
    moveSelection(to: index, notifying: notifying)
    if !showsWhole(index) { scrollToSelection() }
  }

  /// Left and Right (`h`, `l`) with a count typed before them (`5l`) go straight to the element
  /// that many more on, or to the last or the first, in time that does not grow with the count;
  /// other keys `count` times over, as ``handle(_:item:)`` takes them.
  public func handle(_ key: Key, count: Int, item index: Int) -> Bool {
    let step: Int
    switch key {
    case .left, .character("h"): step = -1
    case .right, .character("l"): step = 1
    default:
      var used = false
      for _ in 0..<min(max(0, count), numberOfElements + 1) {
        guard handle(key, item: index) else { break }
        used = true
      }
      return used
    }
    let elements = numberOfElements
    guard elements > 0, count > 0 else { return false }
    let reach = min(count, elements)
    let target = min(max(selectedElement + step * reach, 0), elements - 1)
    // At an edge, Left and Right are still the row's, as one press of them is.
    guard target != selectedElement else { return true }
    choose(target, notifying: true)
    return true
  }

  /// Selects the element with an identity (see ``identity(ofElement:)``), scrolling it into
  /// view; returns whether the row has it.
  ///
  /// The row's own choice follows the app's state this way, by what is chosen rather than
  /// where it is: a row of filter chips selects the active one in ``didUpdate(to:)`` (or
  /// `HorizontalModelSectionController`'s `didUpdate(model:)`), whose update keeps it.
  ///
  /// ```swift
  /// override func didUpdate(model: Levels) {
  ///   levels = model
  ///   select(elementIdentity: model.active)
  /// }
  /// ```
  @discardableResult
  public func select(elementIdentity identity: AnyHashable) -> Bool {
    guard
      let index = (0..<numberOfElements).first(where: { self.identity(ofElement: $0) == identity })
    else { return false }
    select(element: index)
    return true
  }

  /// Scrolls the row by whole elements, negative to the left, as far as there is more.
  ///
  /// The selected element stays selected while it is in view, else the nearest in view takes
  /// it. Returns whether the row moved.
  @discardableResult
  public func scroll(byElements steps: Int) -> Bool {
    guard numberOfElements > 0, rowWidth > 0 else { return false }
    let before = firstVisibleElement
    if steps < 0 {
      firstVisibleElement = max(0, firstVisibleElement + steps)
    } else {
      for _ in 0..<steps where placements(width: rowWidth).moreRight { firstVisibleElement += 1 }
    }
    guard firstVisibleElement != before else { return false }
    let slots = placements(width: rowWidth).slots
    let whole = slots.filter { !$0.isCut }
    if !whole.contains(where: { $0.element == selectedElement }) {
      let nearest =
        selectedElement < firstVisibleElement ? slots.first : (whole.last ?? slots.first)
      moveSelection(to: nearest?.element ?? firstVisibleElement)
    }
    return true
  }

}
