import ListDiff

extension ListAdapter {
  /// Where the selection should go after an update: a section's new index, a part of it, and
  /// the line of the view it was on.
  struct SelectionAnchor {
    /// The section's index after the update.
    var section: Int
    /// The part of the section.
    var part: Part
    /// Lines from the top of the view to the selected row's top, before the update.
    var offset: Int?
    /// Where a selected item that left its section may have gone.
    ///
    /// The new indexes, ascending, of the sections inserted, and of those changed that did not
    /// hold its identity before. Another section that held it already holds another item:
    /// identities are scoped by their section's.
    var arrivals: [Int] = []

    /// Which part of the section to select.
    enum Part {
      /// The header: of a collapsed section, it stands for the item it hides that last held
      /// the selection, if any, which the selection follows if it leaves the section.
      case header(standingFor: AnyHashable?)
      case footer
      /// An item: its index before the update and, when its section changed, its identity
      /// and those of its neighbours, nearest first (the one below before the one above).
      case item(index: Int, identity: AnyHashable?, neighbours: [AnyHashable])
      /// The first selectable row of the section: its neighbour above was selected. The
      /// selected item's identity, if it had one, is looked for first in every section.
      case first(movedItem: AnyHashable?)
      /// The last selectable row of the section: its neighbour below was selected.
      case last(movedItem: AnyHashable?)
    }
  }

  /// The most neighbours remembered on each side of a selected item whose section changes:
  /// sections this small are searched whole; in a larger one, a selected item whose nearest
  /// 1024 neighbours on both sides all went falls back to its old index.
  static let anchorNeighbourLimit = 1024

  /// Finds where the selection goes: the selected section's new index, or its nearest
  /// surviving neighbour's; for an item of a section that changed, its identity and its
  /// neighbours' identities, taken before the section's controller hears of the change.
  func selectionAnchor(in result: DiffResult<ObjectIdentity>) -> SelectionAnchor? {
    guard let row = selectedRow, row < layout.rowCount else { return nil }
    let place = layout.row(row)
    let offset = layout.top(ofRow: row) - scrollTop
    guard let section = result.newIndex(forOld: place.section) else {
      // The selected section is gone: its item may have moved to another section; else take
      // the nearest surviving section, looking below first.
      var item: AnyHashable?
      if case .item(let index) = place.part {
        item = controllers[place.section].identity(ofItem: index)
      }
      let arrivals = self.arrivals(of: item, leaving: place.section, in: result, sameType: false)
      for distance in 1...max(1, result.oldCount) {
        if let section = result.newIndex(forOld: place.section + distance) {
          return SelectionAnchor(
            section: section, part: .first(movedItem: item), offset: offset, arrivals: arrivals)
        }
        if let section = result.newIndex(forOld: place.section - distance) {
          return SelectionAnchor(
            section: section, part: .last(movedItem: item), offset: offset, arrivals: arrivals)
        }
      }
      return nil
    }
    switch place.part {
    case .header:
      let hidden = collapsed[sectionIdentities[place.section]] ?? nil
      // Only a changed section can lose the item its header stands for.
      let changed = hidden != nil && Self.sortedContains(result.updates, place.section)
      return SelectionAnchor(
        section: section, part: .header(standingFor: hidden), offset: offset,
        arrivals: changed
          ? arrivals(of: hidden, leaving: place.section, in: result, sameType: true) : [])
    case .footer: return SelectionAnchor(section: section, part: .footer, offset: offset)
    case .item(let item):
      guard Self.sortedContains(result.updates, place.section) else {
        return SelectionAnchor(
          section: section, part: .item(index: item, identity: nil, neighbours: []),
          offset: offset)
      }
      var anchor = changedItemAnchor(section: place.section, item: item, newSection: section)
      if case .item(_, let identity, _) = anchor?.part {
        anchor?.arrivals = arrivals(
          of: identity, leaving: place.section, in: result, sameType: true)
      }
      return anchor
    }
  }

  /// The new indexes, ascending, of the sections an item leaving a section may arrive in:
  /// inserted sections, and changed ones (of the same controller type, when `sameType`) that
  /// do not hold its identity yet, asked before their controllers hear of the change.
  ///
  /// A section that held the identity before the update holds another item of that identity,
  /// not this one; a section that did not change holds what it held. None for an index
  /// identity, which names no item outside its section.
  private func arrivals(
    of identity: AnyHashable?, leaving section: Int, in result: DiffResult<ObjectIdentity>,
    sameType: Bool
  ) -> [Int] {
    guard let identity, !(identity.base is ItemIndex) else { return [] }
    let type = ObjectIdentifier(Swift.type(of: controllers[section]))
    var arrivals = result.inserts
    for old in result.updates where old != section {
      let controller = controllers[old]
      if sameType, ObjectIdentifier(Swift.type(of: controller)) != type { continue }
      guard controller.index(ofItemIdentity: identity) == nil,
        let new = result.newIndex(forOld: old)
      else { continue }
      arrivals.append(new)
    }
    return arrivals.sorted()
  }

  /// Where the selection goes when the section of the selected item changes: the item by its
  /// identity, else its nearest surviving neighbour, else its old index; taken before the
  /// section's controller hears of the change.
  func changedItemAnchor(section: Int, item: Int, newSection: Int) -> SelectionAnchor? {
    guard let row = selectedRow, row < layout.rowCount else { return nil }
    let controller = controllers[section]
    return SelectionAnchor(
      section: newSection,
      part: .item(
        index: item, identity: controller.identity(ofItem: item),
        neighbours: neighbourIdentities(of: item, in: controller)),
      offset: layout.top(ofRow: row) - scrollTop)
  }

  /// The row of an item that moved to another section of the same controller type, found by
  /// its identity among the anchor's ``SelectionAnchor/arrivals``; nil for index identities,
  /// which name no item outside their section.
  ///
  /// With no controller to compare with (its section is gone), any section is looked in. In a
  /// collapsed section, the item's row is the header, and the section remembers the item, so
  /// that expanding it selects the item.
  private func sectionHolding(
    _ identity: AnyHashable, like controller: (any SectionController)?, among arrivals: [Int]
  )
    -> Int?
  {
    guard !(identity.base is ItemIndex) else { return nil }
    let type = controller.map { ObjectIdentifier(Swift.type(of: $0)) }
    for section in arrivals where section < controllers.count {
      let other = controllers[section]
      if other === controller { continue }
      if let type, ObjectIdentifier(Swift.type(of: other)) != type { continue }
      guard let item = other.index(ofItemIdentity: identity) else { continue }
      if layout.layout(ofSection: section).isCollapsed {
        // The header stands for the item: expanding the section selects it.
        collapsed[sectionIdentities[section]] = .some(identity)
        return layout.rowIndex(section: section, part: .header)
      }
      return layout.rowIndex(section: section, part: .item(item))
    }
    return nil
  }

  /// Whether a sorted array holds a value, by binary search.
  static func sortedContains(_ values: [Int], _ value: Int) -> Bool {
    let index = ItemMetrics.lastIndex(in: values, notAbove: value)
    return index >= 0 && values[index] == value
  }

  /// The identities of an item's neighbours, nearest first, the one below before the one
  /// above.
  private func neighbourIdentities(
    of item: Int, in controller: any SectionController
  ) -> [AnyHashable] {
    let count = controller.numberOfItems
    let reach = min(Self.anchorNeighbourLimit, count)
    var identities: [AnyHashable] = []
    identities.reserveCapacity(min(count, 2 * reach))
    for distance in 1...max(1, reach) {
      if item + distance < count { identities.append(controller.identity(ofItem: item + distance)) }
      if item - distance >= 0 { identities.append(controller.identity(ofItem: item - distance)) }
    }
    return identities
  }

  /// Selects the anchor's row, or the nearest selectable one, at the anchor's line of the
  /// view where the content allows.
  ///
  /// Returns whether the selection followed its item into another section: then it was not
  /// taken from its item, which is not remembered as displaced.
  @discardableResult
  func restoreSelection(_ anchor: SelectionAnchor?) -> Bool {
    guard let anchor, anchor.section < layout.sectionCount else {
      select(row: layout.selectableRow(rank: 0), keepingOffset: nil)
      return false
    }
    let rows = layout.rows(ofSection: anchor.section)
    let sectionLayout = layout.layout(ofSection: anchor.section)
    var row: Int?
    var forward = true
    var followed = false
    switch anchor.part {
    case .header(let hidden):
      row = layout.rowIndex(section: anchor.section, part: .header)
      // The item the collapsed header stood for moved out of it: the selection follows it.
      let controller = controllers[anchor.section]
      if let hidden, sectionLayout.isCollapsed, controller.index(ofItemIdentity: hidden) == nil,
        let moved = sectionHolding(hidden, like: controller, among: anchor.arrivals)
      {
        collapsed[sectionIdentities[anchor.section]] = .some(nil)
        row = moved
        followed = true
      }
    case .footer:
      row = layout.rowIndex(section: anchor.section, part: .footer)
    case .first(let item), .last(let item):
      if case .last = anchor.part { forward = false }
      if let item, let moved = sectionHolding(item, like: nil, among: anchor.arrivals) {
        row = moved
        followed = true
      } else {
        row = forward ? rows.first : rows.last
      }
    case .item(let index, let identity, let neighbours):
      if sectionLayout.isCollapsed {
        row = rows.first
      } else {
        let controller = controllers[anchor.section]
        if let identity, controller.index(ofItemIdentity: identity) == nil,
          let moved = sectionHolding(identity, like: controller, among: anchor.arrivals)
        {
          row = moved
          followed = true
        } else {
          let item =
            identity.flatMap { controller.index(ofItemIdentity: $0) }
            ?? neighbours.lazy.compactMap { controller.index(ofItemIdentity: $0) }.first
            ?? min(index, max(0, sectionLayout.items.count - 1))
          row = layout.rowIndex(section: anchor.section, part: .item(item))
        }
      }
    }
    let start = row ?? rows.first ?? min(rows.lowerBound, max(0, layout.rowCount - 1))
    select(
      row: layout.nearestSelectableRow(to: start, forward: forward), keepingOffset: anchor.offset)
    return followed
  }
}
