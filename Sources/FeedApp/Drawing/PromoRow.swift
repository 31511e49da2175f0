import FeedModel
import ListKit

/// Draws a promo among the feed entries: its title, on a second line too when it needs one, one
/// line of body when it has one, and a blank line.
///
/// ```text
/// ★ Promo · Make an album of the year,
/// printed and bound
/// Every month on a page.
/// ```
///
/// Only the start of the title and body that the lines can show is read, so a body of
/// megabytes costs a frame what an entry's text does (see
/// ``Swift/String/lineExcerpt(forWidth:)``).
struct PromoRow {
  let promo: Promo

  /// What the row's first line starts with.
  static let label = "★ Promo"

  /// The most lines the title is wrapped to; a longer one is cut with `…` there, and Enter
  /// shows it whole.
  static let titleLineLimit = 2

  /// The lines the promo takes at a width, its blank separator included.
  func height(width: Int) -> Int {
    titleLines(width: width).count + (body(width: width).allSatisfy(\.isWhitespace) ? 0 : 1) + 1
  }

  /// The start of the body, on one line, as far as a line `width` columns wide needs.
  private func body(width: Int) -> String {
    (promo.body ?? "").lineExcerpt(forWidth: width).asOneLine
  }

  /// The label and the title after it, wrapped to ``titleLineLimit`` lines at most, the last
  /// cut with `…` when the title goes on.
  func titleLines(width: Int) -> [String] {
    guard let title = promo.title, !title.isEmpty else { return [Self.label] }
    let excerpt = title.lineExcerpt(forWidth: width * Self.titleLineLimit).asOneLine
    var wrapper = TextWrapper(Self.label + " · " + excerpt, width: max(1, width))
    wrapper.wrap(toLines: Self.titleLineLimit + 1)
    var lines = Array(wrapper.lines.prefix(Self.titleLineLimit))
    if wrapper.lines.count > lines.count || !wrapper.isComplete, let last = lines.last {
      lines[lines.count - 1] = (last + "…").truncated(toWidth: width)
    }
    return lines
  }

  func draw(into buffer: inout Buffer, context: RenderContext) {
    let lines = titleLines(width: buffer.width)
    for (y, line) in lines.enumerated() {
      buffer.write(line, x: 0, y: y, style: context.theme.emphasis)
    }
    if lines[0].hasPrefix(Self.label) {
      buffer.write(Self.label, x: 0, y: 0, style: context.theme.warning)
    }
    buffer.write(
      body(width: buffer.width).truncated(toWidth: buffer.width), x: 0, y: lines.count,
      style: context.theme.secondary)
  }
}
