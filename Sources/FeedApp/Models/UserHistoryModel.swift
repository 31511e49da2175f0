import FeedModel
import ListKit

/// The feed's horizontal row of users, in login order.
struct UserHistoryModel: Diffable, Equatable {
  var users: [User]
  var diffID: String { "history" }
}
