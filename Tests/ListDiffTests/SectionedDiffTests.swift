import ListDiff
import Testing

/// A test section: an identity, a title as its content, and items.
struct Group: Diffable, Equatable, CustomStringConvertible {
  var id: Int
  var title: Int = 0
  var items: [Element]

  var diffID: Int { id }
  func isContentEqual(to other: Group) -> Bool { title == other.title }
  var description: String { "\(id):\(items)" }
}

/// Applies a sectioned diff to `old` using only its path lists and the section pairing.
func apply(
  _ result: SectionedDiffResult<Int, Int>, to old: [Group], new: [Group]
) throws -> [[Element]] {
  var leaving = Set<ItemPath>()
  for path in result.itemDeletes + result.itemMoves.map(\.from) {
    guard leaving.insert(path).inserted else {
      throw ApplicationError(description: "old item \(path) leaves twice")
    }
  }
  for (section, group) in old.enumerated() where result.sections.newIndex(forOld: section) == nil {
    for item in group.items.indices where !leaving.contains(ItemPath(section: section, item: item))
    {
      throw ApplicationError(description: "item \(section).\(item) lost with its section")
    }
  }
  var sections: [[Element]] = []
  for (section, group) in new.enumerated() {
    var slots = [Element?](repeating: nil, count: group.items.count)
    var origin = [ItemPath?](repeating: nil, count: group.items.count)
    for path in result.itemInserts where path.section == section {
      guard slots.indices.contains(path.item), slots[path.item] == nil else {
        throw ApplicationError(description: "insert at \(path) out of range or taken")
      }
      slots[path.item] = group.items[path.item]
    }
    for move in result.itemMoves where move.to.section == section {
      guard slots.indices.contains(move.to.item), slots[move.to.item] == nil else {
        throw ApplicationError(description: "move to \(move.to) out of range or taken")
      }
      slots[move.to.item] = old[move.from.section].items[move.from.item]
      origin[move.to.item] = move.from
    }
    var staying: [ItemPath] = []
    if let oldSection = result.sections.oldIndex(forNew: section) {
      staying = old[oldSection].items.indices.map { ItemPath(section: oldSection, item: $0) }
        .filter { !leaving.contains($0) }
    }
    guard staying.count == slots.filter({ $0 == nil }).count else {
      throw ApplicationError(
        description: "section \(section): \(staying.count) kept items for the free slots")
    }
    var next = staying.makeIterator()
    for slot in slots.indices where slots[slot] == nil {
      let path = next.next()
      origin[slot] = path
      slots[slot] = path.map { old[$0.section].items[$0.item] }
    }
    var items = slots.compactMap { $0 }
    for update in result.itemUpdates {
      if let slot = origin.firstIndex(of: update) {
        items[slot].content = group.items[slot].content
      }
    }
    sections.append(items)
  }
  return sections
}

@Suite("Sectioned diff")
struct SectionedDiffTests {
  @Test("An item moving to another section is one move, reported as paths")
  func crossSectionMove() {
    let old = [
      Group(id: 1, items: [Element(id: 10, content: 0), Element(id: 11, content: 0)]),
      Group(id: 2, items: [Element(id: 20, content: 0)]),
    ]
    let new = [
      Group(id: 1, items: [Element(id: 10, content: 0)]),
      Group(id: 2, items: [Element(id: 11, content: 0), Element(id: 20, content: 3)]),
    ]
    let result = diff(sections: old, new, items: \.items)
    #expect(
      result.itemMoves == [
        ItemMove(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0))
      ])
    #expect(
      result.description
        == "sections: inserts [] deletes [] updates [] moves [] items: inserts [] deletes [] "
        + "updates [1.0] moves [0.1->1.0]")
    #expect(result.itemUpdates == [ItemPath(section: 1, item: 0)])
    #expect(result.itemInserts.isEmpty && result.itemDeletes.isEmpty)
    #expect(!result.sections.hasChanges)
    #expect(result.newPath(for: 11) == ItemPath(section: 1, item: 0))
    #expect(result.oldPath(for: 11) == ItemPath(section: 0, item: 1))
  }

  @Test("Random sectioned cases apply exactly, with minimal moves", arguments: 0..<4)
  func properties(batch: Int) throws {
    for number in 0..<1_000 {
      let seed = propertySeed &+ 0xABCD &+ UInt64(batch * 1_000 + number)
      var rng = SplitMix64(seed: seed)
      let old = Self.randomGroups(using: &rng)
      let new = Self.randomGroups(using: &rng)
      let result = diff(sections: old, new, items: \.items)
      let context = "LISTDIFF_SEED=\(propertySeed), case seed \(seed): old \(old) new \(new)"
      let applied: [[Element]]
      do {
        applied = try apply(result, to: old, new: new)
      } catch {
        Issue.record("\(error); \(context)")
        return
      }
      #expect(applied == new.map(\.items), "\(context)")
      #expect(result.itemMoves.count == Self.minimalMoves(old, new), "\(context)")
      if applied != new.map(\.items) { return }
    }
  }

  static func randomGroups(using rng: inout SplitMix64) -> [Group] {
    (0..<Int.random(in: 0...4, using: &rng)).map { _ in
      Group(
        id: Int.random(in: 0..<5, using: &rng),
        items: (0..<Int.random(in: 0...5, using: &rng)).map { _ in
          Element(
            id: Int.random(in: 0..<12, using: &rng), content: Int.random(in: 0...1, using: &rng))
        })
    }
  }

  /// Moves a person would see: every change of section, plus within each kept section the
  /// items outside a longest increasing run.
  static func minimalMoves(_ old: [Group], _ new: [Group]) -> Int {
    func firstPaths(_ groups: [Group]) -> [Int: ItemPath] {
      var first: [Int: ItemPath] = [:]
      for (section, group) in groups.enumerated() {
        for (index, item) in group.items.enumerated() where first[item.id] == nil {
          first[item.id] = ItemPath(section: section, item: index)
        }
      }
      return first
    }
    func firstSections(_ groups: [Group]) -> [Int: Int] {
      var first: [Int: Int] = [:]
      for (index, group) in groups.enumerated() where first[group.id] == nil {
        first[group.id] = index
      }
      return first
    }
    let oldPaths = firstPaths(old)
    let newPaths = firstPaths(new)
    let oldSections = firstSections(old)
    let newSections = firstSections(new)
    var moves = 0
    for (section, group) in new.enumerated() {
      var run: [Int] = []
      for (index, item) in group.items.enumerated()
      where newPaths[item.id] == ItemPath(section: section, item: index) {
        guard let from = oldPaths[item.id] else { continue }
        let sameSection =
          newSections[old[from.section].id] == section
          && oldSections[old[from.section].id] == from.section
        if sameSection { run.append(from.item) } else { moves += 1 }
      }
      moves += run.count - longestIncreasingLength(run)
    }
    return moves
  }
}
