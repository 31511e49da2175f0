import FeedModel
import ListKit
import Pictures

extension Buffer {
  /// Draws what a picture store shows for an attachment in a box: the picture, centred, or its
  /// frame with a note.
  mutating func drawPicture(
    _ media: MediaAttachment, in rect: Rect, store: PictureStore?, context: RenderContext
  ) {
    let display = store?.display(media, box: rect.size) ?? .frame(note: nil)
    switch display {
    case .picture(let picture):
      let cells = picture.cells
      let x = rect.x + max(0, (rect.width - cells.width) / 2)
      let y = rect.y + max(0, (rect.height - cells.height) / 2)
      blit(cells, from: cells.area, to: Point(x: x, y: y))
    case .frame(let note):
      drawPictureFrame(media, in: rect, note: note, context: context)
    }
  }
}
