import ListDiff
import ListKit
import ListKitTesting
import Render
import Testing

/// A typed horizontal row: its model arrives as its own type, and its selection follows an
/// element's identity across updates.
@Suite("HorizontalModelSectionController")
struct HorizontalModelTests {
  /// A row that counts the typed models it was handed.
  final class CountingStrip: HorizontalModelSectionController<Strip> {
    var received: [[String]] = []
    override func didUpdate(model: Strip) { received.append(model.names) }
    override var numberOfElements: Int { model?.names.count ?? 0 }
  }

  /// A row that records each element it was told is selected.
  final class TellingStrip: HorizontalModelSectionController<Strip> {
    var told: [Int] = []
    override var numberOfElements: Int { model?.names.count ?? 0 }
    override func identity(ofElement index: Int) -> AnyHashable { model?.names[index] ?? "" }
    override func width(ofElement index: Int) -> Int { 3 }
    override func didSelectElement(_ index: Int) { told.append(index) }
  }

  /// A row of chips whose chosen chip follows the model's, as an app's filter chips do.
  final class ChipStrip: HorizontalModelSectionController<Chips> {
    var told: [String] = []
    override var numberOfElements: Int { model?.ids.count ?? 0 }
    override func identity(ofElement index: Int) -> AnyHashable { model?.ids[index] ?? "" }
    override func width(ofElement index: Int) -> Int { 3 }
    override func didUpdate(model: Chips) { select(elementIdentity: model.active) }
    override func didSelectElement(_ index: Int) { told.append(model?.ids[index] ?? "?") }
  }

  @Test("The app's own choice by identity is never told as the user's, wherever the chip moves")
  func appChoiceNotTold() {
    let row = ChipStrip()
    row.didUpdate(to: Chips(id: "c", ids: ["a", "b", "c"], active: "b"))
    _ = row.height(forItem: 0, width: 30)
    row.didUpdate(to: Chips(id: "c", ids: ["x", "a", "b", "c"], active: "b"))
    #expect(row.selectedElementIdentity == AnyHashable("b") && row.selectedElement == 2)
    row.didUpdate(to: Chips(id: "c", ids: ["c", "b", "a", "x"], active: "c"))
    row.didUpdate(to: Chips(id: "c", ids: ["b", "c", "a", "x"], active: "b"))
    #expect(row.selectedElementIdentity == AnyHashable("b"))
    #expect(row.told == [], "the first load, a chip moved, another chip chosen: none the user's")
    _ = row.handle(.right, item: 0)
    #expect(row.told == ["c"], "a key is the user's")
  }

  @Test("keys and clicks tell the row of another element; select(element:) and updates do not")
  func tellsOfSelection() {
    let row = TellingStrip()
    row.didUpdate(to: Strip(id: "s", names: ["ann", "bob", "cy"]))
    _ = row.height(forItem: 0, width: 30)
    _ = row.handle(.right, item: 0)
    _ = row.handle(.right, item: 0)
    _ = row.handle(.right, item: 0)  // at the end: no move
    #expect(row.told == [1, 2])
    _ = row.handleClick(item: 0, column: 1)
    row.select(element: 2)  // the app's choice
    #expect(row.told == [1, 2, 0])
    row.select(element: 0)
    row.didUpdate(to: Strip(id: "s", names: ["cy", "ann"]))
    #expect(row.selectedElement == 1 && row.told == [1, 2, 0], "the same name, elsewhere")
    // The selected name removed: the row selects a neighbour, and says so.
    row.didUpdate(to: Strip(id: "s", names: ["cy", "dee"]))
    #expect(row.selectedElement == 1 && row.told == [1, 2, 0, 1], "dee, in ann's place")
    // Every name removed: nothing to tell; the first name to come is selected, quietly.
    row.didUpdate(to: Strip(id: "s", names: []))
    row.didUpdate(to: Strip(id: "s", names: ["eve"]))
    #expect(row.selectedElement == 0 && row.told == [1, 2, 0, 1])
  }

  @Test("select(elementIdentity:) chooses by identity; the list's selection names the element")
  func selectByIdentity() throws {
    let harness = Harness(
      [Strip(id: "s", names: ["ann", "bob", "cy", "dee"])], width: 24, height: 1)
    let row = try #require(
      harness.adapter.sectionController(for: ObjectIdentity(Strip.self, id: "s"))
        as? HorizontalListSectionController)
    #expect(harness.adapter.selection?.elementIdentity == AnyHashable("ann"))
    #expect(row.select(elementIdentity: "cy"))
    #expect(!row.select(elementIdentity: "zed"), "no such element: the selection stays")
    expectScreen(harness.screen(), [">  ann  bob [cy] dee"])
    #expect(row.selectedElementIdentity == AnyHashable("cy"))
    #expect(harness.adapter.selection?.elementIdentity == AnyHashable("cy"))
    #expect(harness.adapter.selection?.itemIdentity != AnyHashable("cy"), "the row is the item")
  }

  @Test("the typed model arrives once per update; an object of another type is ignored")
  func typedModel() {
    let row = CountingStrip()
    row.didUpdate(to: Strip(id: "s", names: ["ann", "bob"]))
    row.didUpdate(to: Group(id: "g", items: ["x"]))
    #expect(row.received == [["ann", "bob"]])
    #expect(row.model == Strip(id: "s", names: ["ann", "bob"]))
    #expect(row.numberOfElements == 2)
    #expect(row.numberOfItems == 1)
  }

  @Test("the selection stays on the same name when an update reorders and removes names")
  func selectionFollowsIdentity() throws {
    let harness = Harness(
      [Strip(id: "s", names: ["ann", "bob", "cy", "dee"])], width: 24, height: 1)
    try harness.press("<Right><Right>")
    expectScreen(harness.screen(), [">  ann  bob [cy] dee"])
    harness.update([Strip(id: "s", names: ["dee", "cy", "ann"])])
    expectScreen(harness.screen(), [">  dee [cy] ann"])
    try harness.press("<Enter>")
    #expect(harness.source.log.events == ["open cy"])
  }

  @Test(
    "a name wider than the row alone ends in one …, whatever the width of its characters",
    arguments: [(13, "> [日本語 …]›"), (14, "> [日本語日…]›"), (12, "> [日本語…]›")])
  func cutName(width: Int, line: String) throws {
    let harness = Harness(
      [Strip(id: "s", names: ["日本語日本語日本語", "b"])], width: width, height: 1)
    expectScreen(harness.screen(), [line])
  }
}
