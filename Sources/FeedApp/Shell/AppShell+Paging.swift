import ListKit

extension AppShell {
  /// Moves the selection off a header that a page with Space left it on, to the row after it,
  /// or before it when the header is the last row: the next Space then pages on rather than
  /// folding the section, so a reader holding Space never sees it fold.
  func stepOffHeader() {
    let adapter = current.adapter
    guard adapter.selection?.part == .header else { return }
    if !adapter.perform(.down) { adapter.perform(.up) }
  }
}
