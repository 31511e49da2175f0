import Foundation
import Testing

@Suite("The listtui binary reading a pipe that stalls after a part, in a real terminal (tmux)")
struct PipeStallTests {
  @Test(
    "Already in the pipe when it starts, then a stall: the entries show, and all the bytes read",
    arguments: [6, 150])
  func stallAfterPart(count: Int) async throws {
    let document = SplitDocument(count: count, rest: 0)
    // Cut in the middle of the next entry: read, but not yet an entry.
    let sent = document.head + ",\n{\"id\": \"f\(count)\", \"user\": \"u1\", \"comm"
    let head = try ListTUIProcess.temporaryFile(sent, name: "head.json")
    let marker = head + ".done"
    defer {
      try? FileManager.default.removeItem(
        atPath: URL(filePath: head).deletingLastPathComponent().path)
    }
    // The writer sends the part, then holds the pipe open until the test ends, not for a time
    // (see PipelineSuspendTests): the app waits on it all along.
    let writer =
      "(cat \(ListTUISession.quoted(head)); "
      + "while [ ! -e \(ListTUISession.quoted(marker)) ]; do sleep 0.1; done)"
    let app = try await ListTUISession(
      arguments: ["--no-images", "-"], inputCommand: writer, waitForLoading: false)
    defer { app.close() }
    // Whatever happens, the writer is let go before the session closes and the folder goes.
    defer { _ = FileManager.default.createFile(atPath: marker, contents: Data()) }
    let bytes = sent.utf8.count
    let size = bytes < 1_000 ? "\(bytes) bytes" : "\(bytes / 1_000) kB"
    let expected = "loading… \(count) \(count == 1 ? "entry" : "entries") · \(size)"
    let shown = try await app.tmux.wait(timeout: .seconds(10)) {
      try app.screen().last?.contains(expected) == true
    }
    let screen = try app.screen()
    #expect(shown, "no \"\(expected)\" while the pipe stalls:\n\(screen.joined(separator: "\n"))")
    #expect(screen.contains { $0.contains("entry number 0") }, "\(screen.joined(separator: "\n"))")
    // The last entry in is there too, at the end of the list.
    try app.tmux.sendKeys("End")
    let atEnd = try await app.tmux.wait {
      try app.screen().contains { $0.contains("entry number \(count - 1)") }
        && app.screen().last?.hasPrefix(" \(count + 1)/\(count + 1) ") == true
    }
    let end = try app.screen().joined(separator: "\n")
    #expect(atEnd, "\(end)")
    // Still waiting, still saying so.
    #expect(try app.screen().last?.contains(expected) == true, "\(end)")
    // It quits while the writer holds on (the shell waits for the writer for its status).
    try app.tmux.sendKeys("q")
    let quit = try await app.tmux.wait { try app.tmux.display("#{alternate_on}") == "0" }
    #expect(quit)
  }
}
