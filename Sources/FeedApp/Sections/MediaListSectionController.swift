import FeedModel
import ListKit

/// An entry's attachments: the first as large as fits the width and half the screen, then a
/// line for each with its name and description.
final class MediaListSectionController: ModelSectionController<MediaListModel> {
  override var kind: SectionKind { .picture }

  /// The height of the first attachment's picture at a width.
  private func pictureRows(width: Int) -> Int { min(24, max(3, width / 4)) }

  override func height(forItem index: Int, width: Int) -> Int {
    pictureRows(width: width) + (model?.media.count ?? 0)
  }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    guard let media = model?.media, let first = media.first else { return }
    let rows = pictureRows(width: buffer.width)
    buffer.drawPictureFrame(first, in: Rect(x: 0, y: 0, width: buffer.width, height: rows), context: context)
    for (offset, item) in media.enumerated() {
      let text = item.fileName + (item.description.map { " · “\($0)”" } ?? "")
      buffer.write(
        text.truncated(toWidth: buffer.width), x: 0, y: rows + offset, style: context.theme.secondary)
    }
  }
}
