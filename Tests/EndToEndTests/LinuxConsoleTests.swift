import Foundation
import Testing

@Suite("The listtui binary on a terminal with no alternate screen")
struct LinuxConsoleTests {
  @Test(
    "with no alternate screen, quitting clears the last frame, so the shell's prompt is not drawn over it",
    arguments: ["linux", "vt100"])
  func clearsOnQuit(term: String) async throws {
    // vt100's clear is padded (`\E[H\E[J$<50>`): the padding is no text to show.
    let app = try await ListTUISession(environment: ["TERM": term], waitForScreen: false)
    defer { app.close() }
    let drawn = try await app.tmux.wait(timeout: .seconds(10)) {
      try app.screen().contains { $0.contains("1/36 profile summary") }
    }
    #expect(drawn, "the demo was drawn")
    try app.tmux.sendKeys("q")
    #expect(try await app.exitStatus() == 0)
    try await Task.sleep(for: .milliseconds(200))
    let left = try app.screen().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    #expect(left == ["EXIT=0"])
  }

  @Test(
    "with no alternate screen, ^C and SIGTERM clear the last frame too, as quitting does",
    arguments: [
      ("linux", "C-c", Int32(130), [String]()), ("linux", "", 128 + SIGTERM, ["Terminated"]),
      ("vt100", "C-c", Int32(130), [String]()),
    ])
  func clearsOnSignal(term: String, key: String, status: Int32, shellSays: [String]) async throws {
    let app = try await ListTUISession(environment: ["TERM": term], waitForScreen: false)
    defer { app.close() }
    let drawn = try await app.tmux.wait(timeout: .seconds(10)) {
      try app.screen().contains { $0.contains("1/36 profile summary") }
    }
    #expect(drawn, "the demo was drawn")
    if key.isEmpty {
      kill(try await app.pid(), SIGTERM)
    } else {
      try app.tmux.sendKeys(key)
    }
    #expect(try await app.exitStatus() == status)
    try await Task.sleep(for: .milliseconds(200))
    let left = try app.screen().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    // Only what the shell says of how the process ended is left.
    #expect(left == shellSays + ["EXIT=\(status)"])
  }
}
