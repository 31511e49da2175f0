/// Told when a section comes within the adapter's working range of the viewport, and when it
/// leaves it, so that it can load or release data lazily.
///
/// The working range is the sections in view and ``ListAdapter/workingRangeSize`` sections
/// either side of them, counted in sections, not lines. The adapter tells a section controller
/// that adopts it after each key, scroll, resize or update, never while drawing, and tells
/// those that left before those that came. A section leaves when it moves out of the range,
/// when an update removes it, and when the list is emptied or has no room to show rows; a
/// section whose object an update replaces keeps its controller and so stays in the range.
public protocol WorkingRangeObserver: AnyObject {
  /// The section came within the working range.
  func sectionWillEnterWorkingRange()

  /// The section left the working range.
  func sectionDidExitWorkingRange()
}
