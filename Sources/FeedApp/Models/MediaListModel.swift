import FeedModel
import ListKit

/// An entry's attachments: the first as a picture, then each with its description.
struct MediaListModel: Diffable, Equatable {
  var media: [MediaAttachment]
  var diffID: String { "media" }
}
