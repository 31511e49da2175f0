import FeedModel

extension LoadProgress {
  /// What the status line says while loading, longest first: what is being read, and how far
  /// it has got (the share of its bytes, or the bytes read when their total is not known).
  ///
  /// ```text
  /// loading… 1200 entries 37%        loading… 37%
  /// loading… 1200 entries · 12 MB    loading… 12 MB        (a pipe)
  /// loading… scanning the archive 37%                      (a tar.gz inflated to find its files)
  /// loading… copying the archive · 12 MB                   (a piped archive, before it is read)
  /// loading… scanning the outbox 37%                       (its posts found, before they are read)
  /// ```
  var statusForms: (long: String, short: String) {
    let what =
      switch phase {
      case .entries: "\(entries) \(entries == 1 ? "entry" : "entries")"
      case .archive: "scanning the archive"
      case .copy: "copying the archive"
      case .outbox: "scanning the outbox"
      }
    if let percent { return ("loading… \(what) \(percent)%", "loading… \(percent)%") }
    guard bytesRead > 0 else { return ("loading… " + what, "loading…") }
    let size = Self.size(bytesRead)
    return ("loading… \(what) · \(size)", "loading… " + size)
  }

  /// A count of bytes for people: `800 bytes`, `35 kB`, `3.4 MB`, `34 MB`, `1.2 GB`.
  static func size(_ bytes: Int) -> String {
    func scaled(_ unit: Int, _ name: String) -> String {
      let tenths = bytes / (unit / 10)
      return tenths < 100 ? "\(tenths / 10).\(tenths % 10) \(name)" : "\(tenths / 10) \(name)"
    }
    if bytes < 1_000 { return "\(bytes) bytes" }
    if bytes < 1_000_000 { return "\(bytes / 1_000) kB" }
    if bytes < 1_000_000_000 { return scaled(1_000_000, "MB") }
    return scaled(1_000_000_000, "GB")
  }
}
