import ListKit

/// An entry's author: nickname and full name.
///
/// Enter opens the author's profile.
final class EntryAuthorSectionController: SectionController {
  private var author: User?
  private weak var navigator: (any AppNavigator)?

  init(navigator: (any AppNavigator)?) { self.navigator = navigator }

  var kind: SectionKind { .author }
  var numberOfItems: Int { author == nil ? 0 : 1 }

  func height(forItem index: Int, width: Int) -> Int { 1 }

  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    guard let author else { return }
    buffer.drawByline(author.nickname, author.fullName, y: 0, context: context)
  }

  func didUpdate(to object: any Diffable) { author = (object as? EntryAuthorModel)?.author }

  func didSelect(item index: Int) {
    guard let author else { return }
    navigator?.open(.profile(author.id))
  }

  func footerHeight(width: Int) -> Int { 1 }
}
