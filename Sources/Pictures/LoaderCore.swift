/// What a ``PictureLoader`` and its worker thread share: the queue, under a lock the worker
/// sleeps on until there is work.
///
/// The worker holds this, not the loader, so the loader can go away while a picture is being
/// drawn; the worker then finishes it and exits.
final class LoaderCore: Sendable {
  /// What the worker is to do next.
  enum Job {
    /// Draw a request; `generation` tells whether decoded pixels were forgotten meanwhile.
    case draw(PictureRequest, generation: Int)
    /// The loader is gone: exit.
    case stop
  }

  /// The queue and cache; held only for quick reads and updates, never while decoding.
  let queue: ConditionLock<LoaderQueue>

  /// Creates the shared state.
  init(maxCachedCells: Int) {
    queue = ConditionLock(LoaderQueue(maxCachedCells: maxCachedCells))
  }

  /// Replaces the wanted requests, waking the worker if any needs drawing.
  func want(_ requests: [PictureRequest]) {
    if queue.withLock({ $0.want(requests) }) { queue.signal() }
  }

  /// The worker's next job: sleeps until a request needs drawing (then marks it in flight)
  /// or the loader stops.
  func nextJob() -> Job {
    queue.wait { queue in
      if queue.isStopped { return .stop }
      return queue.takeNext().map { .draw($0, generation: queue.generation) }
    }
  }

  /// Stores a finished result; returns false if the loader has stopped meanwhile.
  func finish(_ request: PictureRequest, with result: Result<Picture, PictureError>) -> Bool {
    queue.withLock { queue in
      guard !queue.isStopped else { return false }
      queue.finish(request, with: result)
      return true
    }
  }

  /// Stops the worker after the picture it is drawing, if any.
  func stop() {
    queue.withLock { $0.stop() }
    queue.signal()
  }
}
