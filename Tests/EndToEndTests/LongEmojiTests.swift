import Foundation
import Testing

@Suite("Joined emoji longer than a curses cell reach the terminal whole (tmux)")
struct LongEmojiTests {
  /// Entries with joined emoji of seven and eight code points (👨‍👩‍👧‍👦, 👩‍❤️‍💋‍👨,
  /// 👨‍👨‍👧‍👧) and shorter ones, each between markers.
  static let document = """
    {"users": [{"id": "u", "nickname": "n"}], "feed": [
      {"id": "0", "user": "u", "comment": "S0<👨‍👩‍👧‍👦>E"},
      {"id": "1", "user": "u", "comment": "S1<👩‍❤️‍💋‍👨>E"},
      {"id": "2", "user": "u", "comment": "S2<🧑‍🤝‍🧑>E"},
      {"id": "3", "user": "u", "comment": "S3<👨‍👨‍👧‍👧>E"},
      {"id": "4", "user": "u", "comment": "S4<👩‍👩‍👦>E"},
      {"id": "5", "user": "u", "comment": "S5 plain"},
      {"id": "6", "user": "u", "comment": "S6 plain"},
      {"id": "7", "user": "u", "comment": "S7 plain"},
      {"id": "8", "user": "u", "comment": "S8 plain"},
      {"id": "9", "user": "u", "comment": "S9<👨‍👩‍👧‍👦>E"}
    ]}
    """

  /// The clusters as a cell of the terminal must receive them: every code point but the emoji
  /// presentation selector, which listtui leaves out of every emoji.
  static let clusters = [
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",
    "\u{1F469}\u{200D}\u{2764}\u{200D}\u{1F48B}\u{200D}\u{1F468}",
    "\u{1F468}\u{200D}\u{1F468}\u{200D}\u{1F467}\u{200D}\u{1F467}",
  ]

  /// What the pane's program writes while `keys` are pressed, once the screen settles.
  func recorded(_ app: ListTUISession, keys: [String]) async throws -> String {
    let path = app.runFolder.appending(path: "output-\(UUID().uuidString.prefix(6))").path
    try app.tmux.startRecording(to: path)
    for key in keys {
      try app.tmux.sendKeys(key)
      _ = try await app.settledScreen()
    }
    try app.tmux.stopRecording()
    var size = -1
    try await app.tmux.wait {
      let now = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      defer { size = now }
      return now == size
    }
    return String(decoding: try Data(contentsOf: URL(filePath: path)), as: UTF8.self)
  }

  @Test("a repaint and a scroll send each long cluster whole, and the screen stays in line")
  func wholeClusters() async throws {
    let path = try ListTUIProcess.temporaryFile(Self.document)
    let app = try await ListTUISession(arguments: [path], width: 40, height: 24)
    defer { app.close() }
    let repaint = try await recorded(app, keys: ["C-l"])
    for cluster in Self.clusters {
      #expect(repaint.contains(cluster), "\(cluster.unicodeScalars.map(\.value)) not sent whole")
    }
    // Framed by save and restore cursor, so the next frame starts where curses expects.
    #expect(repaint.contains("\u{1B}7\u{1B}[3;6H"))
    let screen = texts(try await app.settledScreen())
    // tmux keeps at most 21 bytes of a cell (UTF8_SIZE), fewer than these clusters have, so
    // it shows what fits; the columns after them stay in place.
    for marker in ["S0<", "S1<", "S3<"] {
      let line = screen.first { $0.hasPrefix("  \(marker)") }
      #expect(line?.hasSuffix(">E") == true, "\(marker) line: \(line ?? "none")")
    }
    // Scrolling down to the last entry and back sends them whole again where rows are drawn.
    let scrolled = try await recorded(app, keys: ["G"])
    #expect(scrolled.contains(Self.clusters[0]))
    let moved = texts(try await app.settledScreen())
    try app.tmux.sendKeys("C-l")
    try await Task.sleep(for: .milliseconds(200))
    #expect(texts(try await app.settledScreen()) == moved, "the scrolled screen differs from ^L's")
  }
}
