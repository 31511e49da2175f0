/// The state a ``PictureLoader`` shares between the main thread and its worker: the cache,
/// the requests wanted now in priority order, and the one being drawn.
///
/// It is only touched under the loader's lock, and never while decoding.
struct LoaderQueue {
  /// Finished results.
  var cache: PictureCache
  /// The latest batch of requests, in priority order.
  private var wanted: [PictureRequest] = []
  /// The same batch as a set: these are pinned in the cache.
  private(set) var wantedSet: Set<PictureRequest> = []
  /// The position in ``wanted`` of the next request to consider.
  private var next = 0
  /// The request the worker is drawing, if any.
  private(set) var inFlight: PictureRequest?
  /// Bumped by ``removeAll()``, so that the worker drops its decoded pixels too.
  private(set) var generation = 0
  /// Whether the loader has gone: the worker takes nothing more and exits.
  private(set) var isStopped = false

  /// Creates an empty queue with a cache of about `maxCachedCells` cells.
  init(maxCachedCells: Int) {
    cache = PictureCache(maxCost: maxCachedCells)
  }

  /// Replaces the wanted requests with `requests`, in their order; returns whether any of
  /// them needs drawing.
  ///
  /// Requests of earlier batches that are not in this one are dropped before they start.
  mutating func want(_ requests: [PictureRequest]) -> Bool {
    var seen = Set<PictureRequest>()
    wanted = requests.filter { seen.insert($0).inserted }
    wantedSet = seen
    next = 0
    cache.touch(wanted)
    return wanted.contains { cache.result(for: $0) == nil && $0 != inFlight }
  }

  /// The most wanted request that is neither cached nor being drawn, now marked in flight;
  /// nil when there is none or the loader has stopped.
  mutating func takeNext() -> PictureRequest? {
    guard !isStopped else { return nil }
    while next < wanted.count {
      let request = wanted[next]
      next += 1
      if cache.result(for: request) == nil && request != inFlight {
        inFlight = request
        return request
      }
    }
    return nil
  }

  /// Stores the result of the request in flight.
  mutating func finish(_ request: PictureRequest, with result: Result<Picture, PictureError>) {
    if inFlight == request { inFlight = nil }
    cache.insert(result, for: request, pinned: wantedSet)
  }

  /// Forgets every result and wanted request.
  mutating func removeAll() {
    cache.removeAll()
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
