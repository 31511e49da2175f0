import ListKit

/// A titled block of wrapped text: a profile's about or email, an entry's text, a promo.
///
/// A block taller than the screen scrolls line by line while selected. Enter on a block that is
/// cut short opens it whole on a screen of its own.
///
/// A long text is wrapped a part at a time (``GradualSection``): its first lines at once, the
/// rest between key presses, with a last line saying how far the wrapping is.
final class TextBlockSectionController: ModelSectionController<TextBlockModel>, GradualSection {
  /// The text wrapped so far, at the width last measured.
  private var wrapper = TextWrapper("", width: -1)
  /// The text the wrapper wraps.
  private var wrappedText = ""
  /// The furthest line the view has needed: at another width, the text is wrapped as far (as
  /// far as ``catchUpBudget`` allows), so that the view keeps its place.
  private var linesWanted = 0
  private weak var navigator: (any AppNavigator)?

  /// The lines wrapped at once when a text is first measured at a width: a tall screen's worth.
  static let firstLines = 200

  /// The longest a view far into a long text waits for it to be wrapped that far, at another
  /// width say; the rest is wrapped between keys, and the view shows what is wrapped so far.
  static let catchUpBudget = Duration.milliseconds(40)

  init(navigator: (any AppNavigator)? = nil) {
    self.navigator = navigator
    super.init()
  }

  override var kind: SectionKind { model?.kind ?? .about }
  override var isCollapsible: Bool { model?.collapsible ?? false }

  /// The lines wrapped so far, and one more while the wrapping goes on, to say how far it is.
  override func height(forItem index: Int, width: Int) -> Int {
    let wrapper = wrapper(width: width)
    return wrapper.lines.count + (wrapper.isComplete ? 0 : 1)
  }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    render(item: index, lines: 0..<buffer.height, into: &buffer, context: context)
  }

  /// Draws only the lines in view, so that a long text costs a frame what shows of it.
  override func render(
    item index: Int, lines: Range<Int>, into buffer: inout Buffer, context: RenderContext
  ) {
    var wrapped = wrapper
    let text = model?.text(width: buffer.width) ?? ""
    if wrapped.width != buffer.width || wrappedText != text {
      // Not measured at this width: wrap a copy as far as the lines asked for.
      wrapped = TextWrapper(text, width: max(1, buffer.width))
      wrapped.wrap(toLines: lines.upperBound)
    }
    let all = wrapped.lines
    let shown = lines.clamped(to: all.indices)
    buffer.drawWrapped(Array(all[shown]), from: 0, style: model?.style ?? .plain)
    if !wrapped.isComplete, lines.contains(all.count) {
      let percent = Int(wrapped.fractionDone * 100)
      buffer.write(
        "… wrapping the text: \(percent)%", x: 0, y: all.count - lines.lowerBound,
        style: context.theme.secondary)
    }
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
    if let message = model.tapMessage {
      navigator?.show(message)
      return
    }
    guard let title = model.title, model.opensInFull else { return }
    navigator?.open(.text(title: title, body: model.text))
  }

  var hasLayoutLeft: Bool { !wrapper.isComplete }

  func layOut(throughLine line: Int) -> Bool {
    linesWanted = max(linesWanted, line + 1)
    let before = wrapper.lines.count
    wrapToward(line + 1)
    return wrapper.lines.count != before
  }

  /// Wraps toward `count` lines: the first screen's worth at once, then on for at most
  /// ``catchUpBudget``, so that no key waits for a view deep in a text of megabytes.
  private func wrapToward(_ count: Int) {
    wrapper.wrap(toLines: min(count, Self.firstLines))
    let deadline = ContinuousClock.now + Self.catchUpBudget
    while !wrapper.isComplete, wrapper.lines.count < count, ContinuousClock.now < deadline {
      wrapper.wrap(toLines: wrapper.lines.count + 1)
    }
  }

  func layOutMore(until deadline: ContinuousClock.Instant) -> Bool {
    let before = wrapper.lines.count
    while !wrapper.isComplete, ContinuousClock.now < deadline {
      wrapper.wrap(toLines: wrapper.lines.count + 1)
    }
    return wrapper.lines.count != before
  }

  /// The text's wrapper at a width: kept until the width or the text changes, and then made
  /// again and wrapped as far as the view has needed, within ``catchUpBudget``.
  private func wrapper(width: Int) -> TextWrapper {
    let width = max(1, width)
    let text = model?.text(width: width) ?? ""
    if wrapper.width != width || wrappedText != text {
      wrappedText = text
      wrapper = TextWrapper(text, width: width)
      wrapToward(max(Self.firstLines, linesWanted))
    }
    return wrapper
  }
}
