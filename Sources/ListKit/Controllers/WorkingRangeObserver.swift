/// Told when a section comes within the adapter's working range of the viewport, and when it
/// leaves it, so that it can load or release data lazily.
public protocol WorkingRangeObserver: AnyObject {
  /// The section came within the working range.
  func sectionWillEnterWorkingRange()

  /// The section left the working range.
  func sectionDidExitWorkingRange()
}
