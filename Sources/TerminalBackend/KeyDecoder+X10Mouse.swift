import Input

extension KeyDecoder {
  /// The largest column or line an X10 mouse report can give, counted from 1: its byte is the
  /// number plus 32, and a byte holds at most 255.
  public static let largestX10MouseCoordinate = 223

  /// What `body`, the characters read after an Escape, make when they begin an X10 mouse
  /// report (`[M` and three bytes: button, column and line, each plus 32): a mouse event, a
  /// report with no event, or one still missing bytes.
  ///
  /// A terminal that ignores the SGR encoding (mode 1006) sends these once asked for reports
  /// (see ``MouseReporting``). The buttons are those of ``mouse(sgrButton:column:line:isRelease:)``;
  /// a release is button 3, whichever button came up, and no event; so is a column or line of
  /// 0 (byte 32). A character below 32 or beyond 255, which no byte of a report is, interrupts
  /// it, and what follows, such as the next report's Escape, is read on its own. The bytes from
  /// 128 up (columns and lines past 95) arrive as they are, never put together as UTF-8 (see
  /// `readSequence(from:)`). A report cut short is no key.
  ///
  /// ```swift
  /// KeyDecoder.x10MouseReport(after: Array("[M *5".unicodeScalars))   // click, x 9, y 20
  /// KeyDecoder.x10MouseReport(after: Array("[Ma!!".unicodeScalars))   // wheelDown, x 0, y 0
  /// ```
  static func x10MouseReport(after body: [Unicode.Scalar]) -> EscapeSequence {
    guard let last = body.last, body.count > 2 else { return .incomplete }
    guard (32...255).contains(last.value) else { return .interrupted }
    guard body.count >= 5 else { return .incomplete }
    let bytes = body[2..<5].map { Int($0.value) }
    guard bytes[1] > 32, bytes[2] > 32,
      let event = mouse(
        sgrButton: bytes[0] - 32, column: bytes[1] - 32, line: bytes[2] - 32, isRelease: false)
    else { return .complete(nil) }
    return .mouse(event)
  }
}
