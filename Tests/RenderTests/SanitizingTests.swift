import ListKitTesting
import Render
import Testing

@Suite("Sanitizing for the terminal")
struct SanitizingTests {
  @Test("turns every C0 control into its Control Picture, and newline into ␤")
  func c0() {
    for value in UInt32(0)...0x1F where value != 0x0A {
      let control = String(Character(Unicode.Scalar(value) ?? " "))
      let picture = String(Character(Unicode.Scalar(0x2400 + value) ?? " "))
      #expect(control.sanitizedForTerminal == picture, "U+\(String(value, radix: 16))")
    }
    #expect("\u{1B}".sanitizedForTerminal == "␛")
    #expect("\t".sanitizedForTerminal == "␉")
    #expect("\n".sanitizedForTerminal == "␤")
    #expect("\r\n".sanitizedForTerminal == "␍␤")
  }

  @Test("turns the line and paragraph separators, which terminals draw as nothing, into ␤ and ¶")
  func separators() {
    #expect("ls\u{2028}ps\u{2029}end".sanitizedForTerminal == "ls␤ps¶end")
    #expect("ls\u{2028}ps".sanitizedForTerminal.displayWidth == 5)
  }

  @Test("turns NEL, a line break, into ␤ like newline")
  func nextLine() {
    #expect("one\u{85}two".sanitizedForTerminal == "one␤two")
    #expect("one\u{85}two".sanitizedForTerminal.displayWidth == 7)
  }

  @Test("turns DEL into its Control Picture")
  func delete() {
    #expect("\u{7F}".sanitizedForTerminal == "␡")
  }

  @Test("turns C1 controls into the replacement character")
  func c1() {
    for value in UInt32(0x80)...0x9F where value != 0x85 {
      let control = String(Character(Unicode.Scalar(value) ?? " "))
      #expect(control.sanitizedForTerminal == "\u{FFFD}", "U+\(String(value, radix: 16))")
    }
  }

  @Test("drops bidi embeddings, overrides and isolates, which a browser draws as nothing")
  func bidi() {
    let controls: [UInt32] = [
      0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ]
    for value in controls {
      let text = "a" + String(Character(Unicode.Scalar(value) ?? " ")) + "b"
      #expect(text.sanitizedForTerminal == "ab", "U+\(String(value, radix: 16))")
      #expect(text.sanitizedForTerminal.displayWidth == 2)
    }
    #expect("\u{2067}مرحبا\u{2069} \u{202E}olleh".sanitizedForTerminal == "مرحبا olleh")
  }

  @Test("leaves safe text unchanged")
  func safeText() {
    let text = "héllo e\u{301} 日本 👨‍👩‍👧 🇯🇵 ❤️ ─│… \u{A0}"
    #expect(text.sanitizedForTerminal == text)
    #expect(Array(text.sanitizedForTerminal.unicodeScalars) == Array(text.unicodeScalars))
  }

  @Test("an escape sequence written into a buffer shows as text")
  func escapeSequenceInBuffer() {
    var buffer = Buffer(width: 10, height: 1)
    buffer.write("\u{1B}[31mred", x: 0, y: 0)
    expectScreen(buffer, ["␛[31mred"])
  }

  @Test("draw and set sanitize too")
  func drawAndSet() {
    var buffer = Buffer(width: 10, height: 3)
    buffer.draw("abc\u{202E}def\u{2069}!", in: Rect(x: 0, y: 0, width: 10, height: 1))
    buffer.set(Cell(grapheme: "\u{7}"), x: 0, y: 1)
    buffer.set(Cell(grapheme: "\r\n"), x: 1, y: 1)
    buffer.fill(Rect(x: 0, y: 2, width: 3, height: 1), with: Cell(grapheme: "\u{9B}"))
    expectScreen(buffer, ["abcdef!", "␇␍", "\u{FFFD}\u{FFFD}\u{FFFD}"])
    expectConsistent(buffer)
  }

  @Test("no cell ever holds an unsafe scalar")
  func noUnsafeCells() {
    var unsafe = ""
    for value in UInt32(0)...0xA0 {
      unsafe.unicodeScalars.append(Unicode.Scalar(value) ?? " ")
    }
    unsafe += "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"
    var buffer = Buffer(width: 200, height: 2)
    buffer.write(unsafe, x: 0, y: 0)
    buffer.draw(unsafe, in: Rect(x: 0, y: 1, width: 200, height: 1))
    for y in 0..<2 {
      for x in 0..<200 {
        for scalar in buffer[x: x, y: y].grapheme.unicodeScalars {
          let value = scalar.value
          let isUnsafe =
            value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
          #expect(!isUnsafe, "cell (\(x), \(y)) holds U+\(String(value, radix: 16))")
        }
      }
    }
    expectConsistent(buffer)
  }
}
