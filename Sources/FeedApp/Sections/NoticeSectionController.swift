import ListKit

/// A line of explanation, such as "No entries match", that the selection skips.
final class NoticeSectionController: ModelSectionController<NoticeModel> {
  override var kind: SectionKind { .notice }
  override func canSelect(item index: Int) -> Bool { false }

  override func height(forItem index: Int, width: Int) -> Int {
    (model?.text ?? "").wrapped(toWidth: max(1, width)).count
  }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    buffer.drawWrapped(
      (model?.text ?? "").wrapped(toWidth: max(1, buffer.width)), from: 0,
      style: context.theme.secondary)
  }
}
