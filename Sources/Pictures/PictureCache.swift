/// Finished pictures and failures by request, least recently wanted evicted first once their
/// cells pass a cap.
///
/// Requests the screen wants now are pinned and never evicted, so the cap may be passed
/// while they alone exceed it; a visible picture never flickers back to pending.
struct PictureCache {
  /// One cached result.
  private struct Entry {
    var result: Result<Picture, PictureError>
    /// The cells it holds; 1 for a failure or an empty picture.
    var cost: Int
    /// When it was last wanted or stored, on ``clock``.
    var lastUse: UInt64
  }

  /// The cached results.
  private var entries: [PictureRequest: Entry] = [:]
  /// A counter that orders uses.
  private var clock: UInt64 = 0
  /// The total cost of ``entries``.
  private(set) var cost = 0
  /// The cost above which entries are evicted.
  let maxCost: Int

  /// Creates an empty cache holding about `maxCost` cells.
  init(maxCost: Int) {
    self.maxCost = max(1, maxCost)
  }

  /// The number of cached results.
  var count: Int { entries.count }

  /// The cached result of `request`, without counting it as a use.
  func result(for request: PictureRequest) -> Result<Picture, PictureError>? {
    entries[request]?.result
  }

  /// Counts the cached results among `requests` as used now, in their order.
  mutating func touch(_ requests: [PictureRequest]) {
    clock += 1
    for request in requests where entries[request] != nil {
      entries[request]?.lastUse = clock
    }
  }

  /// Stores a result, then evicts the least recently used unpinned entries while the cost is
  /// above the cap.
  mutating func insert(
    _ result: Result<Picture, PictureError>, for request: PictureRequest,
    pinned: Set<PictureRequest>
  ) {
    clock += 1
    let cost: Int
    switch result {
    case .success(let picture): cost = max(1, picture.size.width * picture.size.height)
    case .failure: cost = 1
    }
    if let old = entries.updateValue(
      Entry(result: result, cost: cost, lastUse: clock), forKey: request)
    {
      self.cost -= old.cost
    }
    self.cost += cost
    evict(keeping: pinned.union([request]))
  }

  /// Removes everything.
  mutating func removeAll() {
    entries = [:]
    cost = 0
  }

  /// Evicts least recently used entries not in `kept` until the cost is under the cap.
  private mutating func evict(keeping kept: Set<PictureRequest>) {
    guard cost > maxCost else { return }
    let candidates = entries.filter { !kept.contains($0.key) }.sorted {
      $0.value.lastUse < $1.value.lastUse
    }
    for (request, entry) in candidates {
      guard cost > maxCost else { break }
      entries[request] = nil
      cost -= entry.cost
    }
  }
}
