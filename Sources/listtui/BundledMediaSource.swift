import FeedModel

/// The pictures of the bundled demo, compiled into the binary: a location names one by its
/// file name, such as `sunset.png`.
struct BundledMediaSource: MediaSource {
  func resolve(_ location: String) -> MediaResolution {
    let name = location.split(separator: "/").last.map(String.init) ?? location
    if location.lowercased().hasPrefix("http"),
      let host = location.split(separator: "/").dropFirst().first
    {
      return .remote(host: String(host))
    }
    guard BundledResources.pictures[name] != nil else { return .missing }
    return .readable(key: "bundled:" + name) {
      BundledResources.picture(named: name) ?? []
    }
  }
}
