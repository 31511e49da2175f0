import Input

/// Tells a double click from two clicks.
///
/// Curses' own click resolution is off, because it folds two quick clicks anywhere on the
/// screen into one double click reported at the second. Curses reports each press instead,
/// and two presses make a double click only when the second comes within ``interval`` and at
/// most ``slack`` columns from the first, on any line: a row of a list may take several lines,
/// and a double click on it may hit two of them. Whether both presses hit the same row is the
/// app's to tell: `ListAdapter` taps a row on a double click only when its first click
/// selected that row. Presses that go on from a double click, each within ``interval`` of the
/// one before and as close, are the rest of a triple click (nil): the terminal reports them as
/// clicks that continue a double click (`MouseEvent/continuesDoubleClick`), which a list lets
/// act only on the row already selected, since the double click may have opened another
/// screen.
///
/// ```swift
/// var clicks = ClickCounter()
/// clicks.action(x: 4, y: 2, at: .now)  // .click
/// clicks.action(x: 4, y: 2, at: .now)  // .doubleClick
/// clicks.action(x: 4, y: 2, at: .now)  // nil: the third click of a triple click
/// ```
public struct ClickCounter: Sendable {
  /// The longest time between the presses of a double click.
  public var interval: Duration
  /// The most columns the pointer may move between the presses of a double click.
  public var slack: Int

  /// The last press that may start a double click, or go on from one.
  private var last: (x: Int, y: Int, time: ContinuousClock.Instant, wasDouble: Bool)?

  /// Creates a counter; 400 ms is a usual desktop setting, and slower hands need it.
  public init(interval: Duration = .milliseconds(400), slack: Int = 1) {
    self.interval = interval
    self.slack = slack
  }

  /// What a press of the primary button at a screen position and time is: a click, the
  /// second click of a double click, or nil for a press that goes on from a double click.
  public mutating func action(
    x: Int, y: Int, at time: ContinuousClock.Instant
  )
    -> MouseEvent.Action?
  {
    if let last, abs(last.x - x) <= slack, time - last.time <= interval,
      time >= last.time
    {
      self.last = (x, y, time, true)
      return last.wasDouble ? nil : .doubleClick
    }
    last = (x, y, time, false)
    return .click
  }
}
