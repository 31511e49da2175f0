#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts a detached POSIX thread that runs one closure, then ends.
enum WorkerThread {
  /// The closure, boxed to cross into the thread as a raw pointer.
  private final class Body: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }

  /// Runs `body` on a new detached thread; false if no thread could be made.
  @discardableResult
  static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(Body(body)).toOpaque()
    #if canImport(Glibc)
    var thread = pthread_t()
    #else
    var thread: pthread_t?
    #endif
    let status = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }, box)
    guard status == 0 else {
      Unmanaged<Body>.fromOpaque(box).release()
      return false
    }
    #if canImport(Glibc)
    pthread_detach(thread)
    #else
    if let thread { pthread_detach(thread) }
    #endif
    return true
  }
}
