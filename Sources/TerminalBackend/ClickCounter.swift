import Input

/// Tells a double click from two clicks.
///
/// Curses' own click resolution is off, because it folds two quick clicks anywhere on the
/// screen into one double click reported at the second, which would open a row that was
/// never clicked before. Curses reports each press instead, and two presses make a double
/// click only when the second comes within ``interval`` and at the same place: the same line,
/// at most ``slack`` columns apart. A third press starts over, so a triple click is a double
/// click and a click.
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
    if let last, last.y == y, abs(last.x - x) <= slack, time - last.time <= interval,
      time >= last.time
    {
      self.last = nil
      return .doubleClick
    }
    last = (x, y, time)
    return .click
  }
}
