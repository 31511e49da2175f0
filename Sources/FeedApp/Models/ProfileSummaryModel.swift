import FeedModel
import ListKit

/// The feed's first section: the browsing user, with their counts.
struct ProfileSummaryModel: Diffable, Equatable {
  var user: User
  var diffID: UserID { user.id }
}
