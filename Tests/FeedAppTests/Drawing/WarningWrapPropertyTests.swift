import Render
import Testing

@testable import FeedApp

/// The warnings screen's wrapping keeps every escape whole and loses nothing but the spaces
/// at its breaks, whatever the text and the width.
@Suite("Wrapping a warning: escapes whole, each line within the width, the words all there")
struct WarningWrapPropertyTests {
  private static let pieces = [
    "\\u200B", "\\u001B", "\\xE9", "\\\"", "\\\\", "a", "Z", "[31m", " ", " ", "=", "é", "漢",
    "\u{200D}", "\"", ";",
  ]

  /// Whether `line` ends inside an escape: a backslash, or `\u` with fewer than 4 digits.
  private static func splitsAnEscape(_ line: String) -> Bool {
    let characters = Array(line)
    var index = 0
    while index < characters.count {
      guard characters[index] == "\\" else {
        index += 1
        continue
      }
      guard index + 1 < characters.count else { return true }
      let digits = characters[index + 1] == "u" ? 4 : characters[index + 1] == "x" ? 2 : 0
      let hex = characters[(index + 2)...].prefix(digits)
      // A digit may carry a zero-width joiner: the first scalar is the digit.
      let isHex = hex.allSatisfy {
        $0.unicodeScalars.first.map { Character($0).isHexDigit } == true
      }
      if digits > 0, hex.count < digits, isHex { return true }
      index += 2 + (hex.count == digits && isHex ? digits : 0)
    }
    return false
  }

  @Test("Random texts of escapes at every width from 6 to 40")
  func randomTexts() {
    var random = SplitMix(seed: 0x5C_200B)
    for _ in 0..<100 {
      let count = Int(random.next() % 40) + 1
      var text = ""
      for _ in 0..<count { text += Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }
      for width in 6...40 {
        let lines = WarningsSectionController.wrappedKeepingEscapes(text, width: width)
        for line in lines {
          #expect(line.displayWidth <= width, "\(text.debugDescription) at \(width)")
          #expect(
            !Self.splitsAnEscape(line), "\(line.debugDescription) of \(text.debugDescription)")
        }
        // Only blanks go, at the breaks (a space a joiner follows is a blank too).
        let kept = lines.joined().filter { !$0.isWhitespace }
        #expect(
          kept == text.sanitizedForTerminal.filter { !$0.isWhitespace },
          "\(text.debugDescription) at \(width)")
      }
    }
  }
}
