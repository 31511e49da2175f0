import FeedModel
import ListKit

/// What an entry replies to.
struct ReplyModel: Diffable, Equatable {
  var reply: Reply
  var diffID: String { "reply" }
}
