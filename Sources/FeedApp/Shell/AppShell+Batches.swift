import AppCore
import ListKit

extension AppShell {
  /// Events come as a batch until ``didHandleBatch()``: the filter waits for its end.
  public func willHandleBatch() { isHandlingBatch = true }

  /// The batch is over: the filter typed in it narrows the list, once, before the frame.
  public func didHandleBatch() {
    isHandlingBatch = false
    finishEvents()
  }

  /// What follows the events of a batch, or a lone event: the filter typed is applied, the view
  /// laid out, the pictures now in view asked for, and layout left for between events.
  func finishEvents() {
    applyFilter()
    layOutView()
    followEnd()
    askForPictures()
    scheduleLayout()
  }

  /// Narrows the screen on top to the filter typed into it, if it changed: a filter is typed
  /// only into the screen on top, and applied before another opens over it.
  ///
  /// After Esc in the prompt, the selection goes back to where it was when the search began,
  /// as in vim: the first match took it while typing, and the search was given up.
  func applyFilter() {
    let screen = current as? any FilterableScreen
    screen?.applyFilter()
    // While a search matches nothing, the selection is where it was when the search began,
    // if that row is still there (the summary above the entries), not wherever the first
    // match's leaving put it.
    if isEditingFilter, screen?.matchCount?.matches == 0, let before = selectionBeforeSearch {
      select(before)
    }
    guard let target = selectionAfterSearch else { return }
    selectionAfterSearch = nil
    select(target)
  }

  /// Selects a row by its section's identity and its item's, if the list still has it.
  private func select(_ target: (identity: ObjectIdentity, item: AnyHashable?)) {
    if let item = target.item {
      current.adapter.select(identity: target.identity, itemIdentity: item)
    } else {
      current.adapter.select(identity: target.identity)
    }
  }
}
