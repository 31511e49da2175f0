import Dispatch
import Testing

@testable import TerminalBackend

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("A bracketed paste's bytes, read in chunks up to its end marker")
struct PasteBodyTests {
  /// The body of `chunks`, appended in turn.
  static func body(_ chunks: String..., limit: Int = BracketedPaste.limit) -> PasteBody {
    var body = PasteBody(limit: limit)
    for chunk in chunks { body.append(Array(chunk.utf8)) }
    return body
  }

  @Test("the end marker ends it wherever the chunks split it; what follows is left over")
  func markerAcrossChunks() {
    let text = "soba\u{1B}[201~jk"
    for split in 0...text.utf8.count {
      let bytes = Array(text.utf8)
      var body = PasteBody()
      body.append(Array(bytes[..<split]))
      body.append(Array(bytes[split...]))
      #expect(body.isComplete, "split at \(split)")
      #expect(body.text == "soba", "split at \(split)")
      #expect(body.leftover == Array("jk".utf8), "split at \(split)")
    }
  }

  @Test("what only begins like the marker is text, an Escape before the marker too")
  func almostMarkers() {
    let body = Self.body("a\u{1B}[20", "0~b\u{1B}[2\u{1B}\u{1B}[201~")
    #expect(body.isComplete)
    #expect(body.text == "a\u{1B}[200~b\u{1B}[2\u{1B}")
    #expect(body.leftover.isEmpty)
  }

  @Test("no end marker yet: not complete, the text so far kept")
  func unfinished() {
    let body = Self.body("half a paste\u{1B}[201")
    #expect(!body.isComplete)
    #expect(body.text == "half a paste")
  }

  @Test("line breaks as LF; the first code points up to the limit kept, none cut in half")
  func limitAndBreaks() {
    let body = Self.body("é\r\nü\rabc", "\u{1B}[201~", limit: 5)
    #expect(body.text == "é\nü\n")
    let emoji = Self.body(String(repeating: "😀", count: 10) + "\u{1B}[201~", limit: 3)
    #expect(emoji.text == "😀😀😀")
  }

  @Test(
    "bytes read past a paste are codes: bytes, as curses gives them, and a paste's start its key")
  func leftoverCodes() {
    let codes = Terminal.codes(of: Array("jé\u{1B}[200~x".utf8))
    #expect(
      codes == [
        CursesCode(value: 0x6A, isFunctionKey: false),
        CursesCode(value: 0xC3, isFunctionKey: false),
        CursesCode(value: 0xA9, isFunctionKey: false),
        CursesCode(value: UInt32(bitPattern: BracketedPaste.startCode), isFunctionKey: true),
        CursesCode(value: 0x78, isFunctionKey: false),
      ])
  }

  @Test("a megabyte's paste is read in chunks, not a read a character: the work is counted")
  func megabyteInChunks() {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let writer = ends[1]
    let sent = DispatchGroup()
    DispatchQueue.global().async(group: sent) {
      let bytes = Array((String(repeating: "pasted line\r", count: 87_382) + "\u{1B}[201~j").utf8)
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        if written <= 0 { break }
        offset += written
      }
      close(writer)
    }
    var body = PasteBody()
    let reads = Terminal.readPaste(from: ends[0], into: &body)
    sent.wait()
    #expect(body.isComplete)
    #expect(body.leftover == Array("j".utf8))
    #expect(body.text.unicodeScalars.count == BracketedPaste.limit)
    #expect(body.text.hasPrefix("pasted line\npasted"))
    // A pipe hands over at most 64 KB a read: a megabyte is some sixteen reads, or a few more
    // as the writer keeps up; a character at a time, it was a million.
    #expect(reads < 200, "\(reads) reads")
  }
}
