import ListDiff
import ListKit
import Testing

@Suite("Updates move controllers and layouts to their sections' new places")
struct UpdateRearrangingTests {
  /// Groups of one to three items, some with a header, a footer or text of several lines, so
  /// that their layouts differ; in some, the first item is taller than the others, a shape that
  /// does not pack.
  static func group(_ id: Int, version: Int) -> Group {
    let items = (0...(id % 3)).map {
      "g\(id) item \($0) v\(version)" + (id % 4 == 0 || (id % 7 == 1 && $0 == 0) ? "\nmore" : "")
    }
    return Group(
      id: "g\(id)", title: id % 2 == 0 ? "Group \(id)" : nil, items: items,
      footer: id % 5 == 0 ? "end of \(id)" : nil)
  }

  /// The groups after random deletes, moves, content changes and inserts.
  static func edited(
    _ groups: [Group], next: inout Int, using random: inout SeededRandom
  )
    -> [Group]
  {
    var result = groups.filter { _ in Int.random(in: 0..<6, using: &random) != 0 }
    for _ in 0..<Int.random(in: 0...4, using: &random) where !result.isEmpty {
      let moved = result.remove(at: Int.random(in: 0..<result.count, using: &random))
      result.insert(moved, at: Int.random(in: 0...result.count, using: &random))
    }
    for index in result.indices where Int.random(in: 0..<5, using: &random) == 0 {
      let id = Int(result[index].id.dropFirst()) ?? 0
      result[index] = group(id, version: Int.random(in: 1...9, using: &random))
    }
    for _ in 0..<Int.random(in: 0...5, using: &random) {
      result.insert(group(next, version: 0), at: Int.random(in: 0...result.count, using: &random))
      next += 1
    }
    return result
  }

  @Test(
    "Each section keeps its controller and a layout as measured afresh, whether or not the old controllers are held elsewhere"
  )
  func randomHistories() {
    for seed in 0..<150 {
      var random = SeededRandom(seed: 0xA11A &+ UInt64(seed))
      var next = 30
      var groups = (0..<Int.random(in: 1...30, using: &random)).map { Self.group($0, version: 0) }
      let harness = Harness(groups, width: 30, height: 8)
      for step in 0..<10 {
        let context = "seed \(seed), step \(step)"
        let before = Dictionary(
          uniqueKeysWithValues: zip(
            harness.adapter.objects.map { ($0 as? Group)?.id ?? "" },
            harness.adapter.sectionControllers.map(ObjectIdentifier.init)))
        // On odd steps another array holds the old controllers, so they cannot be moved
        // out of it and must be copied.
        let held = step % 2 == 1 ? harness.adapter.sectionControllers : []
        let heldIDs = held.map(ObjectIdentifier.init)
        groups = Self.edited(groups, next: &next, using: &random)
        guard !groups.isEmpty else { break }
        harness.update(groups)
        #expect(held.map(ObjectIdentifier.init) == heldIDs, "\(context): held array changed")
        let controllers = harness.adapter.sectionControllers
        #expect(controllers.count == groups.count, "\(context)")
        for (section, group) in groups.enumerated() where section < controllers.count {
          let controller = controllers[section] as? GroupSectionController
          #expect(controller?.group == group, "\(context): section \(section)")
          if let old = before[group.id] {
            #expect(ObjectIdentifier(controllers[section]) == old, "\(context): \(group.id)")
          }
        }
        let fresh = Harness(groups, width: 30, height: 8)
        #expect(harness.adapter.layout.sections == fresh.adapter.layout.sections, "\(context)")
        #expect(harness.adapter.layout.rowCount == fresh.adapter.layout.rowCount, "\(context)")
        #expect(
          harness.adapter.layout.totalHeight == fresh.adapter.layout.totalHeight, "\(context)")
      }
    }
  }

  @Test(
    "Controllers of deleted sections are released by the update, changed ones hear of their group, kept ones stay"
  )
  func deletedControllersAreReleased() {
    let groups = (0..<60).map { Self.group($0, version: 0) }
    let harness = Harness(groups, width: 30, height: 8)
    let deleted = Set([0, 7, 8, 30, 59])
    weak var first: AnyObject? = harness.adapter.sectionControllers[0]
    weak var last: AnyObject? = harness.adapter.sectionControllers[59]
    let kept = Dictionary(
      uniqueKeysWithValues: groups.indices.filter { !deleted.contains($0) }.map {
        (groups[$0].id, ObjectIdentifier(harness.adapter.sectionControllers[$0]))
      })
    var next = groups.filter { group in !deleted.contains(Int(group.id.dropFirst()) ?? -1) }
    next.swapAt(1, 40)
    next[10] = Self.group(Int(next[10].id.dropFirst()) ?? 0, version: 3)
    next.insert(Self.group(100, version: 0), at: 20)
    harness.update(next)
    #expect(first == nil)
    #expect(last == nil)
    let controllers = harness.adapter.sectionControllers
    for (section, group) in next.enumerated() {
      #expect((controllers[section] as? GroupSectionController)?.group == group)
      if let old = kept[group.id] { #expect(ObjectIdentifier(controllers[section]) == old) }
    }
  }

  /// A weak reference to a controller.
  struct Watched {
    weak var controller: AnyObject?
  }

  @Test(
    "Every controller the adapter made is released exactly once: a deleted one still held elsewhere lives on, and all go with the adapter"
  )
  func controllersAreOwnedOnce() {
    var watched: [Watched] = []
    var heldElsewhere: [any SectionController] = []
    do {
      var random = SeededRandom(seed: 0x0C0C)
      var next = 40
      var groups = (0..<40).map { Self.group($0, version: 0) }
      let harness = Harness(groups, width: 30, height: 8)
      for step in 0..<40 {
        watched += harness.adapter.sectionControllers.map { Watched(controller: $0) }
        // Some controllers are also held by someone else, as an app might keep one.
        if step % 3 == 0,
          let some = harness.adapter.sectionControllers.randomElement(using: &random)
        {
          heldElsewhere.append(some)
        }
        groups = Self.edited(groups, next: &next, using: &random)
        if groups.isEmpty { groups = [Self.group(next, version: 0)] }
        harness.update(groups)
        let alive = Set(harness.adapter.sectionControllers.map(ObjectIdentifier.init))
        let held = Set(heldElsewhere.map(ObjectIdentifier.init))
        for entry in watched {
          guard let controller = entry.controller else { continue }
          let id = ObjectIdentifier(controller)
          #expect(
            alive.contains(id) || held.contains(id), "step \(step): a deleted controller leaked")
        }
      }
      // Held controllers whose sections went are still whole.
      for controller in heldElsewhere { #expect(controller.numberOfItems >= 1) }
    }
    let held = Set(heldElsewhere.map(ObjectIdentifier.init))
    let leaked = watched.compactMap(\.controller).filter { !held.contains(ObjectIdentifier($0)) }
    #expect(leaked.isEmpty, "\(leaked.count) controllers outlived the adapter")
  }
}
