import FeedModel
import ListKit

/// Draws a promo among the feed entries: its title, one line of body when it has one, and a
/// blank line.
///
/// Only the start of the title and body that a line can show is read, so a body of megabytes
/// costs a frame what an entry's text does (see ``Swift/String/lineExcerpt(forWidth:)``).
struct PromoRow {
  let promo: Promo

  /// The lines the promo takes at a width, its blank separator included.
  func height(width: Int) -> Int { body(width: width).allSatisfy(\.isWhitespace) ? 2 : 3 }

  /// The start of the body, on one line, as far as a line `width` columns wide needs.
  private func body(width: Int) -> String {
    (promo.body ?? "").lineExcerpt(forWidth: width).asOneLine
  }

  func draw(into buffer: inout Buffer, context: RenderContext) {
    let used = buffer.write("★ Promo", x: 0, y: 0, style: context.theme.warning)
    if let title = promo.title, !title.isEmpty, used + 3 < buffer.width {
      let room = buffer.width - used - 3
      buffer.write(
        " · " + title.lineExcerpt(forWidth: room).asOneLine.truncated(toWidth: room), x: used,
        y: 0, style: context.theme.emphasis)
    }
    buffer.write(
      body(width: buffer.width).truncated(toWidth: buffer.width), x: 0, y: 1,
      style: context.theme.secondary)
  }
}
