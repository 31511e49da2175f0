import ListDiff
import ListKit
import ListKitTesting
import Testing

/// A binding controller that forgot `viewModels(for:)`: its sections have a header and no items.
private final class ForgetfulSectionController: ListBindingSectionController<Strip, Strip> {
  override func headerHeight(width: Int) -> Int { 1 }
  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    buffer.write(object?.id ?? "", x: 0, y: 0)
  }
}

/// Strips, each in a forgetful section.
private final class ForgetfulSource: ListAdapterDataSource {
  var strips = [Strip(id: "one", names: ["a"]), Strip(id: "two", names: ["b"])]
  func objects(for adapter: ListAdapter) -> [any Diffable] { strips }
  func sectionController(for object: any Diffable) -> any SectionController {
    ForgetfulSectionController()
  }
}

@Suite("A binding controller without viewModels(for:)")
struct MissingViewModelsTests {
  @Test("is warned about once for its class, however many sections and updates")
  func warnsOnce() {
    let source = ForgetfulSource()
    let harness = ListHarness(dataSource: source, size: Size(width: 20, height: 3))
    expectScreen(harness.screen, ["  one", "  two", ""], record: false)
    source.strips.append(Strip(id: "three", names: ["c"]))
    harness.update()
    #expect(
      harness.warnings == [
        "object 0, Strip(one): ForgetfulSectionController does not override viewModels(for:), so its sections have no items"
      ])
  }
}
