import ListKit
import ListKitTesting
import Testing

@Suite("A horizontal row's selection marks are the row's to choose")
struct HorizontalMarksTests {
  /// Branches as names, with the marks given.
  final class BranchRow: HorizontalModelSectionController<Strip> {
    let marks: (String, String)
    /// Whether each element draws marks of its own around the selected one.
    let drawsOwnMarks: Bool

    init(marks: (String, String), drawsOwnMarks: Bool = false) {
      self.marks = marks
      self.drawsOwnMarks = drawsOwnMarks
    }

    override var openingMark: String { marks.0 }
    override var closingMark: String { marks.1 }
    override var numberOfElements: Int { model?.names.count ?? 0 }
    override func identity(ofElement index: Int) -> AnyHashable { model?.names[index] ?? "" }
    override func width(ofElement index: Int) -> Int {
      (model?.names[index].displayWidth ?? 0) + (drawsOwnMarks ? 2 : 0)
    }
    override func renderElement(_ index: Int, into buffer: inout Buffer, context: RenderContext) {
      let name = model?.names[index] ?? ""
      let text = drawsOwnMarks ? (context.isSelected ? "[\(name)]" : " \(name) ") : name
      buffer.write(text, x: 0, y: 0)
    }
  }

  final class BranchSource: ListAdapterDataSource {
    let row: BranchRow
    init(_ row: BranchRow) { self.row = row }
    func objects(for adapter: ListAdapter) -> [any Diffable] {
      [Strip(id: "branches", names: ["main", "dev", "feature"])]
    }
    func sectionController(for object: any Diffable) -> any SectionController { row }
  }

  static func harness(_ row: BranchRow) -> ListHarness {
    ListHarness(dataSource: BranchSource(row), size: Size(width: 30, height: 1))
  }

  @Test("Marks of two columns each widen every slot, and the elements are placed after them")
  func wideMarks() throws {
    let harness = Self.harness(BranchRow(marks: ("<<", ">>")))
    expectScreen(harness.screen, ["> <<main>>  dev    feature"])
    _ = try harness.press("l")
    expectScreen(harness.screen, [">   main  <<dev>>  feature"])
  }

  @Test("No marks: a row that draws its own gets them once, and slots as wide as the elements")
  func noMarks() throws {
    let harness = Self.harness(BranchRow(marks: ("", ""), drawsOwnMarks: true))
    expectScreen(harness.screen, ["> [main] dev  feature"])
    _ = try harness.press("l")
    expectScreen(harness.screen, [">  main [dev] feature"])
  }

  @Test("A click on an element's mark selects it, as a click on the element does")
  func clickOnMark() throws {
    let harness = Self.harness(BranchRow(marks: ("<<", ">>")))
    harness.adapter.handle(MouseEvent(.click, x: 10, y: 0))
    expectScreen(harness.screen, [">   main  <<dev>>  feature"])
  }

  @Test("A name holding control characters gets a slot as wide as its glyphs are drawn")
  func controlsInNames() throws {
    let harness = Harness(
      [Strip(id: "s", names: ["\u{1B}[1mapi", "db\tmain", "cache"])], width: 40, height: 1)
    try harness.press("l")
    expectScreen(harness.screen(), [">  ␛[1mapi [db␉main] cache"])
  }
}
