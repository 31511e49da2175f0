import ListKit

/// A line of explanation, such as "No entries match", that the selection skips.
final class NoticeSectionController: SectionController {
  private var text = ""

  var kind: SectionKind { .notice }
  var numberOfItems: Int { 1 }
  func height(forItem index: Int, width: Int) -> Int { 1 }
  func canSelect(item index: Int) -> Bool { false }

  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    buffer.write(text.truncated(toWidth: buffer.width), x: 0, y: 0, style: context.theme.secondary)
  }

  func didUpdate(to object: any Diffable) { text = (object as? NoticeModel)?.text ?? "" }
}
