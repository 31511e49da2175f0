import FeedModel
import ListKit

/// A line of explanation that cannot be selected, such as "No entries match".
struct NoticeModel: Diffable, Equatable {
  var text: String
  var diffID: String { "notice" }
}
