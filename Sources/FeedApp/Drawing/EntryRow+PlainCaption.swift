import FeedModel
import ListKit

extension EntryRow {
  /// The fewest columns of an alt text shown after a name; with less room it is left out.
  static let shortestAltText = 4

  /// The line that stands for the first attachment with pictures off, in `width` columns: its
  /// kind, its name, why it shows no picture when that is known, then its alt text and `more`
  /// (`▣ sunset.png (missing) · “the sun going down” · +2 more`).
  ///
  /// The alt text is cut first, down to ``shortestAltText`` columns, then left out; what
  /// names the file keeps half the line at least, whatever follows it, and is cut as a
  /// frame's label is (the note's short form, then the name), but keeps its mark.
  func plainCaption(_ media: MediaAttachment, more: String, width: Int) -> String {
    let mark = MediaListSectionController.mark(of: media.kind)
    let name = media.fileName.lineExcerpt(forWidth: width)
    let headRoom = max(width - more.displayWidth, width / 2)
    let note = mediaNote(media)
    var head = Buffer.frameLabel(mark: mark, name: name, note: note, width: headRoom)
    // The mark stays, to tell the line from the text: the note is cut instead.
    if let note, !head.hasPrefix(mark) {
      head = (mark + (note.short ?? note.text)).truncated(toWidth: headRoom)
    }
    var text = head
    if let description = media.description {
      // A file with no name leaves the mark, then the alt text.
      let separator = head == mark ? "" : " · "
      let room = width - head.displayWidth - separator.displayWidth - 2 - more.displayWidth
      let whole = description.oneLine(forWidth: width) ?? ""
      // Whole where it fits; cut only with room for some of it, never to a lone `…`.
      if !whole.isEmpty, whole.displayWidth <= room || room >= Self.shortestAltText {
        text += separator + "“" + whole.truncated(toWidth: room) + "”"
      }
    }
    return text + more.truncated(toWidth: max(0, width - text.displayWidth))
  }
}
