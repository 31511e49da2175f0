import Foundation
import Testing

/// What `listtui` writes to the terminal while `j` scrolls the bundled demo at 80x24, in tmux
/// (`TERM=tmux-256color`: a scrolling region, but no erasing in the background colour, no
/// repeated characters).
@Suite("The listtui binary sends the terminal little")
struct OutputBytesTests {
  /// How many times `j` is pressed.
  static let presses = 20

  /// Presses `j` one at a time, each drawn before the next, and returns the bytes written for
  /// them, and the screens before and after ^L repaints everything.
  func scroll(_ arguments: [String]) async throws -> (bytes: Int, screens: (String, String)) {
    let app = try await ListTUISession(arguments: arguments)
    defer { app.close() }
    try await settle(app)
    let record = app.runFolder.appending(path: "output")
    try app.tmux.startRecording(to: record.path)
    for _ in 0..<Self.presses {
      let status = try app.screen().last
      try app.tmux.sendKeys("j")
      let moved = try await app.tmux.wait { try app.screen().last != status }
      #expect(moved, "j did not move the selection")
      try await settle(app)
    }
    try app.tmux.stopRecording()
    var size = -1
    try await app.tmux.wait {
      let now = (try? FileManager.default.attributesOfItem(atPath: record.path)[.size] as? Int) ?? 0
      defer { size = now }
      return now == size
    }
    let scrolled = try app.tmux.styledScreen()
    try app.tmux.sendKeys("C-l")
    try await settle(app)
    return (size, (scrolled, try app.tmux.styledScreen()))
  }

  /// Waits until the app has nothing left to do and tmux has drawn all it wrote (see
  /// `ListTUISession.settledScreen(timeout:)`): every picture in view landed, the frame whole.
  func settle(_ app: ListTUISession) async throws {
    _ = try await app.settledStyledScreen()
  }

  @Test(
    "scrolling the demo writes a bounded number of bytes per key, and leaves the screen right",
    arguments: [(["--no-images"], 600), ([], 1_800)])
  func bytesPerKey(arguments: [String], bound: Int) async throws {
    let result = try await scroll(arguments)
    let perKey = result.bytes / Self.presses
    let images = arguments.isEmpty ? "on" : "off"
    print(
      "bench: bytes-per-key images=\(images) term=tmux-256color keys=\(Self.presses) bytes_per_key=\(perKey)"
    )
    #expect(perKey > 0 && perKey <= bound, "\(perKey) bytes per j")
    let scrolled = StyledScreen(result.screens.0)
    let repainted = StyledScreen(result.screens.1)
    #expect(scrolled.lines.count == 24)
    #expect(
      scrolled.looksLike(repainted),
      "the scrolled screen differs from a full repaint:\n\(scrolled)\n\n\(repainted)")
  }
}
