import FeedModel
import ListKit

/// Draws a promo among the feed entries: its title, one line of body when it has one, and a
/// blank line.
struct PromoRow {
  let promo: Promo

  /// The lines the promo takes, its blank separator included.
  var height: Int { body.allSatisfy(\.isWhitespace) ? 2 : 3 }

  private var body: String {
    (promo.body ?? "").asOneLine
  }

  func draw(into buffer: inout Buffer, context: RenderContext) {
    let used = buffer.write("★ Promo", x: 0, y: 0, style: context.theme.warning)
    if let title = promo.title, !title.isEmpty, used + 3 < buffer.width {
      buffer.write(
        " · " + title.asOneLine.truncated(toWidth: buffer.width - used - 3), x: used, y: 0,
        style: context.theme.emphasis)
    }
    buffer.write(body.truncated(toWidth: buffer.width), x: 0, y: 1, style: context.theme.secondary)
  }
}
