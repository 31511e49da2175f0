import FeedModel
import Foundation
import Synchronization

/// A media source of files in a folder whose reads wait until it is opened: a picture stays
/// pending until then.
final class GatedMediaSource: MediaSource {
  let folder: String
  let isOpen = Mutex(false)

  init(folder: String) { self.folder = folder }

  func resolve(_ location: String) -> MediaResolution {
    let path = folder + "/" + location
    return .readable(key: path) { [self] in
      while !self.isOpen.withLock({ $0 }) { usleep(1000) }
      return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
  }
}
