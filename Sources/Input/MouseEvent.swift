/// A pointer event at a zero-based screen position.
public struct MouseEvent: Hashable, Sendable {
  /// What the pointer did.
  public enum Action: Hashable, Sendable {
    /// A single click of the primary button.
    case click
    /// The second press of a double click of the primary button: a tap of the row it selects
    /// with its first press.
    ///
    /// A terminal sends it after a ``click`` at (nearly) the same place, and `ListAdapter`
    /// taps (calls `didSelect`) only when that click selected the same row: a double click on
    /// the row that is already selected taps it; one on another row, whose first press was on
    /// the row before, only selects it, as a ``click`` does. So a test sends both, as a
    /// terminal does: `[.mouse(MouseEvent(.click, x: 5, y: 4)), .mouse(MouseEvent(.doubleClick,
    /// x: 5, y: 4))]`.
    case doubleClick
    /// The wheel turned away from the user: scroll up.
    case wheelUp
    /// The wheel turned towards the user: scroll down.
    case wheelDown
    /// The wheel tilted, or a trackpad swiped, to the left: scroll left.
    case wheelLeft
    /// The wheel tilted, or a trackpad swiped, to the right: scroll right.
    case wheelRight
  }

  /// What the pointer did.
  public var action: Action
  /// The screen column, from 0 at the left.
  public var x: Int
  /// The screen line, from 0 at the top.
  public var y: Int
  /// Whether this click goes on from a double click, as the third of a triple click: the
  /// double click may have opened another screen, where it should not pick whatever is there.
  public var continuesDoubleClick: Bool

  /// Creates a pointer event.
  public init(_ action: Action, x: Int, y: Int, continuesDoubleClick: Bool = false) {
    self.action = action
    self.x = x
    self.y = y
    self.continuesDoubleClick = continuesDoubleClick
  }
}
