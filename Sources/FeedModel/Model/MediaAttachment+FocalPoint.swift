extension MediaAttachment {
  /// The point of a picture to keep in view when only part of it is shown, as Mastodon gives
  /// it: `x` from -1 (the left edge) to 1 (the right), `y` from -1 (the bottom) to 1 (the top).
  ///
  /// Mastodon writes it in an outbox as an attachment's `focalPoint: [x, y]` and in its API as
  /// `meta.focus: {"x": x, "y": y}`; `(0, 0)` is the centre.
  ///
  /// ```swift
  /// let face = MediaAttachment.FocalPoint(x: 0, y: 0.5)  // half way up, in the middle
  /// face?.fraction  // (x: 0.5, y: 0.25): a quarter of the way down from the top
  /// ```
  public struct FocalPoint: Hashable, Sendable {
    /// From -1 (the left edge) to 1 (the right edge).
    public let x: Double
    /// From -1 (the bottom edge) to 1 (the top edge): upward, as in Mastodon.
    public let y: Double

    /// A focal point; nil unless both coordinates are numbers from -1 to 1.
    public init?(x: Double, y: Double) {
      guard Self.range.contains(x), Self.range.contains(y) else { return nil }
      self.x = x
      self.y = y
    }

    /// The coordinates a focal point may take, each way.
    public static let range: ClosedRange<Double> = -1...1

    /// The point as fractions of the picture's width and height from its top left corner,
    /// each from 0 to 1, as pixels are counted.
    public var fraction: (x: Double, y: Double) { ((x + 1) / 2, (1 - y) / 2) }
  }
}
