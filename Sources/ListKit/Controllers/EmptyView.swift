import Render

/// What a list shows in place of its rows when it draws none.
///
/// The data source's ``ListAdapterDataSource/emptyView(for:)`` gives it; the list shows it
/// when it has no rows: no objects, or only sections with no items, header or footer.
public protocol EmptyView {
  /// Draws the view into a buffer the size of the list.
  func render(into buffer: inout Buffer, context: RenderContext)
}

/// An empty view of one message, centred, in the theme's secondary style.
public struct TextEmptyView: EmptyView {
  /// The message to show, such as "No entries match".
  public var message: String

  /// Creates an empty view with a message.
  public init(_ message: String) { self.message = message }

  /// Draws the message wrapped and centred in the buffer, its lines balanced so the last is
  /// not a lone word.
  public func render(into buffer: inout Buffer, context: RenderContext) {
    let lines = Self.balancedLines(message, width: max(1, buffer.width))
    let top = max(0, (buffer.height - lines.count) / 2)
    for (offset, line) in lines.enumerated() {
      let left = max(0, (buffer.width - line.displayWidth) / 2)
      buffer.write(line, x: left, y: top + offset, style: context.theme.secondary)
    }
  }

  /// The text wrapped in as few lines as the width allows, at the narrowest width that keeps
  /// that many: lines of even length, with no orphan at the end.
  static func balancedLines(_ text: String, width: Int) -> [String] {
    let lines = text.wrapped(toWidth: width)
    guard lines.count > 1 else { return lines }
    var low = 1
    var high = width
    while low < high {
      let middle = (low + high) / 2
      if text.wrapped(toWidth: middle).count <= lines.count {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return text.wrapped(toWidth: low)
  }
}
