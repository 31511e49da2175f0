import FeedModel
import ListKit

/// The feed's first section: the browsing user, with their counts.
///
/// There is one, whoever the user is: a saved timeline's owner (the account that wrote every
/// status so far) can change or go while it loads, and the section is then updated in place,
/// keeping the selection on it, rather than replaced by another below which the selection
/// would move.
struct ProfileSummaryModel: Diffable, Equatable {
  var user: User
  var diffID: String { "profile summary" }
}
