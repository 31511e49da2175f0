import FeedModel
import ListKit

/// A profile's name and picture.
struct ProfileHeaderModel: Diffable, Equatable {
  var user: User
  var diffID: UserID { user.id }
}
