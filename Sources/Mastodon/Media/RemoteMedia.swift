import FeedModel

/// Pictures of REST statuses: addresses on servers, never fetched.
struct RemoteMedia: MediaSource {
  func resolve(_ location: String) -> MediaResolution {
    MediaPath.remoteHost(location).map { .remote(host: $0) } ?? .missing
  }
}
