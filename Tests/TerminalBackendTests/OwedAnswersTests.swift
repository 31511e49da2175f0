import CTerminal
import Dispatch
import Input
import Testing

@testable import TerminalBackend

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("The terminal's owed answers: read on the way out, so none lands in the shell")
struct OwedAnswersTests {
  /// The terminal's input, as a pipe: the terminal's end, written as a terminal answers, and
  /// the app's end, drained.
  final class Pty {
    let terminal: Int32
    let app: Int32

    init() throws {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw Failure() }
      app = ends[0]
      terminal = ends[1]
    }

    deinit {
      close(app)
      close(terminal)
    }

    /// Sends bytes as the terminal does: typed keys and answers alike.
    func send(_ text: String) {
      let bytes = Array(text.utf8)
      _ = bytes.withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
    }

    /// What is left for the app's side to read, the shell after a quit: all that arrives
    /// within 100 ms.
    func leftover() -> String {
      var bytes: [UInt8] = []
      var entry = pollfd(fd: app, events: Int16(POLLIN), revents: 0)
      while poll(&entry, 1, 100) > 0 {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(app, &buffer, buffer.count)
        if count <= 0 { break }
        bytes += buffer.prefix(count)
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    struct Failure: Error {}
  }

  static let answers = "\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\\u{1B}[?62;22c"

  @Test("the answers are read and dropped; what was typed after them is left for the shell")
  func answersDropped() throws {
    let pty = try Pty()
    pty.send(Self.answers + "ls\r")
    #expect(TerminalReplies.drain(on: pty.app, owed: 1) == 0)
    #expect(pty.leftover() == "ls\r")
  }

  @Test("with the question never answered, DA1's answer alone ends the wait")
  func onlyAttributes() throws {
    let pty = try Pty()
    pty.send("\u{1B}[?1;2cj")
    #expect(TerminalReplies.drain(on: pty.app, owed: 1) == 0)
    #expect(pty.leftover() == "j")
  }

  @Test("an answer that arrives in pieces, late, is read whole within the wait")
  func lateAnswer() throws {
    let pty = try Pty()
    pty.send("\u{1B}]11;rgb:1e1e/")
    let terminal = pty.terminal
    let sent = DispatchGroup()
    DispatchQueue.global().async(group: sent) {
      usleep(60_000)
      let rest = Array("1e1e/2e2e\u{7}\u{1B}[?6".utf8)
      _ = rest.withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
      usleep(60_000)
      let end = Array("2;22cq".utf8)
      _ = end.withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
    }
    #expect(TerminalReplies.drain(on: pty.app, owed: 1, milliseconds: 2_000) == 0)
    sent.wait()
    #expect(pty.leftover() == "q")
  }

  @Test("a terminal that answers nothing delays the way out by the wait, no more")
  func noAnswer() throws {
    let pty = try Pty()
    let clock = ContinuousClock()
    let start = clock.now
    #expect(TerminalReplies.drain(on: pty.app, owed: 1, milliseconds: 100) == 1)
    let waited = clock.now - start
    #expect(waited >= .milliseconds(90) && waited < .seconds(2), "\(waited)")
  }

  @Test("nothing owed: nothing is read, typed keys stay")
  func nothingOwed() throws {
    let pty = try Pty()
    pty.send("abc")
    #expect(TerminalReplies.drain(on: pty.app, owed: 0) == 0)
    #expect(pty.leftover() == "abc")
  }

  @Test("keys typed before the answers go back to the input, as typed, arrows and all")
  func typeaheadGivenBack() throws {
    let pty = try Pty()
    pty.send("ls\u{1B}[A\u{1B}" + Self.answers)
    #expect(TerminalReplies.drain(on: pty.app, owed: 1) == 0)
    // Given back with TIOCSTI, which a pipe has not, nor newer kernels that forbid it: then
    // they are lost, as nothing else can give them back (the end-to-end tests see them given
    // back in tmux).
    let left = pty.leftover()
    #expect(left == "ls\u{1B}[A\u{1B}" || left.isEmpty, "\(left.debugDescription)")
  }

  @Test("the DA1 answer is read as such, never a key; keys around it are keys")
  func attributesRead() {
    #expect(
      ScriptedCodes("k\u{1B}[?62;22cj").readings()
        == [.keys([.character("k")]), .attributes(after: []), .keys([.character("j")])])
    #expect(ScriptedCodes("\u{1B}[?1;2c").keys() == [])
  }

  @Test(
    "the scan tells keys, reports and the DA1 answer apart",
    arguments: [
      ("j", [CT_SCAN_KEYS]),
      ("\u{1B}[A", [CT_SCAN_PART, CT_SCAN_PART, CT_SCAN_KEYS]),
      (
        "\u{1B}[?1;2c",
        [CT_SCAN_PART] + Array(repeating: CT_SCAN_PART, count: 5) + [CT_SCAN_ATTRIBUTES]
      ),
      ("\u{1B}]11;rgb:0/0/0\u{7}", Array(repeating: CT_SCAN_PART, count: 14) + [CT_SCAN_REPORT]),
      ("\u{1B}]11;x\u{1B}\\", Array(repeating: CT_SCAN_PART, count: 7) + [CT_SCAN_REPORT]),
      ("\u{1B}[<0;1;2M", Array(repeating: CT_SCAN_PART, count: 8) + [CT_SCAN_REPORT]),
      ("\u{1B}[M !!", Array(repeating: CT_SCAN_PART, count: 5) + [CT_SCAN_REPORT]),
      ("\u{1B}j", [CT_SCAN_PART, CT_SCAN_KEYS]),
      ("\u{1B}\u{1B}", [CT_SCAN_PART, CT_SCAN_KEYS_PART]),
      ("\u{1B}[1;5c", Array(repeating: CT_SCAN_PART, count: 5) + [CT_SCAN_KEYS]),
    ])
  func scan(input: String, kinds: [Int]) {
    var scan = ct_reply_scan()
    let read = input.utf8.map { Int(ct_reply_scan_byte(&scan, $0)) }
    #expect(read == kinds, "\(input.debugDescription)")
  }
}
