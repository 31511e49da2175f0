extension ListAdapter {
  /// Measures one section at the current width: its header, items, footer and spacing.
  func measure(section: Int) -> SectionLayout {
    measure(
      sectionControllers[section], identity: sectionIdentities[section], width: contentWidth,
      spacing: sectionSpacing)
  }

  /// Measures the section of a controller and an identity at a width, with blank lines
  /// after it.
  func measure(
    _ controller: any SectionController, identity: ObjectIdentity, width: Int, spacing: Int
  ) -> SectionLayout {
    let header = max(0, controller.headerHeight(width: width))
    let isCollapsed = header > 0 && controller.isCollapsible && collapsed[identity] != nil
    let items: ItemMetrics
    if isCollapsed {
      items = ItemMetrics()
    } else if let metrics = controller.itemMetrics(width: width) {
      items = metrics
    } else {
      let count = max(0, controller.numberOfItems)
      if count == 1 {
        // A section of one item, as most are: its metrics made directly, as alike.
        items = ItemMetrics(
          count: 1, height: controller.height(forItem: 0, width: width),
          isSelectable: controller.canSelect(item: 0))
      } else {
        items = ItemMetrics(
          count: count, height: { controller.height(forItem: $0, width: width) },
          isSelectable: { controller.canSelect(item: $0) })
      }
    }
    return SectionLayout(
      headerHeight: header, isCollapsed: isCollapsed, items: items,
      footerHeight: isCollapsed ? 0 : controller.footerHeight(width: width),
      spacing: spacing)
  }

  /// Measures every section again at the current width.
  func relayout() {
    relayout(with: sectionControllers.indices.map { measure(section: $0) })
  }

  /// Lays the list out from sections already measured, with ``sectionSpacing`` between them
  /// and none after the last, so that the end of the list is its last line.
  func relayout(with sections: consuming [SectionLayout]) {
    var sections = sections
    // Sections measured or reused keep the spacing they had; only the one that was last
    // before (none after it) or is last now (none) can differ.
    for index in sections.indices {
      let spacing = index == sections.count - 1 ? 0 : sectionSpacing
      if sections[index].spacing != spacing { sections[index].spacing = spacing }
    }
    layout = ListLayout(sections: sections, width: contentWidth)
  }

  /// Measures every section again, for example after their heights changed, keeping the
  /// selection's place on screen.
  public func invalidateLayout() {
    keepingSelectionInPlace { relayout() }
  }

  /// Measures one section again, for example after one of its items changed height, keeping
  /// the selection's place on screen.
  public func invalidateLayout(of controller: any SectionController) {
    guard let section = sectionControllers.firstIndex(where: { $0 === controller }) else { return }
    remeasure(section: section)
  }

  /// Measures one section again, keeping the selection's place on screen.
  func remeasure(section: Int) {
    keepingSelectionInPlace {
      var sections = layout.sections
      guard section < sections.count else { return }
      sections[section] = measure(section: section)
      relayout(with: sections)
    }
  }

  /// Runs a change of layout, then selects the same part of the same section at the same
  /// line of the view, or the nearest selectable row.
  func keepingSelectionInPlace(_ change: () -> Void) {
    let anchor = selectedRow.flatMap { row -> (place: ListRow, offset: Int)? in
      guard row < layout.rowCount else { return nil }
      return (layout.row(row), layout.top(ofRow: row) - scrollTop)
    }
    change()
    guard let anchor else {
      select(row: layout.selectableRow(rank: 0), keepingOffset: nil)
      return
    }
    guard anchor.place.section < layout.sectionCount else {
      select(row: layout.selectableRow(rank: layout.selectableCount - 1), keepingOffset: nil)
      return
    }
    let row =
      layout.rowIndex(section: anchor.place.section, part: anchor.place.part)
      ?? layout.rows(ofSection: anchor.place.section).first
      ?? layout.rows(ofSection: anchor.place.section).lowerBound
    select(
      row: layout.nearestSelectableRow(to: min(row, max(0, layout.rowCount - 1))),
      keepingOffset: anchor.offset)
  }
}
