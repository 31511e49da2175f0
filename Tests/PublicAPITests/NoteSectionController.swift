import ListKit

/// One note per section: its title on one line, in the theme's emphasis; counts its taps.
final class NoteSectionController: ModelSectionController<Note> {
  private(set) var taps = 0

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    buffer.write(model?.title ?? "", x: 0, y: 0, style: context.theme.emphasis)
  }

  override func didSelect(item index: Int) { taps += 1 }
}
