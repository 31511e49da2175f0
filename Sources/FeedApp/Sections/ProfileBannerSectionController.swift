import FeedModel
import ListKit
import Pictures

/// A profile's header picture, atop it as Mastodon shows it: a banner the width of the screen,
/// as tall as a header of Mastodon's shape (3:1, 1500×500) is at that width, and at most a
/// third of the screen; the picture is centred in it, or a frame saying why not (`…` while it
/// is drawn, `(unreadable)`).
///
/// A header that is not there to read (a missing file, an address on the network), or any with
/// pictures off, is one line naming it, as an attachment's is: `▣ header.jpg (missing)`,
/// `▣ header.jpg`. The banner is never selected: the selection starts on the name below it.
final class ProfileBannerSectionController: ModelSectionController<ProfileBannerModel>,
  PictureClient
{
  private let state: DocumentState
  /// The height of the screen's list, for the banner's third of it.
  private let viewportHeight: () -> Int
  private var width = 0

  init(state: DocumentState, viewportHeight: @escaping () -> Int) {
    self.state = state
    self.viewportHeight = viewportHeight
    super.init()
  }

  override var kind: SectionKind { .banner }
  override func canSelect(item index: Int) -> Bool { false }

  /// The header picture, as an attachment.
  private var media: MediaAttachment? { model.map { MediaAttachment(location: $0.location) } }

  /// The banner's box at a width, or nil when the header is a line: with pictures off, or no
  /// file to read.
  private func box(width: Int) -> Size? {
    guard let media, let store = state.pictures else { return nil }
    let rows = max(3, min(viewportHeight() / 3, (width + 5) / 6))
    let box = Size(width: width, height: rows)
    guard case .success = store.request(for: media, box: box) else { return nil }
    return box
  }

  override func height(forItem index: Int, width: Int) -> Int {
    self.width = width
    return box(width: width)?.height ?? 1
  }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    guard let media else { return }
    if let box = box(width: buffer.width) {
      buffer.drawPicture(
        media, in: Rect(origin: .zero, size: box), store: state.pictures, context: context)
      return
    }
    let note = state.pictures?.plainNote(for: media)
    buffer.write(
      Buffer.frameLabel(mark: "▣ ", name: media.fileName, note: note, width: buffer.width),
      x: 0, y: 0, style: context.theme.secondary)
  }

  var wantedPictures: [PictureRequest] {
    guard let media, width > 0, let box = box(width: width), let store = state.pictures else {
      return []
    }
    return (try? store.request(for: media, box: box).get()).map { [$0] } ?? []
  }
}
