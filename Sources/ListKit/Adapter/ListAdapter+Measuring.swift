extension ListAdapter {
  /// Measures one section at the current width: its header, items, footer and spacing.
  func measure(section: Int) -> SectionLayout {
    measure(
      controllers[section], isCollapsed: isCollapsed(sectionIdentities[section]),
      width: contentWidth, spacing: sectionSpacing)
  }

  /// Measures the section of a controller at a width, with blank lines after it; collapsed
  /// to its header if `isCollapsed` and it has a header and can collapse.
  func measure(
    _ controller: any SectionController, isCollapsed: Bool, width: Int, spacing: Int
  ) -> SectionLayout {
    let header = max(0, controller.headerHeight(width: width))
    let isCollapsed = header > 0 && controller.isCollapsible && isCollapsed
    let selectsHeader = header > 0 && controller.isCollapsible && controller.selectsHeader
    let items: ItemMetrics
    if isCollapsed {
      items = ItemMetrics()
    } else if let metrics = controller.itemMetrics(width: width) {
      items = metrics
    } else {
      let count = max(0, controller.numberOfItems)
      if count == 1 {
        // A section of one item, as most are: packed directly, with no metrics to make.
        return SectionLayout(
          headerHeight: header, selectsHeader: selectsHeader,
          itemHeight: controller.height(forItem: 0, width: width),
          isSelectable: controller.canSelect(item: 0),
          footerHeight: controller.footerHeight(width: width), spacing: spacing)
      } else {
        items = ItemMetrics(
          count: count, height: { controller.height(forItem: $0, width: width) },
          isSelectable: { controller.canSelect(item: $0) })
      }
    }
    return SectionLayout(
      headerHeight: header, isCollapsed: isCollapsed, selectsHeader: selectsHeader, items: items,
      footerHeight: isCollapsed ? 0 : controller.footerHeight(width: width),
      spacing: spacing)
  }

  /// The layout after an update: each section's old layout where it still holds, else
  /// measured afresh.
  ///
  /// `told` lists, ascending, the new indexes of the sections whose controllers were told of
  /// a new object: changed and inserted ones. Every other section is kept and, at the same
  /// width, keeps its old layout, placed where its section went (in `placed`, when that was
  /// done already, on another thread); then the told sections are measured, in order; then
  /// one pass sums the running totals.
  func layout(
    after result: DiffResult<ObjectIdentity>, from oldLayout: ListLayout, told: [Int],
    identities: [ObjectIdentity], placed: ListLayout.Placement? = nil
  ) -> ListLayout {
    let width = contentWidth
    let spacing = sectionSpacing
    let count = controllers.count
    // An identity is read only when some section is collapsed.
    let collapsedIdentities = collapsed.isEmpty ? [] : identities
    let slots = controllers.slots
    func measure(_ index: Int) -> SectionLayout {
      let isCollapsed =
        !collapsedIdentities.isEmpty && collapsed[collapsedIdentities[index]] != nil
      return self.measure(
        slots[index].controller, isCollapsed: isCollapsed, width: width, spacing: spacing)
    }
    guard count > 0, Self.canPlace(oldLayout, width: width, for: result) else {
      return ListLayout(sections: (0..<count).map(measure), width: width, spacing: spacing)
    }
    var placement = placed ?? ListLayout.Placement(keptFrom: oldLayout, for: result)
    for index in told {
      placement.words[index] = ListLayout.word(for: measure(index), spilling: &placement.spilled)
    }
    return ListLayout(
      words: placement.words, spilled: placement.spilled, width: width, spacing: spacing)
  }

  /// Whether the sections kept by a diff keep their layouts from an old one: measured at the
  /// same width, for the diff's old sections.
  static func canPlace(
    _ oldLayout: ListLayout, width: Int, for result: DiffResult<ObjectIdentity>
  ) -> Bool {
    oldLayout.width == width && oldLayout.sectionCount == result.oldCount
  }

  /// Measures every section again at the current width.
  func relayout() {
    relayout(with: controllers.indices.map { measure(section: $0) })
  }

  /// Lays the list out from sections already measured, with ``sectionSpacing`` between them
  /// and none after the last, so that the end of the list is its last line.
  func relayout(with sections: consuming [SectionLayout]) {
    layout = ListLayout(sections: sections, width: contentWidth, spacing: sectionSpacing)
  }

  /// Measures every section again, for example after their heights changed, keeping the
  /// selection's place on screen.
  public func invalidateLayout() {
    for controller in controllers { controller.invalidateItemMetrics() }
    keepingSelectionInPlace { relayout() }
  }

  /// Measures one section again, for example after one of its items changed height, keeping
  /// the selection's place on screen.
  ///
  /// The selection keeps its row by place, not by item identity: for items added, removed or
  /// moved, give the section its new object through ``performUpdates()`` or ``reload(_:)``,
  /// which follow the selected item.
  public func invalidateLayout(of controller: any SectionController) {
    guard let section = controllers.firstIndex(where: { $0 === controller }) else { return }
    controller.invalidateItemMetrics()
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
