/// Told which of a section's items are in view, and which are near it, whenever that changes:
/// the time to load what those items show (pictures, say), nearest first, and to let go of
/// what no item near the view needs.
///
/// The adapter tells a section controller that adopts it after each key, scroll, resize or
/// update, never while drawing: while its section is in view, while it is out of view but
/// within a page of it (`visible` empty, `nearby` the items within that page), and once when
/// it leaves all that (scrolled more than a page away, removed from the list, or the list
/// emptied), with both ranges empty (`0..<0`).
public protocol DisplayObserver: AnyObject {
  /// The items in view changed: `visible` are on screen, `nearby` reach a page beyond on
  /// either side, and include them; both are empty when the section is more than a page away.
  func displayedItemsDidChange(visible: Range<Int>, nearby: Range<Int>)
}
