import ListKit

/// A titled block of wrapped text: a profile's about or email, an entry's text, a promo.
///
/// A block taller than the screen scrolls line by line while selected. Enter on a block that is
/// cut short opens it whole on a screen of its own.
final class TextBlockSectionController: ModelSectionController<TextBlockModel> {
  private var wrapped: (width: Int, text: String, lines: [String]) = (-1, "", [])
  private weak var navigator: (any AppNavigator)?

  init(navigator: (any AppNavigator)? = nil) {
    self.navigator = navigator
    super.init()
  }

  override var kind: SectionKind { model?.kind ?? .about }
  override var isCollapsible: Bool { model?.collapsible ?? false }

  override func height(forItem index: Int, width: Int) -> Int { lines(width: width).count }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    render(item: index, lines: 0..<buffer.height, into: &buffer, context: context)
  }

  /// Draws only the lines in view, so that a long text costs a frame what shows of it.
  override func render(
    item index: Int, lines: Range<Int>, into buffer: inout Buffer, context: RenderContext
  ) {
    let text = model?.text ?? ""
    let all =
      wrapped.width == buffer.width && wrapped.text == text
      ? wrapped.lines : text.wrapped(toWidth: max(1, buffer.width))
    let shown = lines.clamped(to: all.indices)
    buffer.drawWrapped(Array(all[shown]), from: 0, style: model?.style ?? .plain)
  }

  override func headerHeight(width: Int) -> Int { model?.title == nil ? 0 : 1 }

  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    buffer.drawHeader(model?.title ?? "", collapsible: isCollapsible, context: context)
  }

  override func didSelect(item index: Int) {
    guard let model else { return }
    if let route = model.opens {
      navigator?.open(route)
      return
    }
    guard let title = model.title, model.opensInFull else { return }
    navigator?.open(.text(title: title, body: model.text))
  }

  /// The text wrapped to a width, kept until the width or the text changes.
  private func lines(width: Int) -> [String] {
    let text = model?.text ?? ""
    if wrapped.width != width || wrapped.text != text {
      wrapped = (width, text, text.wrapped(toWidth: max(1, width)))
    }
    return wrapped.lines
  }
}
