import ListKit

/// The people, as one row that scrolls sideways: Left and Right move between them while the
/// row holds the selection, and Enter picks the selected person.
final class PeopleSectionController: HorizontalModelSectionController<People> {
  private var people: [Person] = []
  private let onPick: (Person) -> Void

  /// Creates the row; `onPick` is called with the person picked.
  init(onPick: @escaping (Person) -> Void) {
    self.onPick = onPick
    super.init()
  }

  override var kind: SectionKind { .people }

  override func didUpdate(model: People) { people = model.people }

  override var numberOfElements: Int { people.count }

  override func width(ofElement index: Int) -> Int { people[index].name.displayWidth }

  override func identity(ofElement index: Int) -> AnyHashable { people[index].id }

  override func renderElement(
    _ index: Int, into buffer: inout Buffer, context: RenderContext
  ) {
    let style =
      context.isSelected ? context.theme.accent.patched(with: .bold) : context.theme.accent
    buffer.write(people[index].name, x: 0, y: 0, style: style)
  }

  override func didSelect(element index: Int) { onPick(people[index]) }

  override func headerHeight(width: Int) -> Int { 1 }

  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    buffer.draw("People", in: buffer.area, style: context.theme.header)
  }
}
