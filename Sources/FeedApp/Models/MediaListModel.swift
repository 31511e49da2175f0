import FeedModel
import ListKit

/// An entry's attachments: each as a picture, with its description.
struct MediaListModel: Diffable, Equatable {
  var media: [MediaAttachment]
  /// Whose attachments they are on the screen: the post's own (`media`), or the quoted
  /// post's.
  var diffID = "media"
}
