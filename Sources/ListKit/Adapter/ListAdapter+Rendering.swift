import Render

extension ListAdapter {
  /// Draws the rows in view into a rectangle of a buffer, and changes nothing.
  ///
  /// Each visible row is drawn by its section controller, only its lines in view (see
  /// ``SectionController/render(item:lines:into:context:)``), then copied in. The first line in view of the selected row gets
  /// the theme's selection style and a `>` in the first column; its other lines a bar of that
  /// style in the first column. The rectangle should be
  /// the size given to ``setViewport(_:)``; rows beyond it are clipped.
  public func render(into buffer: inout Buffer, in rect: Rect) {
    buffer.fill(rect)
    guard layout.rowCount > 0 else {
      renderEmptyView(into: &buffer, in: rect)
      return
    }
    guard rect.height > 0, rect.width > 0, let first = layout.rowIndex(atLine: scrollTop) else {
      return
    }
    let gutter = effectiveGutter
    let width = contentWidth
    var row = first
    while row < layout.rowCount, layout.top(ofRow: row) < scrollTop + rect.height {
      let place = layout.row(row)
      let height = layout.height(ofRow: row)
      let isSelected = row == selectedRow
      var context = RenderContext(
        width: width, height: height, isSelected: isSelected, theme: theme)
      context.isCollapsed = layout.layout(ofSection: place.section).isCollapsed
      let controller = controllers[place.section]
      let top = layout.top(ofRow: row) - scrollTop
      // Only the lines in view are drawn: an item draws just those; a header or footer, short,
      // is drawn whole and cut.
      let lines = max(0, -top)..<min(height, rect.height - top)
      guard !lines.isEmpty else {
        row += 1
        continue
      }
      var cell: Buffer
      var from = lines.lowerBound
      switch place.part {
      case .header:
        cell = Buffer(width: width, height: height)
        controller.renderHeader(into: &cell, context: context)
      case .item(let item):
        cell = Buffer(width: width, height: lines.count)
        controller.render(item: item, lines: lines, into: &cell, context: context)
        from = 0
      case .footer:
        cell = Buffer(width: width, height: height)
        let footer = layout.layout(ofSection: place.section).footerHeight
        if footer > 0 {
          var footerCell = Buffer(width: width, height: footer)
          context.height = footer
          controller.renderFooter(into: &footerCell, context: context)
          cell.blit(footerCell, from: footerCell.area, to: Point(x: 0, y: 0))
        }
      }
      buffer.blit(
        cell, from: Rect(x: 0, y: from, width: width, height: lines.count),
        to: Point(x: rect.x + gutter, y: rect.y + top + lines.lowerBound))
      let skipped = lines.lowerBound
      if isSelected {
        let covered = contentHeight(ofRow: row)
        drawSelection(
          into: &buffer, lines: max(0, covered - skipped), from: rect.y + top + skipped, in: rect,
          gutter: gutter)
      }
      row += 1
    }
    drawScrollIndicator(into: &buffer, in: rect)
  }

  /// Marks the selected row's lines in view: the first gets the selection style across the width
  /// (cells with a background of their own, such as a picture's, keep it) and a `>`.
  ///
  /// The others a bar of that style in the gutter. One highlighted line keeps the bytes a key costs
  /// small on terminals that cannot erase in a colour, and the bar still shows how far a tall row
  /// reaches.
  func drawSelection(
    into buffer: inout Buffer, lines: Int, from y: Int, in rect: Rect, gutter: Int
  ) {
    guard lines > 0 else { return }
    buffer.highlight(
      theme.selection, in: Rect(x: rect.x, y: y, width: rect.width, height: 1).intersection(rect),
      recoloring: theme.selectedSecondary.map { [theme.secondary.foreground: $0] } ?? [:])
    guard gutter > 0 else { return }
    buffer.write(">", x: rect.x, y: y, style: theme.selection)
    for line in (y + 1)..<min(y + lines, rect.maxY) {
      buffer.write(" ", x: rect.x, y: line, style: theme.selection)
    }
  }

  /// Draws the scroll bar in the rightmost column: a thumb as tall as the view's share of the
  /// list, where the view is; nothing when the whole list is in view.
  ///
  /// No track, as fzf and lazygit draw theirs: the rest of the column stays blank, so the
  /// terminal can erase a row's end rather than be sent its blanks.
  func drawScrollIndicator(into buffer: inout Buffer, in rect: Rect) {
    let total = layout.totalHeight
    let view = rect.height
    guard indicatorWidth > 0, view > 0, total > view else { return }
    let x = rect.maxX - 1
    let thumb = max(1, view * view / total)
    let room = view - thumb
    let top = total - view > 0 ? (scrollTop * room + (total - view) / 2) / (total - view) : 0
    for line in top..<(top + thumb) {
      buffer.write(String(theme.glyphs.scrollThumb), x: x, y: rect.y + line, style: theme.secondary)
    }
  }

  /// Draws the data source's empty view, if it has one: when the list draws no rows, having
  /// no objects or only sections of no header, items or footer.
  func renderEmptyView(into buffer: inout Buffer, in rect: Rect) {
    guard let view = dataSource?.emptyView(for: self), rect.width > 0, rect.height > 0 else {
      return
    }
    var canvas = Buffer(width: rect.width, height: rect.height)
    view.render(
      into: &canvas, context: RenderContext(width: rect.width, height: rect.height, theme: theme))
    buffer.blit(canvas, from: canvas.area, to: Point(x: rect.x, y: rect.y))
  }

  /// The rows in view, in order.
  public var visibleRows: Range<Int> {
    guard let first = layout.rowIndex(atLine: scrollTop) else { return 0..<0 }
    let last = layout.rowIndex(atLine: min(layout.totalHeight, scrollTop + viewport.height) - 1)
    return first..<((last ?? first) + 1)
  }
}
