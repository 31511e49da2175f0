import FeedModel
import Foundation
import Synchronization

/// A media source of files in a folder that counts how often each location is resolved.
final class CountingMediaSource: MediaSource {
  let folder: String
  let counts = Mutex<[String: Int]>([:])

  init(folder: String) { self.folder = folder }

  func resolve(_ location: String) -> MediaResolution {
    counts.withLock { $0[location, default: 0] += 1 }
    let path = folder + "/" + location
    guard FileManager.default.fileExists(atPath: path) else { return .missing }
    return .readable(key: path) { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }
  }
}
