import ListDiff
import ListKit
import Testing

private final class PlainSectionController: ModelSectionController<Strip> {}
private final class GenericSectionController<T>: ModelSectionController<Strip> {}
private enum Outer { final class InnerSectionController: ModelSectionController<Strip> {} }
private final class BindSectionController: ListBindingSectionController<Strip, Word> {}
private final class ChipsSectionController: HorizontalModelSectionController<Strip> {}
private final class Timeline: ModelSectionController<Strip> {}

/// A view model for the binding controller above.
private struct Word: Diffable, Equatable {
  var text: String
  var diffID: String { text }
}

@Suite("Default section kinds")
struct DefaultKindTests {
  @Test(
    "Every controller's default kind is its type's name without generic arguments or SectionController"
  )
  func oneRule() {
    let kinds = [
      PlainSectionController().kind, GenericSectionController<Int>().kind,
      Outer.InnerSectionController().kind, BindSectionController().kind,
      ChipsSectionController().kind, Timeline().kind,
    ]
    #expect(kinds.map(\.name) == ["Plain", "Generic", "Inner", "Bind", "Chips", "Timeline"])
  }
}
