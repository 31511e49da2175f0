import ListDiff

extension ListAdapter {
  /// Selects an item of an object's section and scrolls it into view; returns whether the
  /// object is in the list.
  ///
  /// If the item cannot be selected, the nearest one that can is.
  @discardableResult
  public func select(_ object: any Diffable, item: Int = 0) -> Bool {
    select(identity: ObjectIdentity(of: object), item: item)
  }

  /// Selects an item, by index, of the section with an identity; returns whether the section
  /// is in the list.
  ///
  /// A collapsed section is expanded, so that the item shows. To select a collapsed section's
  /// header and leave it collapsed, use ``selectHeader(of:)``.
  @discardableResult
  public func select(identity: ObjectIdentity, item: Int = 0) -> Bool {
    guard let section = sectionIndex(of: identity) else { return false }
    if isCollapsed(section: section) { setCollapsed(false, section: section) }
    let row =
      layout.rowIndex(section: section, part: .item(item))
      ?? layout.rowIndex(section: section, part: .header) ?? layout.rows(ofSection: section).first
    select(row: row.flatMap { layout.nearestSelectableRow(to: $0) }, keepingOffset: nil)
    didChangeState()
    return true
  }

  /// Scrolls the view to a section without selecting it: its first line (its header, or its
  /// first item), or an item's first line, goes to the top of the view, as far as the end
  /// of the list allows; returns whether the section is in the list.
  ///
  /// The selection stays, unless it would leave the view: then the nearest row in view takes
  /// it, as when the wheel scrolls. An item of a collapsed section scrolls to its header.
  @discardableResult
  public func scroll(to identity: ObjectIdentity, item: Int? = nil) -> Bool {
    guard let section = sectionIndex(of: identity) else { return false }
    let rows = layout.rows(ofSection: section)
    let row = item.flatMap { layout.rowIndex(section: section, part: .item($0)) } ?? rows.first
    guard let row else { return true }
    defer { didChangeState() }
    _ = scrollLines(layout.top(ofRow: row) - scrollTop)
    return true
  }

  /// Scrolls the view to the item with an item identity (see
  /// ``SectionController/identity(ofItem:)``) in the section with a section identity, as
  /// ``scroll(to:item:)`` does; returns whether both were found.
  @discardableResult
  public func scroll(to identity: ObjectIdentity, itemIdentity: AnyHashable) -> Bool {
    guard let section = sectionIndex(of: identity),
      let item = controllers[section].index(ofItemIdentity: itemIdentity)
    else { return false }
    return scroll(to: identity, item: item)
  }

  /// Selects the item with an item identity (see ``SectionController/identity(ofItem:)``) in
  /// the section with a section identity; returns whether both were found.
  @discardableResult
  public func select(identity: ObjectIdentity, itemIdentity: AnyHashable) -> Bool {
    guard let section = sectionIndex(of: identity),
      let item = controllers[section].index(ofItemIdentity: itemIdentity)
    else { return false }
    return select(identity: identity, item: item)
  }

  /// Selects the header of the section with an identity, leaving the section collapsed, and
  /// scrolls it into view; returns whether the section is in the list and its header can be
  /// selected, as a collapsed section's can.
  ///
  /// ```swift
  /// adapter.selectHeader(of: ObjectIdentity(Day.self, id: "2026-11-23"))
  /// ```
  @discardableResult
  public func selectHeader(of identity: ObjectIdentity) -> Bool {
    guard let section = sectionIndex(of: identity),
      let row = layout.rowIndex(section: section, part: .header), layout.isSelectable(row)
    else { return false }
    select(row: row, keepingOffset: nil)
    didChangeState()
    return true
  }

  /// Whether the section with an identity is collapsed to its header.
  ///
  /// A collapsed section that an update removed is collapsed still: it collapses again when
  /// an update brings it back (see ``absentCollapsedLimit``).
  public func isCollapsed(_ identity: ObjectIdentity) -> Bool {
    collapsed[identity] != nil || absentCollapsed[identity] != nil
  }

  /// Collapses the section with an identity to its header, or expands it, keeping its place on
  /// screen.
  ///
  /// Returns whether it changed. Only collapsible sections with a header collapse. Expanding a
  /// collapsed section that an update removed forgets it, so it comes back expanded.
  @discardableResult
  public func setCollapsed(_ identity: ObjectIdentity, _ isCollapsed: Bool) -> Bool {
    guard let section = sectionIndex(of: identity) else {
      guard !isCollapsed, absentCollapsed.removeValue(forKey: identity) != nil else {
        return false
      }
      return true
    }
    defer { didChangeState() }
    return setCollapsed(isCollapsed, section: section)
  }
}
