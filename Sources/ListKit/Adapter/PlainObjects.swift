import Dispatch
import ListDiff

/// A list's objects, released on another thread when freeing them runs no code: each is a
/// plain value, copied and freed as bytes.
///
/// Freeing a hundred thousand objects visits each to destroy it, half a millisecond of an
/// update; for plain values it only frees memory, which any thread may do.
///
/// `@unchecked Sendable`: the objects are handed over only when every one of them is a plain
/// value (`_isPOD`, checked for each type when their identities were made), so releasing
/// them runs no deinitializer and touches no memory but theirs and the array's, and the array's
/// reference count is atomic. The thread that hands them over keeps no reference to the box.
/// `LargeUpdateTests` runs updates that release objects this way under the thread sanitizer.
final class PlainObjects: @unchecked Sendable {
  private var objects: [any Diffable]

  private init(_ objects: [any Diffable]) { self.objects = objects }

  /// Releases objects, all plain values, on another thread.
  static func release(_ objects: consuming [any Diffable]) {
    let box = PlainObjects(objects)
    DispatchQueue.global(qos: .utility).async { box.objects = [] }
  }
}
