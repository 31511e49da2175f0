import Synchronization

/// Values that several threads write, each to its own index, behind a lock.
final class ConversionResults<Value: Sendable>: Sendable {
  private let storage: Mutex<[Value?]>

  /// `count` empty places.
  init(count: Int) {
    storage = Mutex(Array(repeating: nil, count: count))
  }

  /// Sets the value at `index`.
  func set(_ index: Int, _ value: Value) {
    storage.withLock { $0[index] = value }
  }

  /// The values set, in order.
  var values: [Value] { storage.withLock { $0.compactMap { $0 } } }
}

/// The texts of posts converted on several threads.
typealias TextResults = ConversionResults<PostText>

/// Outbox items read on several threads.
typealias ItemResults = ConversionResults<ReadItem>
