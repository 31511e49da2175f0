/// The state a ``PictureLoader`` shares between the main thread and its workers: the caches,
/// the requests wanted now in priority order, and those being drawn.
///
/// It is only touched under the loader's lock, and never while decoding.
///
/// One request wanted now is drawn at a time. A request that stops being wanted while it is
/// drawn (its picture scrolled out of view) no longer counts: the next wanted one starts on
/// another worker beside it, so a decode of seconds for a picture gone from view never holds
/// up the one in view. At most ``maxWorkers`` workers run; past that, a wanted request waits
/// for the first of them to finish.
struct LoaderQueue {
  /// The most worker threads a loader starts: one for the request wanted now, and room for
  /// two still drawing pictures no longer wanted.
  static let maxWorkers = 3

  /// Finished results.
  var cache: PictureCache
  /// Decoded pixels by source, for drawing the same source in another box.
  var pixels: PixelCache
  /// The latest batch of requests, in priority order.
  private var wanted: [PictureRequest] = []
  /// The same batch as a set: these are pinned in the cache.
  private(set) var wantedSet: Set<PictureRequest> = []
  /// The position in ``wanted`` of the next request to consider.
  private var next = 0
  /// The requests the workers are drawing, wanted or not.
  private(set) var inFlight: [PictureRequest] = []
  /// The worker threads started; each is drawing one of ``inFlight`` or waiting for work.
  private(set) var workers = 1
  /// Bumped by ``removeAll()``, so that pixels decoded before it are not kept.
  private(set) var generation = 0
  /// Whether the loader has gone: the workers take nothing more and exit.
  private(set) var isStopped = false

  /// Creates an empty queue with a cache of about `maxCachedCells` cells and one of about
  /// `maxPixelBytes` bytes of decoded pixels.
  init(maxCachedCells: Int, maxPixelBytes: Int) {
    cache = PictureCache(maxCost: maxCachedCells)
    pixels = PixelCache(maxBytes: maxPixelBytes)
  }

  /// What ``want(_:)`` asks of the loader.
  enum Wake: Equatable {
    /// Nothing new to draw.
    case none
    /// Wake a waiting worker.
    case signal
    /// Every worker is busy with requests no longer wanted: start another.
    case startWorker
  }

  /// Replaces the wanted requests with `requests`, in their order; says whether a worker is
  /// to be woken, or started.
  ///
  /// Requests of earlier batches that are not in this one are dropped before they start.
  mutating func want(_ requests: [PictureRequest]) -> Wake {
    var seen = Set<PictureRequest>()
    wanted = requests.filter { seen.insert($0).inserted }
    wantedSet = seen
    next = 0
    cache.touch(wanted)
    guard canStart, wanted.contains(where: needsDrawing) else { return .none }
    guard inFlight.count >= workers, workers < Self.maxWorkers else { return .signal }
    workers += 1
    return .startWorker
  }

  /// Whether a wanted request may start now: none being drawn is still wanted.
  private var canStart: Bool {
    !isStopped && !inFlight.contains { wantedSet.contains($0) }
  }

  /// Whether `request` has no result and is not being drawn.
  private func needsDrawing(_ request: PictureRequest) -> Bool {
    cache.result(for: request) == nil && !inFlight.contains(request)
  }

  /// The most wanted request that is neither cached nor being drawn, now marked in flight;
  /// nil when there is none, one wanted is being drawn already, or the loader has stopped.
  mutating func takeNext() -> PictureRequest? {
    guard canStart else { return nil }
    while next < wanted.count {
      let request = wanted[next]
      next += 1
      if needsDrawing(request) {
        inFlight.append(request)
        return request
      }
    }
    return nil
  }

  /// Stores the result of a request in flight.
  mutating func finish(_ request: PictureRequest, with result: Result<Picture, PictureError>) {
    if let index = inFlight.firstIndex(of: request) { inFlight.remove(at: index) }
    cache.insert(result, for: request, pinned: wantedSet)
  }

  /// Keeps the pixels decoded for `key`, unless ``removeAll()`` came since the decode began,
  /// at `generation`.
  mutating func keep(_ decoded: DecodedImage, for key: String, generation: Int) {
    guard generation == self.generation else { return }
    pixels.insert(decoded, for: key)
  }

  /// Forgets every result, decoded image and wanted request.
  mutating func removeAll() {
    cache.removeAll()
    pixels.removeAll()
    wanted = []
    wantedSet = []
    next = 0
    generation += 1
  }

  /// Stops the queue for good.
  mutating func stop() {
    isStopped = true
    wanted = []
    wantedSet = []
  }
}
