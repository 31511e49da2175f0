import FeedModel
import ListKit

/// An entry's poll.
struct PollModel: Diffable, Equatable {
  var poll: Poll
  /// Whose poll it is on the screen: the post's own (`poll`), or the quoted post's.
  var diffID = "poll"
}
