import FeedModel
import ListKit

/// A profile's `Your boosts of posts by @x`: the browsing user's boosts of the user's posts
/// that the document holds only by address (an archive's), newest first; two lines each, the
/// date of the boost, then the address of the post boosted.
///
/// Enter opens the boost; Space folds the list. Past ``ProfileEntriesModel/limit`` a line says
/// how many more there are (``ProfileEntriesSectionController``).
///
/// ```text
/// ▾ Your boosts of posts by @bob@other.example 2
/// 2024-01-02 10:00 UTC
/// https://other.example/users/bob/statuses/7
/// ```
final class BoostsSectionController: ProfileEntriesSectionController {
  override var kind: SectionKind { .yourBoosts }

  override func render(_ row: MentionRow, into buffer: inout Buffer, context: RenderContext) {
    // A boost without a date says so, rather than leave a blank line to be selected.
    let date = row.entry.dateline.isEmpty ? "(no date)" : row.entry.dateline
    buffer.write(date.truncated(toWidth: buffer.width), x: 0, y: 0, style: context.theme.secondary)
    let address = row.entry.boost.flatMap { $0.address.oneLine(forWidth: buffer.width) } ?? ""
    buffer.write(address.truncated(toWidth: buffer.width), x: 0, y: 1)
  }

  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    // A name of megabytes is read only as far as a line shows.
    let name =
      object.map { object in
        let user = state.document.user(object.user)
        return (user?.address ?? user?.nickname ?? object.user.rawValue)
          .lineExcerpt(forWidth: buffer.width)
      } ?? ""
    buffer.drawHeader(
      "Your boosts of posts by \(name)", count: object?.total, collapsible: true,
      context: context)
  }
}
