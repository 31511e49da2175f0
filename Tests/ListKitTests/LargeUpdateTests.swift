import ListDiff
import ListKit
import Testing

@Suite("Updates of large lists, whose identities are indexed on another thread")
struct LargeUpdateTests {
  /// The rows after random deletes, moves, changes and inserts of about 5% each.
  static func edited(_ rows: [Row], next: inout Int, using random: inout SeededRandom) -> [Row] {
    var result = rows.filter { _ in Int.random(in: 0..<20, using: &random) != 0 }
    for _ in 0..<(result.count / 20) {
      let moved = result.remove(at: Int.random(in: 0..<result.count, using: &random))
      result.insert(moved, at: Int.random(in: 0...result.count, using: &random))
    }
    for index in result.indices where Int.random(in: 0..<20, using: &random) == 0 {
      result[index].version += 1
      result[index].lines = Int.random(in: 1...3, using: &random)
    }
    for _ in 0..<(rows.count / 20) {
      result.insert(
        Row(id: next, lines: next % 3 + 1), at: Int.random(in: 0...result.count, using: &random))
      next += 1
    }
    return result
  }

  @Test(
    "Each section keeps its controller and hears of its row, the layout is a fresh one's, the selection stays on its row, and the counts are the diff's"
  )
  func randomUpdates() {
    var random = SeededRandom(seed: 0x1A26E)
    var rows = (0..<20_000).map { Row(id: $0, lines: $0 % 3 + 1) }
    var next = rows.count
    let harness = Harness(rows, width: 40, height: 12)
    for step in 0..<8 {
      let before = Dictionary(
        uniqueKeysWithValues: zip(
          harness.adapter.objects.map { ($0 as? Row)?.id ?? -1 },
          harness.adapter.sectionControllers.map(ObjectIdentifier.init)))
      let selected = rows[Int.random(in: 0..<rows.count, using: &random)]
      harness.adapter.select(selected)
      let old = rows
      rows = Self.edited(rows, next: &next, using: &random)
      harness.source.objects = rows
      let update = harness.adapter.performUpdates()
      let expected = diff(old, rows)
      #expect(update.inserted == expected.inserts.count, "step \(step)")
      #expect(update.deleted == expected.deletes.count, "step \(step)")
      #expect(update.updated == expected.updates.count, "step \(step)")
      #expect(update.moved == expected.moves.count, "step \(step)")
      let controllers = harness.adapter.sectionControllers
      #expect(controllers.count == rows.count, "step \(step)")
      var wrong = 0
      for (section, row) in rows.enumerated() {
        if (controllers[section] as? RowSectionController)?.row != row { wrong += 1 }
        if let old = before[row.id], ObjectIdentifier(controllers[section]) != old { wrong += 1 }
      }
      #expect(wrong == 0, "step \(step): \(wrong) sections with the wrong controller or row")
      let fresh = Harness(rows, width: 40, height: 12)
      #expect(harness.adapter.layout.sections == fresh.adapter.layout.sections, "step \(step)")
      if rows.contains(where: { $0.id == selected.id }) {
        #expect((harness.adapter.selection?.object as? Row)?.id == selected.id, "step \(step)")
      }
    }
  }
}
