import CNcursesw
import CTerminal
import Input

extension KeyDecoder {
  /// The event for the button state of a curses mouse event at screen column `x`, line `y`.
  ///
  /// The wheel is buttons 4 and 5; with Shift held, as many terminals send a sideways
  /// scroll, it scrolls left and right. A press counts as the click and a release counts for
  /// nothing, so one click is never reported twice; ``Terminal`` turns off curses' click
  /// resolution and lets ``ClickCounter`` tell double clicks. Should curses fold clicks
  /// itself, its click is a click and its double or triple click a double click. Nil for
  /// anything else, such as other buttons, motion or a position off the screen.
  public static func mouse(bstate: UInt, x: Int, y: Int) -> MouseEvent? {
    let buttons = MouseMask(rawValue: bstate)
    // A report of the pointer moving, with a button held or not, as in a drag: not a click.
    guard x >= 0, y >= 0, !buttons.contains(.motion) else { return nil }
    let sideways = buttons.contains(.shift)
    if buttons.contains(.wheelUp) {
      return MouseEvent(sideways ? .wheelLeft : .wheelUp, x: x, y: y)
    }
    if buttons.contains(.wheelDown) {
      return MouseEvent(sideways ? .wheelRight : .wheelDown, x: x, y: y)
    }
    if !buttons.isDisjoint(with: [.doubleClicked, .tripleClicked]) {
      return MouseEvent(.doubleClick, x: x, y: y)
    }
    if !buttons.isDisjoint(with: [.clicked, .pressed]) { return MouseEvent(.click, x: x, y: y) }
    return nil
  }
}

/// The bits of a curses mouse event's button state that ``KeyDecoder`` reads.
struct MouseMask: OptionSet, Sendable {
  /// The raw `mmask_t` bits.
  let rawValue: UInt

  /// The primary button went down.
  static let pressed = MouseMask(ct_button1_pressed())
  /// The primary button came up.
  static let released = MouseMask(ct_button1_released())
  /// The primary button was pressed and released quickly.
  static let clicked = MouseMask(ct_button1_clicked())
  /// Two clicks of the primary button.
  static let doubleClicked = MouseMask(ct_button1_double_clicked())
  /// Three clicks of the primary button.
  static let tripleClicked = MouseMask(ct_button1_triple_clicked())
  /// The wheel turned up (button 4).
  static let wheelUp = MouseMask(ct_button4_pressed())
  /// The wheel turned down (button 5).
  static let wheelDown = MouseMask(ct_button5_pressed())
  /// Shift was held.
  static let shift = MouseMask(ct_button_shift())
  /// Motion reports, which would send an event for every cell the pointer crosses.
  static let motion = MouseMask(ct_report_mouse_position())
  /// What the terminal is asked to report: presses and releases of the primary button, the wheel
  /// and Shift.
  ///
  /// Not clicks: curses would fold two quick presses anywhere into one double click, so
  /// ``ClickCounter`` makes clicks from presses instead.
  static let reported: MouseMask = [.pressed, .released, .wheelUp, .wheelDown, .shift]

  init(rawValue: UInt) { self.rawValue = rawValue }

  /// A mask from curses' `mmask_t`.
  init(_ mask: mmask_t) { self.rawValue = UInt(mask) }

  /// The mask as curses' `mmask_t`.
  var curses: mmask_t { mmask_t(truncatingIfNeeded: rawValue) }
}
