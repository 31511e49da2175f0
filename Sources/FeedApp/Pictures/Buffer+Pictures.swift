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
  mutating func drawPicture(
    _ media: MediaAttachment, in rect: Rect, store: PictureStore?, crop: PictureCrop? = nil,
    context: RenderContext
  ) {
    let display = store?.display(media, box: rect.size, crop: crop) ?? .frame(note: nil)
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
      drawPictureFrame(
        media, in: media.frameRect(in: rect, crop: crop), note: note, context: context)
    }
  }
}
