import FeedModel
import ListKit
import Pictures

extension MediaAttachment {
  /// The attachment's shape in pixels, when the document gives it: its `width` and `height`
  /// when both are above 0, else a size of its `aspect` (width over height).
  var pixelShape: PixelSize? {
    if let width, let height, width > 0, height > 0 {
      return PixelSize(width: width, height: height)
    }
    guard let aspect, aspect.isFinite, aspect > 0 else { return nil }
    // Only the ratio counts: pictures are scaled up or down to their box.
    let scale = 10_000.0
    return aspect >= 1
      ? PixelSize(width: Int((scale * min(aspect, scale)).rounded()), height: Int(scale))
      : PixelSize(width: Int(scale), height: Int((scale / max(aspect, 1 / scale)).rounded()))
  }

  /// The part of a box that stands in for the picture while it is not drawn (pending, missing,
  /// failed, not fetched): the cells the picture takes when drawn there, centred as it is, when
  /// the document gives its shape; the whole box when not.
  ///
  /// So a missing portrait photo is a portrait frame, and the layout does not move when the
  /// picture lands.
  ///
  /// With `crop` (the feed's, ``feedCrop``), the frame takes the shape of the part of the
  /// picture the crop shows, as the picture does.
  func frameRect(in rect: Rect, crop: PictureCrop? = nil) -> Rect {
    guard let whole = pixelShape else { return rect }
    let shape = crop?.rect(in: whole).size ?? whole
    var cells = PictureStore.renderer.cellSize(forPixels: shape, fitting: rect.size)
    guard cells.width > 0, cells.height > 0 else { return rect }
    // A frame too narrow for its note (a screenshot of 1080×20000 is a column or two) is as
    // wide as `▣ (missing)` needs, as far as the box allows: never blank lines.
    cells.width = max(cells.width, Self.narrowestFrame)
    return Rect(
      x: rect.x + max(0, (rect.width - cells.width) / 2),
      y: rect.y + max(0, (rect.height - cells.height) / 2), width: min(cells.width, rect.width),
      height: min(cells.height, rect.height))
  }

  /// The fewest columns a frame of a known shape takes: room for `▣ (missing)` and its edges.
  static let narrowestFrame = 16

  /// How the feed shows a picture of extreme shape: a long screenshot or a panorama cut to a
  /// part of 1:2 or 3:1 around its focal point (the middle without one), filling the box, as
  /// Mastodon's web interface crops a thumbnail; the entry screen shows it whole.
  var feedCrop: PictureCrop {
    PictureCrop(
      tallest: Self.feedTallest, widest: Self.feedWidest, focus: focus?.fraction ?? (0.5, 0.5))
  }

  /// The tallest shape the feed shows whole, width over height: 1:2 (see DECISIONS.md).
  static let feedTallest = 1.0 / 2
  /// The widest shape the feed shows whole, width over height: 3:1 (see DECISIONS.md).
  static let feedWidest = 3.0
}
