import FeedModel
import ListKit
import Pictures

/// An entry's attachments, one item each, as Mastodon shows them all: a picture as large as fits
/// the width and half the screen (a video or a sound as a labelled frame), then a line with its
/// kind, its name and its description (alt text).
final class MediaListSectionController: ModelSectionController<MediaListModel>, PictureClient,
  DisplayObserver
{
  private let state: DocumentState
  /// The height of the screen's list, for the picture's half of it.
  private let viewportHeight: () -> Int
  private var width = 0
  /// The attachments in view, and those a page beyond, as the adapter last said.
  private var displayed: (visible: Range<Int>, nearby: Range<Int>) = (0..<0, 0..<0)

  init(state: DocumentState, viewportHeight: @escaping () -> Int) {
    self.state = state
    self.viewportHeight = viewportHeight
    super.init()
  }

  override var kind: SectionKind { .picture }

  /// A picture, a video, a sound or an attachment, as the status line names it.
  override func kind(ofItem index: Int) -> SectionKind {
    guard let media = model?.media, media.indices.contains(index) else { return kind }
    switch media[index].kind {
    case .image: return .picture
    case .video: return .video
    case .audio: return .sound
    case .unknown: return .attachment
    }
  }

  /// The height of an attachment's box: half the screen, at least 3 lines; none with pictures
  /// off, where the caption alone names it.
  private var pictureRows: Int {
    state.reservesPictureBoxes ? max(3, viewportHeight() / 2) : 0
  }

  override var numberOfItems: Int { model?.media.count ?? 0 }

  override func height(forItem index: Int, width: Int) -> Int {
    self.width = width
    guard let media = model?.media, media.indices.contains(index) else { return pictureRows + 1 }
    return pictureRows
      + Self.caption(of: media[index], note: note(of: media[index]), width: width)
      .count
  }

  /// What the caption says after the name with pictures off, where no frame says it:
  /// `(missing)`, `(empty file)`.
  private func note(of item: MediaAttachment) -> FrameNote? {
    state.reservesPictureBoxes ? nil : state.pictures?.plainNote(for: item)
  }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    guard let media = model?.media, media.indices.contains(index) else { return }
    let item = media[index]
    let caption = Self.caption(of: item, note: note(of: item), width: buffer.width)
    let rows = max(0, buffer.height - caption.count)
    if rows > 0 {
      buffer.drawPicture(
        item, in: Rect(x: 0, y: 0, width: buffer.width, height: rows), store: state.pictures,
        context: context)
    }
    for (offset, line) in caption.enumerated() {
      buffer.write(line, x: 0, y: rows + offset, style: context.theme.secondary)
    }
  }

  /// The most of an alt text shown: more than any server lets one be written (Mastodon allows
  /// 1,500 characters), so that a hostile one costs a screen a bounded wrap.
  static let descriptionLimit = 10_000

  /// The lines under an attachment, wrapped to `width`: its kind, its name, the `note` saying
  /// why there is no picture (with pictures off) and its whole description (alt text), which
  /// can be read only here.
  static func caption(of item: MediaAttachment, note: FrameNote? = nil, width: Int) -> [String] {
    var description = item.description
    if let text = description, text.count > descriptionLimit {
      description = String(text.prefix(descriptionLimit)) + "…"
    }
    // A file with no name (an empty path) leaves the mark and the description.
    var named: [String] = item.fileName.drawsNothing ? [] : [item.fileName]
    if let note { named.append(note.text) }
    let name = named.isEmpty ? [] : [named.joined(separator: " ")]
    let parts = name + (description.map { ["“\($0)”"] } ?? [])
    let text = mark(of: item.kind) + parts.joined(separator: " · ")
    let lines = text.wrapped(toWidth: max(1, width))
    return lines.isEmpty ? [""] : lines
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

  func displayedItemsDidChange(visible: Range<Int>, nearby: Range<Int>) {
    displayed = (visible, nearby)
  }

  /// The pictures of the attachments in view, then of those near them: an entry may have
  /// hundreds.
  var wantedPictures: [PictureRequest] {
    guard let media = model?.media, width > 0, let store = state.pictures else { return [] }
    let box = Size(width: width, height: pictureRows)
    let order =
      Array(displayed.visible) + displayed.nearby.filter { !displayed.visible.contains($0) }
    return order.compactMap { index in
      media.indices.contains(index) ? try? store.request(for: media[index], box: box).get() : nil
    }
  }
}
