extension ListAdapter {
  /// The most page steps remembered.
  static let pageTrailLimit = 64

  /// Scrolls by a page, or goes back exactly where the last page came from when this one is
  /// its opposite and nothing moved since: ^D then ^U, or PgDn then PgUp, return to the same
  /// row on the same line, as in vim and less, whatever the heights of the rows crossed.
  ///
  /// Rows added below meanwhile, as a document loads, leave the way back as it was; an update
  /// that moved the rows it crossed, or any other move of the selection, makes the next page
  /// a page of its own.
  func page(by lines: Int) -> Bool {
    let now = (scrollTop: scrollTop, row: selectedRow)
    let current = selectionKey
    if let last = pageTrail.last, last.after == now, last.keys.after == current,
      last.keys.before == last.before.row.flatMap(key(ofRow:))
    {
      if last.lines == -lines {
        pageTrail.removeLast()
        scrollTop = last.before.scrollTop
        selectedRow = last.before.row
        clampScroll()
        return true
      }
    } else {
      pageTrail.removeAll()
    }
    guard scrollPage(by: lines) else { return false }
    pageTrail.append(
      PageStep(
        lines: lines, before: now, after: (scrollTop, selectedRow), keys: (current, selectionKey)))
    if pageTrail.count > Self.pageTrailLimit { pageTrail.removeFirst() }
    return true
  }
}
