import FeedModel
import ListKit
import Pictures

extension Buffer {
  /// What a damaged picture is labelled with, over its last line.
  static let damagedLabel = "(damaged)"

  /// Draws what a picture store shows for an attachment in a box: the picture, centred, or its
  /// frame with a note.
  ///
  /// A frame takes the cells the picture would when the document gives its shape
  /// (`MediaAttachment.frameRect(in:)`), else the whole box.
  ///
  /// A damaged picture (a JPEG cut short, say) shows what could be decoded, labelled
  /// `(damaged)` over the middle of its last line, in the style of a frame's note.
  ///
  /// With `crop` (the feed's), a picture of extreme shape shows the part the crop cuts, and
  /// its frame takes that part's shape.
  ///
  /// With `fitting`, the picture is the one drawn to fit that box rather than `rect` (the
  /// entry screen fits the width and a tall limit, and its row is as tall as the picture); a
  /// frame standing in for it takes its shape in `framing`, else in that box.
  /// `rect` may reach beyond the buffer, as a row taller than the view is drawn a few lines at
  /// a time: only the cells in the buffer are copied, and a frame shows its note in them.
  mutating func drawPicture(
    _ media: MediaAttachment, in rect: Rect, store: PictureStore?, crop: PictureCrop? = nil,
    fitting box: Size? = nil, framing frameBox: Size? = nil, context: RenderContext
  ) {
    let display =
      store?.display(media, box: box ?? rect.size, crop: crop) ?? .frame(note: nil)
    switch display {
    case .picture(let picture):
      let cells = picture.cells
      let x = rect.x + max(0, (rect.width - cells.width) / 2)
      let y = rect.y + max(0, (rect.height - cells.height) / 2)
      blit(cells, from: cells.area, to: Point(x: x, y: y))
      if picture.isDamaged, cells.height > 0 {
        let label = Self.damagedLabel.truncated(toWidth: cells.width)
        write(
          label, x: x + (cells.width - label.displayWidth) / 2, y: y + cells.height - 1,
          style: context.theme.secondary)
      }
    case .frame(let note):
      // The frame the picture's box gives, at the picture's place in `rect`.
      let tallest = (frameBox ?? box)?.height ?? 0
      let fitted = media.frameRect(
        in: Rect(x: rect.x, y: rect.y, width: rect.width, height: max(rect.height, tallest)),
        crop: crop)
      let height = min(fitted.height, rect.height)
      let frame = Rect(
        x: fitted.x, y: rect.y + max(0, (rect.height - height) / 2), width: fitted.width,
        height: height)
      let shown = frame.intersection(area)
      guard shown != frame, !shown.isEmpty else {
        drawPictureFrame(media, in: frame, note: note, context: context)
        return
      }
      // A frame taller than the view (a long screenshot's) is drawn as far as it shows, with
      // its top or bottom edge only where the frame has one, and its note in the middle of
      // what shows.
      let above = shown.y > frame.y ? 1 : 0
      let below = shown.maxY < frame.maxY ? 1 : 0
      // At least 3 lines, so that a line or two in view are a frame's, not a bare label.
      var part = Buffer(width: frame.width, height: max(3, shown.height + above + below))
      part.drawPictureFrame(media, in: part.area, note: note, context: context)
      let from = above == 0 ? 0 : part.height - below - shown.height
      blit(
        part, from: Rect(x: 0, y: from, width: frame.width, height: shown.height),
        to: Point(x: frame.x, y: shown.y))
    }
  }
}
