/// Computes the changes from `old` to `new` sections, and from their old items to their new
/// items, which may move across sections.
///
/// ```swift
/// let result = diff(sections: oldGroups, newGroups, items: \.members)
/// result.itemMoves  // [0.2->1.0]: an item moved into the next section
/// ```
@inlinable
public func diff<Section: Diffable, Item: Diffable>(
  sections old: [Section],
  _ new: [Section],
  items: (Section) -> [Item]
) -> SectionedDiffResult<Section.DiffID, Item.DiffID> {
  var oldItems: [Item] = []
  var oldPaths: [ItemPath] = []
  for (section, element) in old.enumerated() {
    for (index, item) in items(element).enumerated() {
      oldItems.append(item)
      oldPaths.append(ItemPath(section: section, item: index))
    }
  }
  var newItems: [Item] = []
  var newPaths: [ItemPath] = []
  for (section, element) in new.enumerated() {
    for (index, item) in items(element).enumerated() {
      newItems.append(item)
      newPaths.append(ItemPath(section: section, item: index))
    }
  }
  return SectionedDiffResult(
    sections: diff(old, new),
    items: Pairing(
      old: oldItems, new: newItems, id: { $0.diffID },
      hash: .standard,
      isContentEqual: { $0.isContentEqual(to: $1) }),
    oldPaths: oldPaths,
    newPaths: newPaths)
}
