import Render

extension ListAdapter {
  /// Draws the rows in view into a rectangle of a buffer, and nothing else.
  ///
  /// Each visible row is drawn by its section controller into a buffer of the row's size,
  /// then copied in, clipped to the rectangle. The selected row gets the theme's selection
  /// style and a `>` in the first column of its first line. Sections entering or leaving the
  /// working range are told so.
  public func render(into buffer: inout Buffer, in rect: Rect) {
    setViewport(rect.size)
    buffer.fill(rect)
    guard !entries.isEmpty else {
      renderEmptyView(into: &buffer, in: rect)
      updateWorkingRange(visible: 0..<0)
      return
    }
    guard rect.height > 0, rect.width > 0, let first = layout.rowIndex(atLine: scrollTop) else {
      updateWorkingRange(visible: 0..<0)
      return
    }
    let gutter = effectiveGutter
    var row = first
    var lastSection = layout.row(first).section
    while row < layout.rowCount, layout.top(ofRow: row) < scrollTop + rect.height {
      let place = layout.row(row)
      lastSection = place.section
      let height = layout.height(ofRow: row)
      let isSelected = row == selectedRow
      var context = RenderContext(
        width: contentWidth, height: height, isSelected: isSelected, theme: theme)
      context.isCollapsed = collapsed[entries[place.section].identity] != nil
      var cell = Buffer(width: contentWidth, height: height)
      let controller = sectionControllers[place.section]
      switch place.part {
      case .header: controller.renderHeader(into: &cell, context: context)
      case .item(let item): controller.render(item: item, into: &cell, context: context)
      case .footer: controller.renderFooter(into: &cell, context: context)
      }
      let top = layout.top(ofRow: row) - scrollTop
      let skipped = max(0, -top)
      buffer.blit(
        cell, from: Rect(x: 0, y: skipped, width: contentWidth, height: height - skipped),
        to: Point(x: rect.x + gutter, y: rect.y + top + skipped))
      if isSelected {
        let visible = Rect(
          x: rect.x, y: rect.y + top + skipped, width: rect.width, height: height - skipped)
        buffer.applyStyle(theme.selection, to: visible.intersection(rect))
        if skipped == 0, gutter > 0 {
          buffer.write(">", x: rect.x, y: rect.y + top, style: theme.selection)
        }
      }
      row += 1
    }
    updateWorkingRange(visible: layout.row(first).section..<(lastSection + 1))
  }

  /// Draws the data source's empty view, if it has one.
  func renderEmptyView(into buffer: inout Buffer, in rect: Rect) {
    guard let view = dataSource?.emptyView(for: self), rect.width > 0, rect.height > 0 else {
      return
    }
    var canvas = Buffer(width: rect.width, height: rect.height)
    view.render(
      into: &canvas, context: RenderContext(width: rect.width, height: rect.height, theme: theme))
    buffer.blit(canvas, from: canvas.area, to: Point(x: rect.x, y: rect.y))
  }

  /// Tells sections that came within the working range, or left it, since the last frame.
  func updateWorkingRange(visible: Range<Int>) {
    let lower = max(0, visible.lowerBound - workingRangeSize)
    let upper = min(entries.count, visible.upperBound + workingRangeSize)
    var inRange: [ObjectIdentity: any WorkingRangeObserver] = [:]
    if lower < upper {
      for section in lower..<upper {
        guard let observer = sectionControllers[section] as? any WorkingRangeObserver else {
          continue
        }
        inRange[entries[section].identity] = observer
      }
    }
    for (identity, observer) in workingRange
    where inRange[identity] == nil
      || inRange[identity] !== observer
    {
      observer.sectionDidExitWorkingRange()
    }
    for (identity, observer) in inRange where workingRange[identity] !== observer {
      observer.sectionWillEnterWorkingRange()
    }
    workingRange = inRange
  }
}
