import FeedModel
import ListKit

/// A profile's header picture, the banner atop a Mastodon profile.
struct ProfileBannerModel: Diffable, Equatable {
  /// Where the picture is, as written (`header.jpg`).
  var location: String
  var diffID: String { "banner" }
}
