import ListDiff
import ListKit
import ListKitTesting
import Render
import Testing

@Suite("Section spacing goes between sections, never after the last")
struct SectionSpacingTests {
  static func groups(_ ids: [Int]) -> [Group] {
    ids.map { Group(id: "g\($0)", items: ["row \($0)"]) }
  }

  /// A harness of one-line groups with a blank line between sections.
  static func harness(_ ids: [Int]) -> Harness {
    let harness = Harness(groups(ids), width: 20, height: 12)
    harness.adapter.sectionSpacing = 1
    return harness
  }

  @Test("Three sections of one line take five lines, and the last line is the last row")
  func noTrailingSpace() {
    let harness = Self.harness([0, 1, 2])
    #expect(harness.adapter.layout.totalHeight == 5)
    #expect(harness.screen().lines.prefix(6) == ["> row 0", "", "  row 1", "", "  row 2", ""])
  }

  @Test("Whatever becomes last loses its spacing, and what was last gains it: seeded updates")
  func updatesKeepItBetween() {
    var random = SeededRandom(seed: 7)
    var ids = [0, 1, 2]
    let harness = Self.harness(ids)
    var next = 3
    for _ in 0..<300 {
      switch random.next() % 4 {
      case 0:
        ids.append(next)
        next += 1
      case 1 where ids.count > 1: ids.removeLast()
      case 2 where ids.count > 1: ids.swapAt(0, ids.count - 1)
      default:
        ids.insert(next, at: Int(random.next() % UInt64(ids.count + 1)))
        next += 1
      }
      harness.update(Self.groups(ids))
      #expect(harness.adapter.layout.totalHeight == ids.count * 2 - 1, "\(ids)")
      // And the same as a list laid out afresh.
      let fresh = Self.harness(ids)
      #expect(
        harness.adapter.layout.sections.map(\.spacing)
          == fresh.adapter.layout.sections.map(\.spacing))
    }
  }

  @Test("A section that draws nothing takes no spacing, between sections or at either end")
  func emptySectionTakesNone() {
    func empty(_ id: String) -> Group { Group(id: id, items: []) }
    let harness = Harness(
      [
        empty("e0"), Group(id: "g0", items: ["row 0"]), empty("e1"),
        Group(id: "g2", items: ["row 2"]),
      ],
      width: 20, height: 5)
    harness.adapter.sectionSpacing = 1
    expectScreen(harness.screen(), ["> row 0", "", "  row 2", "", ""])
    harness.update([
      Group(id: "g0", items: ["row 0"]), Group(id: "g1", items: ["row 1"]), empty("e2"),
    ])
    expectScreen(harness.screen(), ["> row 0", "", "  row 1", "", ""])
    #expect(harness.adapter.layout.totalHeight == 3, "no spacing after the last that draws")
  }

  @Test("A section of only a header still takes its spacing")
  func headerOnlyTakesSpacing() {
    let harness = Harness(
      [Group(id: "g0", title: "T", items: []), Group(id: "g1", items: ["row 1"])],
      width: 20, height: 4)
    harness.adapter.sectionSpacing = 1
    expectScreen(harness.screen(), ["  ▾ T (0)", "", "> row 1", ""])
  }
}
