extension ListAdapter {
  /// The most page steps remembered.
  static let pageTrailLimit = 64

  /// Scrolls by a page, or goes back exactly where the last page came from when this one is
  /// its opposite and nothing moved since: ^D then ^U, or PgDn then PgUp, return to the same
  /// row on the same line, as in vim and less, whatever the heights of the rows crossed.
  func page(by lines: Int) -> Bool {
    let now = (scrollTop: scrollTop, row: selectedRow)
    if let last = pageTrail.last, last.after == now, last.rowCount == layout.rowCount {
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
        lines: lines, before: now, after: (scrollTop, selectedRow), rowCount: layout.rowCount))
    if pageTrail.count > Self.pageTrailLimit { pageTrail.removeFirst() }
    return true
  }
}
