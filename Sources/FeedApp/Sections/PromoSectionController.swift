import ListKit

/// Draws a promo among the feed entries: its title and one line of body.
///
/// A tap shows the whole body in the status line.
final class PromoSectionController: SectionController {
  private var promo: Promo?
  private weak var navigator: (any AppNavigator)?

  init(navigator: (any AppNavigator)?) { self.navigator = navigator }

  var kind: SectionKind { .promo }
  var numberOfItems: Int { promo == nil ? 0 : 1 }

  func height(forItem index: Int, width: Int) -> Int { 2 }

  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    guard let promo else { return }
    let used = buffer.write("★ Promo", x: 0, y: 0, style: context.theme.warning)
    if let title = promo.title, used + 3 < buffer.width {
      buffer.write(
        " · " + title.truncated(toWidth: buffer.width - used - 3), x: used, y: 0,
        style: context.theme.emphasis)
    }
    let body = (promo.body ?? "").split(whereSeparator: \.isNewline).joined(separator: " ")
    buffer.write(body.truncated(toWidth: buffer.width), x: 0, y: 1, style: context.theme.secondary)
  }

  func didUpdate(to object: any Diffable) { promo = (object as? PromoModel)?.promo }

  func didSelect(item index: Int) {
    guard let promo else { return }
    navigator?.show(promo.body ?? promo.title ?? "Promo \(promo.id)")
  }

  /// A blank line after the promo, as after an entry.
  func footerHeight(width: Int) -> Int { 1 }
}
