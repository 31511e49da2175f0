import ListKit
import ListKitTesting
import Testing

@Suite("A typed controller given an object of another type says so")
struct MismatchedModelTests {
  /// Draws a ``Row`` typed.
  final class TypedRowController: ModelSectionController<Row> {
    override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
      buffer.write("row \(model?.id ?? -1)", x: 0, y: 0)
    }
  }

  /// A day's events, bound.
  final class BoundDayController: ListBindingSectionController<Day, Event> {
    override func viewModels(for day: Day) -> [Event] { day.events }
    override func render(_ event: Event, into buffer: inout Buffer, context: RenderContext) {
      buffer.write(event.title, x: 0, y: 0)
    }
  }

  /// A strip of names, typed.
  final class TypedStrip: HorizontalModelSectionController<Strip> {
    override var numberOfElements: Int { model?.names.count ?? 0 }
    override func width(ofElement index: Int) -> Int { model?.names[index].count ?? 0 }
    override func renderElement(_ index: Int, into buffer: inout Buffer, context: RenderContext) {
      buffer.write(model?.names[index] ?? "", x: 0, y: 0)
    }
  }

  /// A data source that registered a controller for rows only: every object gets one of its
  /// typed controllers, by the object's place.
  final class ForgetfulSource: ListAdapterDataSource {
    var objects: [any Diffable]
    let controllers: [() -> any SectionController]
    private var made = 0
    init(_ objects: [any Diffable], controllers: [() -> any SectionController]) {
      self.objects = objects
      self.controllers = controllers
    }
    func objects(for adapter: ListAdapter) -> [any Diffable] { objects }
    func sectionController(for object: any Diffable) -> any SectionController {
      defer { made += 1 }
      return controllers[made % controllers.count]()
    }
  }

  @Test("Each typed controller warns, naming the expected and the actual type, and shows nothing")
  func warnsOfTheWrongType() {
    let source = ForgetfulSource(
      [
        Row(id: 1, lines: 1), Divider(id: "d"), Row(id: 2, lines: 1), Strip(id: "s", names: ["x"]),
      ],
      controllers: [
        { TypedRowController() }, { TypedRowController() }, { BoundDayController() },
        { TypedStrip() },
      ])
    var warnings: [String] = []
    let adapter = ListAdapter(dataSource: source)
    adapter.onWarning = { warnings.append($0) }
    adapter.setViewport(Size(width: 20, height: 4))
    adapter.performUpdates()
    var buffer = Buffer(width: 20, height: 4)
    adapter.render(into: &buffer, in: buffer.area)
    expectScreen(buffer, ["> row 1", "   x", "", ""])
    #expect(
      warnings == [
        "object 1, Divider(d): TypedRowController expects Row, was given Divider: the object"
          + " is ignored",
        "object 2, Row(2): BoundDayController expects Day, was given Row: the object is ignored",
      ])
  }

  @Test("A horizontal row given the wrong type warns once per object it was given")
  func horizontalWarns() {
    let source = ForgetfulSource([Row(id: 1, lines: 1)], controllers: [{ TypedStrip() }])
    var warnings: [String] = []
    let adapter = ListAdapter(dataSource: source)
    adapter.onWarning = { warnings.append($0) }
    adapter.setViewport(Size(width: 20, height: 2))
    adapter.performUpdates()
    source.objects = [Row(id: 1, lines: 2)]
    adapter.performUpdates()
    var buffer = Buffer(width: 20, height: 2)
    adapter.render(into: &buffer, in: buffer.area)
    expectScreen(buffer, ["", ""])
    #expect(
      warnings
        == Array(
          repeating:
            "object 0, Row(1): TypedStrip expects Strip, was given Row: the object is ignored",
          count: 2))
  }
}
