import ListKit

/// A word per section, a line each.
struct Word: Diffable, Equatable {
  var text: String
  var diffID: String { text }
}

/// A word on one line.
final class WordSectionController: ModelSectionController<Word> {
  override func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    buffer.write(model?.text ?? "", x: 0, y: 0)
  }
}

/// Words as a data source, one section each.
final class Words: ListAdapterDataSource {
  var words: [Word]
  init(_ words: [String]) { self.words = words.map(Word.init) }
  func objects(for adapter: ListAdapter) -> [any Diffable] { words }
  func sectionController(for object: any Diffable) -> any SectionController {
    WordSectionController()
  }
}
