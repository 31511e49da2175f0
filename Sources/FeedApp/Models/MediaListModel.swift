import FeedModel
import ListKit

/// An entry's attachments: each as a picture, with its description.
struct MediaListModel: Diffable, Equatable {
  var media: [MediaAttachment]
  var diffID: String { "media" }
}
