import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts a detached POSIX thread of its own for work that waits on input: a loader reading a
/// pipe, a relay copying one.
///
/// Not a global dispatch queue: on Linux its threads are as many as the cores, and one
/// that waits in `read` still counts as busy until a monitor, about once a second, sees it
/// asleep and adds another. On two cores, the loader and the relay both waiting on a pipe
/// left the terminal's own wait (which is on a global queue) to start a second later: a pipe's
/// first entries showed only then.
enum LoadingThread {
  /// The closure, boxed to cross into the thread as a raw pointer.
  private final class Body: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }

  /// Runs `body` on a new detached thread, or on a global queue if no thread can be made.
  static func start(_ body: @escaping @Sendable () -> Void) {
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
      DispatchQueue.global(qos: .userInitiated).async(execute: body)
      return
    }
    #if canImport(Glibc)
    pthread_detach(thread)
    #else
    if let thread { pthread_detach(thread) }
    #endif
  }
}
