/// What a ``PictureLoader`` and its worker threads share: the queue, under a lock the workers
/// sleep on until there is work.
///
/// The workers hold this, not the loader, so the loader can go away while a picture is being
/// drawn; each worker then finishes its picture and exits.
final class LoaderCore: Sendable {
  /// What a worker is to do next.
  enum Job {
    /// Draw a request.
    case draw(PictureRequest)
    /// The loader is gone: exit.
    case stop
  }

  /// The queue and caches; held only for quick reads and updates, never while decoding.
  let queue: ConditionLock<LoaderQueue>

  /// Creates the shared state.
  init(maxCachedCells: Int, maxPixelBytes: Int) {
    queue = ConditionLock(
      LoaderQueue(maxCachedCells: maxCachedCells, maxPixelBytes: maxPixelBytes))
  }

  /// Replaces the wanted requests, waking a worker if any needs drawing; returns true when
  /// another worker thread is to be started for it, every worker being busy with requests no
  /// longer wanted.
  func want(_ requests: [PictureRequest]) -> Bool {
    let wake = queue.withLock { $0.want(requests) }
    if wake == .signal { queue.signal() }
    return wake == .startWorker
  }

  /// A worker's next job: sleeps until a request may be drawn (then marks it in flight) or
  /// the loader stops.
  func nextJob() -> Job {
    queue.wait { queue in
      if queue.isStopped { return .stop }
      return queue.takeNext().map { .draw($0) }
    }
  }

  /// The cached pixels of `key` if they have the detail `needed` asks for, and the
  /// generation to keep pixels decoded now under (see ``keep(_:for:generation:)``).
  func pixels(
    for key: String, covering needed: (PixelSize) -> PixelSize
  ) -> (image: DecodedImage?, generation: Int) {
    queue.withLock { ($0.pixels.image(for: key, covering: needed), $0.generation) }
  }

  /// Keeps pixels decoded for `key`, unless the caches were emptied since `generation`.
  func keep(_ decoded: DecodedImage, for key: String, generation: Int) {
    queue.withLock { $0.keep(decoded, for: key, generation: generation) }
  }

  /// Stores a finished result; returns false if the loader has stopped meanwhile.
  ///
  /// No other worker is woken: the one that finished asks for its next job at once.
  func finish(_ request: PictureRequest, with result: Result<Picture, PictureError>) -> Bool {
    queue.withLock { queue in
      guard !queue.isStopped else { return false }
      queue.finish(request, with: result)
      return true
    }
  }

  /// Stops the workers after the pictures they are drawing, if any.
  func stop() {
    queue.withLock { $0.stop() }
    queue.signal()
  }
}
