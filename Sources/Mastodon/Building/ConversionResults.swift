import Synchronization

/// Texts that several threads write, each to its own index, behind a lock.
final class ConversionResults: Sendable {
  private let storage: Mutex<[String]>

  /// `count` empty texts.
  init(count: Int) {
    storage = Mutex(Array(repeating: "", count: count))
  }

  /// Sets the text at `index`.
  func set(_ index: Int, _ text: String) {
    storage.withLock { $0[index] = text }
  }

  /// All the texts.
  var values: [String] { storage.withLock { $0 } }
}
