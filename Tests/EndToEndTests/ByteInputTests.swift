import Foundation
import Testing

/// Bytes as a terminal sends them, over a slow link too: bytes that are no UTF-8, characters
/// and mouse reports cut in two.
@Suite("Bad bytes and input cut in pieces, in a real terminal (tmux)")
struct ByteInputTests {
  /// The selected row's position in the status line (`5` of ` 5/12 entry`, after any message).
  static func position(_ screen: [String]) -> Int? {
    guard let status = screen.last else { return nil }
    let part = status.split(separator: "│").last.map(String.init) ?? status
    let digits = part.drop { $0 == " " }.prefix { $0.isNumber }
    return Int(digits)
  }

  @Test("A byte that is no UTF-8 is one key, and the keys after it in the same read act")
  func badByteKeepsKeys() async throws {
    let app = try await ListTUISession(arguments: ["--no-images"])
    defer { app.close() }
    #expect(Self.position(try app.screen()) == 1)
    try app.tmux.sendHex([0x6A, 0xE9, 0x6A, 0x6A, 0x6A])
    let moved = try await app.tmux.wait { Self.position(try app.screen()) == 5 }
    #expect(moved, "\((try? app.screen())?.joined(separator: "\n") ?? "")")
  }

  @Test("In the filter a bad byte is U+FFFD, and a character sent in two pieces is one")
  func filterText() async throws {
    let app = try await ListTUISession(arguments: ["--no-images"])
    defer { app.close() }
    try app.tmux.sendKeys("/")
    try app.tmux.sendHex([0x78, 0xE9, 0x20, 0x79, 0x7A, 0x61, 0x62, 0x63])
    let bad = try await app.tmux.wait {
      try app.screen().contains { $0.contains("x\u{FFFD} yzabc") }
    }
    #expect(bad, "\((try? app.screen())?.joined(separator: "\n") ?? "")")
    try app.tmux.sendKeys("C-u")
    // Two commands: tmux writes them 25 to 200 ms apart.
    try app.tmux.sendHex([0x61, 0xE3, 0x81])
    try app.tmux.sendHex([0x82, 0x62])
    let joined = try await app.tmux.wait { try app.screen().contains { $0.contains("/aあb") } }
    #expect(joined, "\((try? app.screen())?.joined(separator: "\n") ?? "")")
  }

  @Test("An X10 click past column 95 selects its row, and the keys after it act")
  func x10PastColumn95() async throws {
    let app = try await ListTUISession(arguments: ["--no-images"], width: 120)
    defer { app.close() }
    let rows = try DoubleClickTests.bylines(try app.screen())
    try app.tmux.sendLiteral(SGRMouseTests.report(0, x: 100, y: rows.second))
    try #require(try await app.tmux.wait { selectedLine(try app.screen()) == rows.second })
    let clicked = try #require(Self.position(try app.screen()))
    try app.tmux.sendKeys("g", "g")
    try #require(try await app.tmux.wait { Self.position(try app.screen()) == 1 })
    // Past the double click's interval.
    try await Task.sleep(for: .milliseconds(450))
    // Column 101 is byte 133, line rows.second + 1 its own plus 32; then jj.
    let report: [UInt8] = [0x1B, 0x5B, 0x4D, 0x20, 33 + 100, UInt8(33 + rows.second)]
    try app.tmux.sendHex(report + [0x6A, 0x6A])
    let moved = try await app.tmux.wait { Self.position(try app.screen()) == clicked + 2 }
    #expect(moved, "\((try? app.screen())?.joined(separator: "\n") ?? "")")
  }

  @Test(
    "A mouse report cut at any byte, its rest 20 ms later, is one click, never keys",
    .enabled(if: TmuxSession.canSendBytes, "TIOCSTI needs root"))
  func mouseReportInPieces() async throws {
    let app = try await ListTUISession(arguments: ["--no-images"])
    defer { app.close() }
    let rows = try DoubleClickTests.bylines(try app.screen())
    var line = rows.second
    for x10 in [false, true] {
      var cut = 1
      while true {
        let press =
          x10
          ? [0x1B, 0x5B, 0x4D, 0x20, 33 + 9, UInt8(33 + line)]
          : Array(SGRMouseTests.report(0, x: 9, y: line).utf8)
        guard cut < press.count else { break }
        let release =
          x10
          ? [0x1B, 0x5B, 0x4D, 0x23, 33 + 9, UInt8(33 + line)]
          : Array(SGRMouseTests.report(0, x: 9, y: line, release: true).utf8)
        let bytes = press + release
        try app.tmux.sendBytes(
          [Array(bytes[..<cut]), Array(bytes[cut...])], gap: .milliseconds(20))
        let clicked = line
        let selected = try await app.tmux.wait(timeout: .seconds(3)) {
          selectedLine(try app.screen()) == clicked
        }
        let screen = try app.screen()
        #expect(selected, "x10 \(x10), cut at \(cut):\n\(screen.joined(separator: "\n"))")
        #expect(
          screen.last?.contains("does nothing") == false,
          "x10 \(x10), cut at \(cut): \(screen.last ?? "")")
        // Past the double click's interval, so that each press is a click of its own.
        try await Task.sleep(for: .milliseconds(450))
        line = line == rows.second ? rows.first : rows.second
        cut += 1
      }
    }
  }
}
