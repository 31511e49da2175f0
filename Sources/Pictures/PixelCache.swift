/// Decoded pixels by source key, least recently used evicted first past a byte cap.
///
/// Held in the loader's queue, under its lock, and shared by its workers. With it, the same
/// source in a second, smaller box (a thumbnail, then the same photo in a list row) is drawn
/// without reading or decoding again.
struct PixelCache {
  /// One cached image.
  private struct Entry {
    var decoded: DecodedImage
    var lastUse: UInt64
  }

  /// The cached images by source key.
  private var entries: [String: Entry] = [:]
  /// A counter that orders uses.
  private var clock: UInt64 = 0
  /// The bytes of pixels held.
  private(set) var bytes = 0
  /// The bytes above which images are evicted.
  let maxBytes: Int

  /// Creates an empty cache of about `maxBytes` bytes of pixels.
  init(maxBytes: Int) {
    self.maxBytes = max(0, maxBytes)
  }

  /// The cached pixels of `key`, if they have the detail `needed` asks for, given the
  /// original's upright size; counts as a use.
  mutating func image(for key: String, covering needed: (PixelSize) -> PixelSize) -> DecodedImage? {
    guard let entry = entries[key], entry.decoded.covers(needed(entry.decoded.originalSize))
    else { return nil }
    clock += 1
    entries[key]?.lastUse = clock
    return entry.decoded
  }

  /// Stores pixels for `key`, replacing older ones.
  ///
  /// Then evicts the least recently used others while over the cap. An image larger than the
  /// whole cap is not kept.
  mutating func insert(_ decoded: DecodedImage, for key: String) {
    let size = decoded.image.pixels.count
    if let old = entries.removeValue(forKey: key) { bytes -= old.decoded.image.pixels.count }
    guard size <= maxBytes else { return }
    clock += 1
    entries[key] = Entry(decoded: decoded, lastUse: clock)
    bytes += size
    guard bytes > maxBytes else { return }
    for (other, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse })
    where other != key {
      guard bytes > maxBytes else { break }
      entries[other] = nil
      bytes -= entry.decoded.image.pixels.count
    }
  }

  /// Removes everything.
  mutating func removeAll() {
    entries = [:]
    bytes = 0
  }
}
