/// How to cut a picture of extreme shape down to a part of a bearable shape, as a feed's
/// thumbnail does: a long screenshot to its part around the focal point, a panorama likewise.
///
/// A picture no taller than ``tallest`` and no wider than ``widest`` is left whole. A taller
/// one is cut to its whole width and the height that gives exactly ``tallest``, a wider one to
/// its whole height and the width that gives ``widest``, placed so that the focal point is as
/// near the middle as the picture allows (CSS's `object-fit: cover`, centred on the point).
///
/// ```swift
/// let crop = PictureCrop(tallest: 0.5, widest: 3, focus: (x: 0.5, y: 0.1))
/// crop.rect(in: PixelSize(width: 1080, height: 20000))
/// // x 0, y 920, 1080×2160: centred on row 2000, a tenth of the way down
/// ```
public struct PictureCrop: Hashable, Sendable {
  /// The smallest width over height left whole, such as 0.5 (1:2); a taller picture is cut.
  public let tallest: Double
  /// The largest width over height left whole, such as 3 (3:1); a wider picture is cut.
  public let widest: Double
  /// The point to keep in view, as fractions of the width and height from the top left, each
  /// from 0 to 1; the middle is (0.5, 0.5).
  public let focusX: Double
  /// See ``focusX``.
  public let focusY: Double

  /// A crop to the shapes from `tallest` to `widest` (width over height), around `focus`
  /// (fractions from the top left; out of 0...1 they count as the nearer edge).
  ///
  /// Ratios that are not finite and above 0 count as 1, and `widest` as at least `tallest`.
  public init(tallest: Double, widest: Double, focus: (x: Double, y: Double) = (0.5, 0.5)) {
    let tallest = tallest.isFinite && tallest > 0 ? tallest : 1
    self.tallest = tallest
    self.widest = widest.isFinite && widest > 0 ? max(widest, tallest) : max(1, tallest)
    focusX = focus.x.isNaN ? 0.5 : min(1, max(0, focus.x))
    focusY = focus.y.isNaN ? 0.5 : min(1, max(0, focus.y))
  }

  /// The part of an image of `size` to show: the whole image when its shape is within the
  /// limits (or it is empty), else the part of the limit's shape around the focus.
  public func rect(in size: PixelSize) -> PixelRect {
    let whole = PixelRect(x: 0, y: 0, size: size)
    guard size.width > 0, size.height > 0 else { return whole }
    let ratio = Double(size.width) / Double(size.height)
    if ratio < tallest {
      let height = min(size.height, max(1, Int((Double(size.width) / tallest).rounded())))
      return PixelRect(
        x: 0, y: Self.start(of: height, in: size.height, around: focusY),
        size: PixelSize(width: size.width, height: height))
    }
    if ratio > widest {
      let width = min(size.width, max(1, Int((Double(size.height) * widest).rounded())))
      return PixelRect(
        x: Self.start(of: width, in: size.width, around: focusX), y: 0,
        size: PixelSize(width: width, height: size.height))
    }
    return whole
  }

  /// Where a span of `length` out of `total` starts to have `fraction` of `total` in its
  /// middle, kept within `total`.
  private static func start(of length: Int, in total: Int, around fraction: Double) -> Int {
    let centre = fraction * Double(total)
    let start = Int((centre - Double(length) / 2).rounded())
    return min(total - length, max(0, start))
  }

  /// The fewest pixels of the whole image of `size` that a part of it needing `needed` calls
  /// for: as many more than `needed` as the whole is larger than the part, each way.
  func pixelsNeeded(
    forWhole size: PixelSize, part needed: (PixelSize) -> PixelSize
  ) -> PixelSize {
    let part = rect(in: size).size
    let wanted = needed(part)
    guard part.width > 0, part.height > 0 else { return wanted }
    func scaled(_ value: Int, _ whole: Int, _ partSide: Int) -> Int {
      Int((Double(value) * Double(whole) / Double(partSide)).rounded(.up))
    }
    return PixelSize(
      width: scaled(wanted.width, size.width, part.width),
      height: scaled(wanted.height, size.height, part.height))
  }
}
