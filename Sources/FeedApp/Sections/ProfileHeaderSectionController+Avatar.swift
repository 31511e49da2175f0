import FeedModel
import ListKit
import Pictures

extension ProfileHeaderSectionController {
  /// Why the avatar is not drawn, in the words a picture's frame uses (the header's too:
  /// `(missing)`, `(empty file)`, `(not a picture)`, `(too large: 100000×100000)`), or nil
  /// when it is drawn, is still being drawn, or pictures are off (its own line says so then,
  /// see ``plainAvatarNote``).
  ///
  /// In its box, what the picture store made of it; too narrow a row for the box, what is
  /// known without reading the file, as with pictures off. A pure read.
  var avatarNote: FrameNote? {
    guard let location = model?.user.pictureURL, let store = state.pictures, store.mode != nil
    else { return nil }
    let media = MediaAttachment(location: location)
    guard let box = avatarBox else { return store.plainNote(for: media) }
    guard case .frame(let note) = store.display(media, box: box), note != .pending else {
      return nil
    }
    return note
  }

  /// With pictures off, why the avatar could not be shown, as far as is known without reading
  /// it: `(missing)`, `(empty file)`, `(file too large)`, a reason it was left out.
  var plainAvatarNote: FrameNote? {
    guard let location = model?.user.pictureURL else { return nil }
    return state.pictures?.plainNote(for: MediaAttachment(location: location))
  }

  /// Draws the nickname at `point`, then why the avatar is not drawn, as its frame would say
  /// it: `alice · ▣ avatar.png (not a picture)`.
  ///
  /// The reason keeps its place: the nickname is cut to half the line before the reason
  /// shortens, as a frame's label does (see ``Buffer/frameLabel(mark:name:note:width:)``).
  func drawName(
    _ nickname: String, note: FrameNote, fileName: String, into buffer: inout Buffer,
    at point: Point, style: Style, context: RenderContext
  ) {
    let width = max(0, buffer.width - point.x)
    let separator = " · "
    let whole = Buffer.frameLabel(mark: "▣ ", name: fileName, note: note, width: .max)
    let nameRoom = min(
      nickname.displayWidth,
      max(width / 2, width - separator.displayWidth - whole.displayWidth))
    let used = buffer.write(
      nickname.truncated(toWidth: nameRoom), x: point.x, y: point.y, style: style)
    let room = width - used - separator.displayWidth
    guard room > 0 else { return }
    let label = Buffer.frameLabel(mark: "▣ ", name: fileName, note: note, width: room)
    buffer.write(
      separator + label, x: point.x + used, y: point.y, style: context.theme.secondary)
  }
}
