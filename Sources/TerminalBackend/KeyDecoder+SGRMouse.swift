import Input

extension KeyDecoder {
  /// The largest column or line an SGR mouse report may give, counted from 1.
  ///
  /// tmux's largest window is 10,000 cells each way. A report beyond is malformed, and no
  /// event.
  public static let largestMouseCoordinate = 10_000

  /// The event of an SGR mouse report (`ESC [ < button ; column ; line` and `M` or `m`), or
  /// nil.
  ///
  /// `column` and `line` count from 1, as the report does; the event's count from 0.
  /// The button's low bits and 64 tell the button: 0 is the primary one, 64 and 65 the wheel
  /// up and down, 66 and 67 the wheel left and right; 4, 8 and 16 are Shift, Meta and Ctrl
  /// held, and 32 is motion. A press of the primary button (`M`) is a click (``ClickCounter``
  /// tells double clicks), Shift with the wheel scrolls sideways, and a release (`m`), motion,
  /// a drag, other buttons and a position outside `1...largestMouseCoordinate` are nil. X10
  /// reports use the same buttons (see ``x10MouseReport(after:)``).
  ///
  /// ```swift
  /// KeyDecoder.mouse(sgrButton: 0, column: 231, line: 5, isRelease: false)   // click, x 230, y 4
  /// KeyDecoder.mouse(sgrButton: 69, column: 3, line: 7, isRelease: false)    // wheelRight
  /// ```
  public static func mouse(
    sgrButton button: Int, column: Int, line: Int, isRelease: Bool
  )
    -> MouseEvent?
  {
    let coordinates = 1...largestMouseCoordinate
    guard !isRelease, (0...255).contains(button), coordinates.contains(column),
      coordinates.contains(line), button & MouseReporting.motion == 0
    else { return nil }
    let x = column - 1
    let y = line - 1
    let sideways = button & MouseReporting.shift != 0
    switch button & ~(MouseReporting.shift | MouseReporting.meta | MouseReporting.control) {
    case 0: return MouseEvent(.click, x: x, y: y)
    case MouseReporting.wheel: return MouseEvent(sideways ? .wheelLeft : .wheelUp, x: x, y: y)
    case MouseReporting.wheel + 1:
      return MouseEvent(sideways ? .wheelRight : .wheelDown, x: x, y: y)
    case MouseReporting.wheel + 2: return MouseEvent(.wheelLeft, x: x, y: y)
    case MouseReporting.wheel + 3: return MouseEvent(.wheelRight, x: x, y: y)
    default: return nil
    }
  }

  /// What `body`, the characters read after an Escape, make when they begin an SGR mouse
  /// report (`[<`): a mouse event, or a report with no event, or one still missing its end.
  ///
  /// Curses never decodes mouse reports (see ``MouseReporting``): every report arrives as
  /// characters, whatever the terminfo entry says. Whatever is malformed,
  /// a field that is no number, too many or too few fields, another final character, is a
  /// report with no event, never keys; one that never ends is given up after
  /// ``longestEscapeSequence`` characters.
  static func sgrMouseReport(after body: [Unicode.Scalar]) -> EscapeSequence {
    guard let last = body.last, body.count > 2 else { return .incomplete }
    switch last.value {
    case 0x20...0x3F:
      return body.count > longestEscapeSequence ? .complete(nil) : .incomplete
    case 0x40...0x7E:
      guard last == "M" || last == "m" else { return .complete(nil) }
      let fields = body.dropFirst(2).dropLast().split(
        separator: ";", omittingEmptySubsequences: false)
      let numbers = fields.compactMap(sgrNumber)
      guard fields.count == 3, numbers.count == 3,
        let event = mouse(
          sgrButton: numbers[0], column: numbers[1], line: numbers[2], isRelease: last == "m")
      else { return .complete(nil) }
      return .mouse(event)
    default:
      return .interrupted
    }
  }

  /// The number of a field of an SGR report: one to five decimal digits, else nil.
  private static func sgrNumber(_ field: ArraySlice<Unicode.Scalar>) -> Int? {
    guard (1...5).contains(field.count), field.allSatisfy({ ("0"..."9").contains($0) }) else {
      return nil
    }
    return field.reduce(0) { $0 * 10 + Int($1.value - 0x30) }
  }
}
