import FeedModel
import ListKit

/// An entry's author: nickname, full name and address.
///
/// Enter opens the author's profile.
final class EntryAuthorSectionController: ModelSectionController<EntryAuthorModel> {
  private weak var navigator: (any AppNavigator)?

  init(navigator: (any AppNavigator)?) {
    self.navigator = navigator
    super.init()
  }

  override var kind: SectionKind { .author }

  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    guard let author = model?.author else { return }
    let detail = [author.fullName, author.address].compactMap { $0 }.joined(separator: " · ")
    buffer.drawByline(author.nickname, detail.isEmpty ? nil : detail, y: 0, context: context)
  }

  override func didSelect(item index: Int) {
    guard let author = model?.author else { return }
    navigator?.open(.profile(author.id))
  }
}
