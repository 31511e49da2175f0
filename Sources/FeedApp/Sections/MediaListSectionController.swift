import FeedModel
import ListKit
import Pictures

/// An entry's attachments: the first as a picture as large as fits the width and half the
/// screen, then a line for each with its kind, its name and its description (alt text).
final class MediaListSectionController: ModelSectionController<MediaListModel>, PictureClient {
  private let state: DocumentState
  /// The height of the screen's list, for the picture's half of it.
  private let viewportHeight: () -> Int
  private var width = 0

  init(state: DocumentState, viewportHeight: @escaping () -> Int) {
    self.state = state
    self.viewportHeight = viewportHeight
    super.init()
  }

  override var kind: SectionKind { .picture }

  /// The height of the first attachment's picture: half the screen, at least 3 lines.
  private var pictureRows: Int { max(3, viewportHeight() / 2) }

  override func height(forItem index: Int, width: Int) -> Int {
    self.width = width
    return pictureRows + (model?.media.count ?? 0)
  }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    guard let media = model?.media, let first = media.first else { return }
    let rows = min(pictureRows, max(0, buffer.height - media.count))
    buffer.drawPicture(
      first, in: Rect(x: 0, y: 0, width: buffer.width, height: rows), store: state.pictures,
      context: context)
    for (offset, item) in media.enumerated() {
      let text =
        Self.mark(of: item.kind) + item.fileName + (item.description.map { " · “\($0)”" } ?? "")
      buffer.write(
        text.truncated(toWidth: buffer.width), x: 0, y: rows + offset,
        style: context.theme.secondary)
    }
  }

  /// What an attachment's line starts with, by its kind: `▣` a picture, `▶` a video, `♪` a
  /// sound.
  static func mark(of kind: MediaAttachment.Kind) -> String {
    switch kind {
    case .image, .unknown: "▣ "
    case .video: "▶ "
    case .audio: "♪ "
    }
  }

  var wantedPictures: [PictureRequest] {
    guard let first = model?.media.first, width > 0, let store = state.pictures else { return [] }
    return (try? store.request(for: first, box: Size(width: width, height: pictureRows)).get())
      .map { [$0] } ?? []
  }
}
