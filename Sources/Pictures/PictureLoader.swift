/// Draws pictures on a background thread and caches them, for a UI thread that must never
/// wait.
///
/// The UI thread has two calls, neither of which blocks on decoding:
/// - ``request(_:)`` whenever the visible rows change: the requests wanted now, most wanted
///   first. It replaces the previous batch; requests no longer wanted are dropped before they
///   start. One already being drawn finishes and is cached, but no longer holds up the
///   batch: the most wanted request starts beside it, on a thread of its own (up to three in
///   all; see `LoaderQueue`).
/// - ``state(for:)`` from `render`: a pure read of the cache, ``PictureState/pending`` until
///   the picture is drawn.
///
/// When a picture (or a failure) lands, `onChange` is called on a worker thread; use it to
/// wake the event loop, which then renders again. Results are cached by request, with a cap
/// on cached cells (least recently requested evicted first, the current batch never), and the
/// decoded pixels by source, so the same image in another box needing no more detail skips
/// the decoding.
///
/// ```swift
/// let loader = PictureLoader { wakeEventLoop() }           // onChange, any thread
/// let box = Size(width: 40, height: 12)
/// let photo = PictureRequest(.file(path), fitting: box, colors: .indexed256)
/// loader.request([photo])                                   // when the visible rows change
/// if case .ready(let picture) = loader.state(for: photo) {  // in render
///   buffer.blit(picture.cells, from: picture.cells.area, to: origin)
/// }
/// ```
public final class PictureLoader: Sendable {
  /// The state shared with the worker threads.
  let core: LoaderCore
  /// What each worker thread runs.
  private let worker: PictureWorker
  /// Called on a worker thread after each result is stored.
  private let onChange: @Sendable () -> Void

  /// Starts a loader and its first worker thread.
  ///
  /// - Parameters:
  ///   - maxCachedCells: about how many cells of finished pictures to keep.
  ///   - maxCachedPixelBytes: about how many bytes of decoded pixels to keep.
  ///   - limits: the largest images decoded.
  ///   - renderer: how pixels become cells.
  ///   - onChange: called on a worker thread after each result is stored.
  public init(
    maxCachedCells: Int = 200_000, maxCachedPixelBytes: Int = 48 << 20,
    limits: DecodeLimits = .standard, renderer: some PictureRenderer = SymbolRenderer(),
    onChange: @escaping @Sendable () -> Void
  ) {
    let core = LoaderCore(maxCachedCells: maxCachedCells, maxPixelBytes: maxCachedPixelBytes)
    self.core = core
    self.onChange = onChange
    worker = PictureWorker(renderer: renderer, limits: limits, core: core)
    startWorker()
  }

  deinit {
    core.stop()
  }

  /// Starts a worker thread, which draws until the loader stops.
  private func startWorker() {
    let worker = self.worker
    let onChange = self.onChange
    WorkerThread.start { worker.run(onChange: onChange) }
  }

  /// What is known of `request` now: ready, pending or failed.
  ///
  /// A pure read: it neither queues work nor counts as a use, so `render` may call it freely.
  public func state(for request: PictureRequest) -> PictureState {
    switch core.queue.withLock({ $0.cache.result(for: request) }) {
    case .success(let picture): .ready(picture)
    case .failure(let error): .failed(error)
    case nil: .pending
    }
  }

  /// Declares the pictures wanted now, most wanted first (the visible ones, then any to
  /// prefetch), replacing the previous batch.
  ///
  /// Those not cached are drawn in this order. Those of earlier batches not in this one and
  /// not yet started are dropped; one being drawn finishes beside the first of these. Cached ones count as recently used. Pass every request the
  /// screen shows: a request left out of the batch may be evicted.
  public func request(_ requests: [PictureRequest]) {
    if core.want(requests) { startWorker() }
  }

  /// Forgets every cached picture, failure and decoded image.
  ///
  /// For when the files may have changed. The current batch is dropped too; request again.
  public func removeAll() {
    core.queue.withLock { $0.removeAll() }
  }
}
