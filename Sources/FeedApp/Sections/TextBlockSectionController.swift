import ListKit

/// A titled block of wrapped text: a profile's about or email, or an entry's comment.
///
/// A block taller than the screen scrolls line by line while selected.
final class TextBlockSectionController: SectionController {
  private var model = TextBlockModel(kind: .about, title: nil, text: "", collapsible: false)
  private var wrapped: (width: Int, lines: [String]) = (-1, [])

  var kind: SectionKind { model.kind }
  var numberOfItems: Int { 1 }
  var isCollapsible: Bool { model.collapsible }

  func height(forItem index: Int, width: Int) -> Int { lines(width: width).count }

  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    buffer.drawWrapped(lines(width: buffer.width), from: 0)
  }

  func didUpdate(to object: any Diffable) {
    guard let model = object as? TextBlockModel else { return }
    self.model = model
    wrapped = (-1, [])
  }

  func headerHeight(width: Int) -> Int { model.title == nil ? 0 : 1 }

  func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    buffer.drawHeader(model.title ?? "", collapsible: model.collapsible, context: context)
  }

  /// A blank line after the block.
  func footerHeight(width: Int) -> Int { 1 }

  /// The text wrapped to a width, kept until the width or the text changes.
  private func lines(width: Int) -> [String] {
    if wrapped.width != width { wrapped = (width, model.text.wrapped(toWidth: max(1, width))) }
    return wrapped.lines
  }
}
