import FeedModel
import ListKit

/// A list of addresses under its header (an entry's `Links`, a profile's `Likes`): one item
/// each, its full address wrapped to the width, and under the address of a link with a
/// preview card, the card's title and site on one line.
///
/// An address longer than ``lineLimit`` lines is cut there with `…`; Enter on one opens its
/// entry when it is a post of the document, else shows the address whole on a text screen,
/// with its card's title, site and description.
///
/// ```text
/// Links
/// https://example.org/a/very/long/path/to/a/page
///   A very long page · Example
/// https://other.example/
/// ```
final class LinksSectionController: ModelSectionController<LinksModel> {
  private weak var navigator: (any AppNavigator)?

  /// The most lines one address takes here.
  static let lineLimit = 6

  init(navigator: (any AppNavigator)?) {
    self.navigator = navigator
    super.init()
  }

  override var kind: SectionKind { model?.kind ?? .links }
  override var isCollapsible: Bool { model?.isCollapsible ?? false }

  override var numberOfItems: Int { model?.addresses.count ?? 0 }

  override func headerHeight(width: Int) -> Int { 1 }

  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    guard let model else { return }
    buffer.drawHeader(
      model.title, count: model.isCollapsible ? model.total ?? model.addresses.count : nil,
      collapsible: model.isCollapsible, context: context)
  }

  override func footerHeight(width: Int) -> Int { model?.total == nil ? 0 : 1 }

  /// How many more the document counts than it lists.
  override func renderFooter(into buffer: inout Buffer, context: RenderContext) {
    guard let model, let total = model.total else { return }
    let more = total - model.addresses.count
    let text = "… \(more) more; the first \(model.addresses.count) are listed"
    buffer.write(text.truncated(toWidth: buffer.width), x: 0, y: 0, style: context.theme.secondary)
  }

  override func height(forItem index: Int, width: Int) -> Int {
    lines(ofItem: index, width: width).count
  }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    let lines = lines(ofItem: index, width: buffer.width)
    let caption = card(ofItem: index)?.caption == nil ? lines.count : lines.count - 1
    for (offset, line) in lines.enumerated() where offset < buffer.height {
      buffer.write(
        line, x: 0, y: offset, style: offset < caption ? .plain : context.theme.secondary)
    }
  }

  /// A link's identity is its address, which is once in the list: the selection stays on it
  /// when the list changes, and `y` copies it.
  override func identity(ofItem index: Int) -> AnyHashable {
    guard let addresses = model?.addresses, addresses.indices.contains(index) else {
      return ItemIndex(index)
    }
    return addresses[index]
  }

  override func index(ofItemIdentity identity: AnyHashable) -> Int? {
    guard let address = identity.base as? String else {
      return super.index(ofItemIdentity: identity)
    }
    return model?.positions[address]
  }

  override func didSelect(item index: Int) {
    guard let model, model.addresses.indices.contains(index) else { return }
    let address = model.addresses[index]
    if model.entries.contains(address) {
      navigator?.open(.entry(address))
    } else {
      let card = model.cards[address]
      let body = [address, card.map { _ in "" }, card?.caption, card?.description]
      navigator?.open(.text(title: "Link", body: body.compactMap { $0 }.joined(separator: "\n")))
    }
  }

  /// The preview card of the link at `index`, if it has one.
  private func card(ofItem index: Int) -> PreviewCard? {
    guard let model, model.addresses.indices.contains(index) else { return nil }
    return model.cards[model.addresses[index]]
  }

  /// The lines of the link at `index`, `width` columns wide: its address, and its card's
  /// caption on a line of its own, indented and cut to the width.
  private func lines(ofItem index: Int, width: Int) -> [String] {
    guard let addresses = model?.addresses, addresses.indices.contains(index) else { return [""] }
    let lines = Self.lines(of: addresses[index], width: width)
    guard let caption = card(ofItem: index)?.caption else { return lines }
    let room = max(1, width - 2)
    return lines + ["  " + caption.lineExcerpt(forWidth: room).asOneLine.truncated(toWidth: room)]
  }

  /// An address wrapped to `width`, in at most ``lineLimit`` lines, the last ending in `…`
  /// when the address goes on.
  static func lines(of address: String, width: Int) -> [String] {
    let width = max(1, width)
    // Only as much of a hostile address is wrapped as the lines can show.
    // Line breaks and other controls show as symbols (`␤`): one address is never two lines.
    let shown = address.prefix(width * lineLimit * 2 + 1)
    var lines = String(shown).sanitizedForTerminal.wrapped(toWidth: width)
    guard lines.count > lineLimit || shown.count < address.count else { return lines }
    lines = Array(lines.prefix(lineLimit))
    let last = lines.count - 1
    lines[last] = (lines[last] + "…").truncated(toWidth: width)
    return lines
  }
}
