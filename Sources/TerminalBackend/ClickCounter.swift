import Input

/// Tells a double click from two clicks.
///
/// Curses' own click resolution is off, because it folds two quick clicks anywhere on the
/// screen into one double click reported at the second. Curses reports each press instead,
/// and two presses make a double click only when the second comes within ``interval`` and at
/// most ``slack`` columns from the first, on any line: a row of a list may take several lines,
/// and a double click on it may hit two of them. Whether both presses hit the same row is the
/// app's to tell: `ListAdapter` taps a row on a double click only when its first click
/// selected that row. A third press starts over, so a triple click is a double click and a
/// click.
///
/// ```swift
/// var clicks = ClickCounter()
/// clicks.action(x: 4, y: 2, at: .now)  // .click
/// clicks.action(x: 4, y: 2, at: .now)  // .doubleClick
/// ```
public struct ClickCounter: Sendable {
  /// The longest time between the presses of a double click.
  public var interval: Duration
  /// The most columns the pointer may move between the presses of a double click.
  public var slack: Int

  /// The last press that may start a double click.
  private var last: (x: Int, y: Int, time: ContinuousClock.Instant)?

  /// Creates a counter; 400 ms is a usual desktop setting, and slower hands need it.
  public init(interval: Duration = .milliseconds(400), slack: Int = 1) {
    self.interval = interval
    self.slack = slack
  }

  /// What a press of the primary button at a screen position and time is: a click, or the
  /// second click of a double click.
  public mutating func action(
    x: Int, y: Int, at time: ContinuousClock.Instant
  )
    -> MouseEvent.Action
  {
    if let last, abs(last.x - x) <= slack, time - last.time <= interval,
      time >= last.time
    {
      self.last = nil
      return .doubleClick
    }
    last = (x, y, time)
    return .click
  }
}
