/// Told which of a section's items are in view, and which are near it, whenever that changes:
/// the time to load what those items show (pictures, say), nearest first.
///
/// The adapter tells a section controller that adopts it after each key, scroll, resize or
/// update, never while drawing.
public protocol DisplayObserver: AnyObject {
  /// The items in view changed: `visible` are on screen, `nearby` reach a page beyond on
  /// either side, and include them.
  func displayedItemsDidChange(visible: Range<Int>, nearby: Range<Int>)
}
