import ListDiff
import ListKit
import Render
import Testing

@Suite("Updates keep the selection on the same item")
struct UpdateTests {
  /// Forty one-item groups, g0 to g39, with g20 selected on line 7 of a 10-line view.
  static func scrolledHarness() throws -> (Harness, [Group]) {
    let groups = (0..<40).map { Group(id: "g\($0)", items: ["row \($0)"]) }
    let harness = Harness(groups)
    try harness.press(String(repeating: "j", count: 20))
    return (harness, groups)
  }

  /// The id of the selected group and the screen line of its `>` mark.
  static func selected(_ harness: Harness) -> (id: String?, line: Int?) {
    let screen = harness.screen()
    let id = (harness.adapter.selection?.object as? Group)?.id
    return (id, screen.lines.firstIndex { $0.hasPrefix(">") })
  }

  @Test("Setting up: g20 is selected on line 7")
  func setup() throws {
    let (harness, _) = try Self.scrolledHarness()
    #expect(Self.selected(harness) == ("g20", 7))
  }

  @Test("Inserting above keeps the item at its screen line")
  func insertAbove() throws {
    let (harness, groups) = try Self.scrolledHarness()
    harness.update([Group(id: "new", items: ["new"])] + groups)
    #expect(Self.selected(harness) == ("g20", 7))
    #expect(harness.adapter.selection?.position == 22)
  }

  @Test("Deleting above keeps the item at its screen line")
  func deleteAbove() throws {
    let (harness, groups) = try Self.scrolledHarness()
    harness.update(Array(groups.dropFirst(3)))
    #expect(Self.selected(harness) == ("g20", 7))
  }

  @Test("A moved item keeps the selection, at the same line where the content allows")
  func move() throws {
    let (harness, groups) = try Self.scrolledHarness()
    var moved = groups
    moved.insert(moved.remove(at: 20), at: 30)
    harness.update(moved)
    #expect(Self.selected(harness) == ("g20", 7))
    moved.insert(moved.remove(at: 30), at: 0)
    harness.update(moved)
    #expect(Self.selected(harness) == ("g20", 0))
  }

  @Test("Deleting the selected item selects its nearest surviving neighbour, below first")
  func deleteSelected() throws {
    var (harness, groups) = try Self.scrolledHarness()
    harness.update(groups.filter { $0.id != "g20" })
    #expect(Self.selected(harness) == ("g21", 7))

    (harness, groups) = try Self.scrolledHarness()
    harness.update(groups.filter { !["g20", "g21"].contains($0.id) })
    #expect(Self.selected(harness).id == "g19")

    (harness, groups) = try Self.scrolledHarness()
    harness.update(groups.filter { !["g19", "g20", "g21"].contains($0.id) })
    #expect(Self.selected(harness).id == "g22")
  }

  @Test("Surviving controllers are kept and told only of changed content")
  func controllersKept() throws {
    let (harness, groups) = try Self.scrolledHarness()
    let before = harness.adapter.sectionControllers.map(ObjectIdentifier.init)
    var changed = groups
    changed[20].items = ["changed"]
    harness.update(changed)
    let after = harness.adapter.sectionControllers.map(ObjectIdentifier.init)
    #expect(before == after)
    let updates = harness.adapter.sectionControllers.compactMap {
      ($0 as? GroupSectionController)?.updates
    }
    #expect(updates[20] == 2 && updates[21] == 1)
    #expect(harness.screen().lines[7] == "> changed")
  }

  @Test("A repeated identity is dropped with a warning, never a trap")
  func duplicates() {
    let harness = Harness(
      [Group(id: "a", items: ["one"]), Group(id: "a", items: ["two"])], height: 2)
    var warnings: [String] = []
    harness.adapter.onWarning = { warnings.append($0) }
    harness.adapter.performUpdates()
    #expect(harness.screen().lines == ["> one", ""])
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("repeats the identity") == true)
  }

  @Test("The item selected inside a section stays selected when the section changes")
  func itemWithinSection() throws {
    let harness = Harness([Group(id: "g", items: ["a", "b", "c"])], height: 4)
    try harness.press("jj")
    harness.update([Group(id: "g", items: ["a", "b", "c", "d"])])
    #expect(harness.screen().lines == ["  a", "  b", "> c", "  d"])
    harness.update([Group(id: "g", items: ["a"])])
    #expect(harness.screen().lines == ["> a", "", "", ""])
  }
}

@Suite("An update reports what it changed")
struct UpdateSummaryTests {
  @Test("Moves are counted from the diff's minimal moves when read; inserts and deletes at once")
  func counts() {
    let groups = (0..<6).map { Group(id: "g\($0)", items: ["row \($0)"]) }
    let harness = Harness(groups)
    var next = groups
    next.insert(next.remove(at: 5), at: 0)
    next.remove(at: 3)
    next.append(Group(id: "new", items: ["new"]))
    harness.source.objects = next
    let update = harness.adapter.performUpdates()
    #expect(update.inserted == 1 && update.deleted == 1 && update.updated == 0)
    #expect(update.moved == 1)
    #expect(update.diff?.moves == [Move(from: 5, to: 0)])
    var summary = update
    summary.moved = 4
    #expect(summary.moved == 4)
  }
}

@Suite("Updates never scroll a selection that stays in view")
struct UpdateKeepsViewTests {
  @Test("Rows arriving below the last, selected row leave the view where it was; j then scrolls")
  func rowsArriveBelow() throws {
    let groups = (0..<30).map { Group(id: "g\($0)", items: ["row \($0)"]) }
    let harness = Harness(groups, width: 20, height: 10)
    try harness.press("G")
    let before = harness.screen().lines
    #expect(before.last == "> row 29")
    harness.update(groups + (30..<40).map { Group(id: "g\($0)", items: ["row \($0)"]) })
    #expect(harness.screen().lines == before)
    try harness.press("j")
    // Now the margin of two rows below is made room for.
    #expect(harness.screen().lines.suffix(3) == ["> row 30", "  row 31", "  row 32"])
  }
}
