import FeedModel
import ListKit

/// A profile's `Posts`: the user's posts and boosts the document holds, newest first, as every
/// Mastodon client's profile lists them; two lines each, the date (a boost says whose post it
/// is, or who boosted the user's), then the first line of the text (or its content warning,
/// which still hides the text here).
///
/// Enter opens the post; Space folds the list. Past ``ProfileEntriesModel/limit`` a line says
/// how many more there are (``ProfileEntriesSectionController``).
///
/// ```text
/// ▾ Posts 2
/// 2024-01-02 10:00 UTC
/// Soup tonight
/// ↻ @bob@other.example · 2024-01-01 09:00 UTC
/// Bob's news
/// ```
final class PostsSectionController: ProfileEntriesSectionController {
  override var kind: SectionKind { .posts }
  override var commentLimit: Int { RepliesSectionController.commentLimit }

  override func render(_ row: MentionRow, into buffer: inout Buffer, context: RenderContext) {
    var parts: [String] = []
    if let boost = row.entry.boost {
      if row.entry.user == object?.user {
        // The user boosted someone's post: whose.
        parts.append("↻ " + (boost.author ?? boost.address).lineExcerpt(forWidth: buffer.width))
      } else {
        // Someone boosted the user's post, which the document holds only in the boost.
        let booster = state.document.user(row.entry.user)
        let name = (EntryRow.name(of: booster) ?? row.entry.user.rawValue)
        parts.append("↻ by " + name.lineExcerpt(forWidth: buffer.width))
      }
    }
    if !row.entry.dateline.isEmpty { parts.append(row.entry.dateline) }
    // A post without a date says so, rather than leave a blank line to be selected.
    let line = parts.isEmpty ? "(no date)" : parts.joined(separator: " · ")
    buffer.write(line.truncated(toWidth: buffer.width), x: 0, y: 0, style: context.theme.secondary)
    if row.entry.isBareBoost, let boost = row.entry.boost {
      // A boost that holds only the post's address (an archive's) says which post.
      let address = boost.address.oneLine(forWidth: buffer.width) ?? ""
      buffer.write(address.truncated(toWidth: buffer.width), x: 0, y: 1)
    } else {
      buffer.drawGist(of: row.entry, y: 1, context: context)
    }
  }

  override func renderHeader(into buffer: inout Buffer, context: RenderContext) {
    buffer.drawHeader("Posts", count: object?.total, collapsible: true, context: context)
  }
}
