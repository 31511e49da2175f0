import ListKit

/// Draws a feed entry in one of two layouts, chosen per entry: compact, with the author and one
/// line of comment, or taller, with a frame that names the entry's image.
///
/// Enter opens the entry.
final class FeedEntrySectionController: SectionController {
  /// The two ways an entry is laid out.
  enum Layout: Equatable {
    /// Author and date, then one line of comment.
    case compact
    /// Author and date, one line of comment, then a three-line image frame.
    case withImage(String)

    /// The layout for an entry: with an image frame when it has an image.
    init(_ entry: FeedEntry) {
      if let image = entry.image, !image.isEmpty {
        self = .withImage(image)
      } else {
        self = .compact
      }
    }

    /// The height of the layout in lines.
    var height: Int {
      switch self {
      case .compact: 2
      case .withImage: 5
      }
    }
  }

  private var model: FeedEntryModel?
  private var layout = Layout.compact
  private weak var navigator: (any AppNavigator)?

  init(navigator: (any AppNavigator)?) { self.navigator = navigator }

  var kind: SectionKind { .entry }
  var numberOfItems: Int { model == nil ? 0 : 1 }

  func height(forItem index: Int, width: Int) -> Int { layout.height }

  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    guard let model else { return }
    buffer.drawByline(model.authorName, model.entry.displayDate, y: 0, context: context)
    let comment = model.entry.comment.split(whereSeparator: \.isNewline).joined(separator: " ")
    buffer.write(comment.truncated(toWidth: buffer.width), x: 0, y: 1)
    if case .withImage(let image) = layout {
      buffer.drawImageFrame(image, top: 2, context: context)
    }
  }

  func didUpdate(to object: any Diffable) {
    guard let model = object as? FeedEntryModel else { return }
    self.model = model
    layout = Layout(model.entry)
  }

  func didSelect(item index: Int) {
    guard let model else { return }
    navigator?.open(.entry(model.entry.id))
  }

  /// A blank line after each entry, to set entries apart.
  func footerHeight(width: Int) -> Int { 1 }
}
