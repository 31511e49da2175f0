import FeedModel
import ListKit
import Pictures

extension PictureStore {
  /// What the line naming an attachment says after its name when no picture is drawn
  /// (`--no-images`): the reason its frame would give, as far as it is known without reading
  /// the file: `(missing)`, `(empty file)`, `(file too large)`, `(link outside the archive)`,
  /// `(cut off)`, `(example.com, not fetched)`; `nil` for a file that may be read.
  ///
  /// Only a look-up and a `stat` of the file (or an archive's table), each done once per
  /// location and kept, and only for the lines drawn: nothing is read or decoded.
  func plainNote(for media: MediaAttachment) -> FrameNote? {
    if case .failure(let note) = request(for: media, box: Size(width: 1, height: 1)),
      let frameNote = note.frameNote
    {
      return frameNote
    }
    guard case .readable = resolution(of: media.location) else { return nil }
    let size = byteCount(of: media.location)
    if size == 0 { return Self.note(for: .empty) }
    if let size, size > MediaResolution.byteLimit {
      return Self.note(for: .fileTooLarge(byteCount: size))
    }
    return nil
  }

  /// The size of the file a location names, asked of the document's media source once.
  private func byteCount(of location: String) -> Int? {
    if let known = byteCounts[location] { return known }
    let size = state?.snapshot.media?.byteCount(of: location)
    if byteCounts.count >= 4096 { byteCounts.removeAll() }
    byteCounts[location] = size
    return size
  }
}
