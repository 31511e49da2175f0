import ListKit

extension ListAdapter {
  /// Applies the data source's new objects as an update that leaves the view exactly where it
  /// was: the selected row goes back on its line, and no scroll margin is made room for.
  ///
  /// For parts of a document arriving while it loads: with the selection on the last entry
  /// loaded so far, the margin kept below a row that is not the last would otherwise scroll
  /// the view up as soon as more entries arrive below it.
  func performUpdatesKeepingView() {
    let margin = scrollMargin
    scrollMargin = 0
    defer { scrollMargin = margin }
    performUpdates()
  }
}
