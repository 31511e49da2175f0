import FeedModel
import ListKit
import Pictures

/// An entry's attachments, one item each, as Mastodon shows them all: a picture as wide as the
/// screen, its row as tall as it needs (a video as a labelled frame, of its shape, or of
/// ``unsizedVideoRows`` lines without one), then a line with its kind, its name, its length and
/// its description (alt text); a sound is that line alone.
///
/// A long screenshot makes a row taller than the screen, read line by line with `j`, up to
/// ``tallestPicture`` lines or 4 screens, whichever is more; a picture taller than that is
/// fitted to it. A panorama's row is just its height. While a picture is being drawn, its frame
/// takes the shape the document gives; without one, the box is half the screen, and the row
/// takes the picture's height once it is drawn (``GradualSection``), the selection staying on
/// its line. A picture that will not be drawn (missing, not fetched, unreadable) stands in as a
/// frame of its shape within half the screen.
final class MediaListSectionController: ModelSectionController<MediaListModel>, PictureClient,
  DisplayObserver, GradualSection
{
  private let state: DocumentState
  /// The height of the screen's list, for the picture's half of it.
  private let viewportHeight: () -> Int
  private var width = 0
  /// The attachments in view, and those a page beyond, as the adapter last said.
  private var displayed: (visible: Range<Int>, nearby: Range<Int>) = (0..<0, 0..<0)
  /// The picture lines each attachment was last measured with, to see when a picture that
  /// landed needs another.
  private var measured: [Int: Int] = [:]

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

  /// The height of the box of an attachment not drawn: half the screen, at least 3 lines; none
  /// with pictures off, where the caption alone names it.
  private var pictureRows: Int {
    state.reservesPictureBoxes ? max(3, viewportHeight() / 2) : 0
  }

  /// The fewest lines the tallest picture may take, whatever the screen: a 1080×7000
  /// screenshot is 259 lines at 80 columns, whole at the full width.
  static let tallestPicture = 300

  /// The box a picture is fitted to: the width, and as tall as ``tallestPicture`` or 4 screens.
  private func pictureBox(width: Int) -> Size {
    Size(width: width, height: max(Self.tallestPicture, 4 * viewportHeight()))
  }

  /// The lines an attachment's picture, or the frame standing in for it, takes: the picture's
  /// height once drawn, else the height the document's shape gives it, or half the screen
  /// without one.
  private func pictureHeight(of item: MediaAttachment, width: Int) -> Int {
    // A sound has nothing to see: its line names it, as Mastodon's player is one bar.
    guard state.reservesPictureBoxes, item.kind != .audio else { return 0 }
    let box = pictureBox(width: width)
    if case .picture(let picture) = state.pictures?.display(item, box: box) {
      return max(1, picture.cells.height)
    }
    return item.frameRect(in: Rect(origin: .zero, size: frameBox(of: item, width: width))).height
  }

  /// The box the frame standing in for a picture takes its shape in: a picture still coming
  /// the whole of ``pictureBox(width:)``, so that nothing moves when it lands; one that will
  /// not be drawn (missing, not fetched, unreadable), or of unknown shape, half the screen: a
  /// timeline's pictures, never fetched, are no screens of empty frames.
  private func frameBox(of item: MediaAttachment, width: Int) -> Size {
    let box = pictureBox(width: width)
    let isComing = state.pictures?.display(item, box: box) == .frame(note: .pending)
    if item.pixelShape != nil && isComing { return box }
    // A video of no known shape is a modest frame, not half the screen of nothing.
    let rows = item.kind == .video && item.pixelShape == nil ? Self.unsizedVideoRows : pictureRows
    return Size(width: width, height: min(rows, pictureRows))
  }

  /// The lines of the frame of a video whose size the document does not give.
  static let unsizedVideoRows = 5

  override var numberOfItems: Int { model?.media.count ?? 0 }

  override func height(forItem index: Int, width: Int) -> Int {
    self.width = width
    guard let media = model?.media, media.indices.contains(index) else { return pictureRows + 1 }
    let picture = pictureHeight(of: media[index], width: width)
    measured[index] = picture
    return picture
      + Self.caption(of: media[index], note: note(of: media[index]), width: width)
      .count
  }

  /// Whether a picture near the view landed since its row was measured, and changed height.
  var hasLayoutLeft: Bool {
    guard let media = model?.media, width > 0 else { return false }
    return displayed.nearby.contains { index in
      media.indices.contains(index) && measured[index] != nil
        && measured[index] != pictureHeight(of: media[index], width: width)
    }
  }

  /// Measures the rows again when a picture changed height: the adapter keeps the selection
  /// on its line.
  func layOut(throughLine line: Int) -> Bool { hasLayoutLeft }

  func layOutMore(until deadline: ContinuousClock.Instant) -> Bool { hasLayoutLeft }

  override func didUpdate(model: MediaListModel) {
    measured = [:]
  }

  /// What the caption says after the name where no frame says it, with pictures off or of a
  /// sound: `(missing)`, `(empty file)`.
  private func note(of item: MediaAttachment) -> FrameNote? {
    state.reservesPictureBoxes && item.kind != .audio ? nil : state.pictures?.plainNote(for: item)
  }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    render(item: index, lines: 0..<buffer.height, into: &buffer, context: context)
  }

  /// Draws the lines in view of an attachment: of a long screenshot, only its cells in view
  /// are copied.
  override func render(
    item index: Int, lines: Range<Int>, into buffer: inout Buffer, context: RenderContext
  ) {
    guard let media = model?.media, media.indices.contains(index) else { return }
    let item = media[index]
    let caption = Self.caption(of: item, note: note(of: item), width: buffer.width)
    let rows = max(0, context.height - caption.count)
    if rows > lines.lowerBound {
      buffer.drawPicture(
        item, in: Rect(x: 0, y: -lines.lowerBound, width: buffer.width, height: rows),
        store: state.pictures, fitting: pictureBox(width: buffer.width),
        framing: frameBox(of: item, width: buffer.width), context: context)
    }
    for (offset, line) in caption.enumerated() where lines.contains(rows + offset) {
      buffer.write(
        line, x: 0, y: rows + offset - lines.lowerBound, style: context.theme.secondary)
    }
  }

  /// The most of an alt text shown: more than any server lets one be written (Mastodon allows
  /// 1,500 characters), so that a hostile one costs a screen a bounded wrap.
  static let descriptionLimit = 10_000

  /// The lines under an attachment, wrapped to `width`: its kind, its name, the `note` saying
  /// why there is no picture (with pictures off), how long a video or a sound plays (`0:12`)
  /// and its whole description (alt text), which can be read only here.
  static func caption(of item: MediaAttachment, note: FrameNote? = nil, width: Int) -> [String] {
    var description = item.description
    if let text = description, text.count > descriptionLimit {
      description = String(text.prefix(descriptionLimit)) + "…"
    }
    // A file with no name (an empty path) leaves the mark and the description.
    var named: [String] = item.fileName.drawsNothing ? [] : [item.fileName]
    if let note { named.append(note.text) }
    let name = named.isEmpty ? [] : [named.joined(separator: " ")]
    let length = item.durationText.map { [$0] } ?? []
    let parts = name + length + (description.map { ["“\($0)”"] } ?? [])
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
    let box = pictureBox(width: width)
    let order =
      Array(displayed.visible) + displayed.nearby.filter { !displayed.visible.contains($0) }
    return order.compactMap { index in
      media.indices.contains(index) ? try? store.request(for: media[index], box: box).get() : nil
    }
  }
}
