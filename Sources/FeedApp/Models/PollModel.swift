import FeedModel
import ListKit

/// An entry's poll.
struct PollModel: Diffable, Equatable {
  var poll: Poll
  var diffID: String { "poll" }
}
