import Foundation
import Testing

@Suite("The listtui binary reading standard input that another program made non-blocking")
struct NonBlockingInputTests {
  @Test("A pipe set O_NONBLOCK by the command before it is read to its end, through its pauses")
  func nonBlockingPipe() async throws {
    let document = SplitDocument(count: 200, rest: 1_000)
    let head = try ListTUIProcess.temporaryFile(document.head, name: "head.json")
    let tail = try ListTUIProcess.temporaryFile(document.tail, name: "tail.json")
    defer {
      try? FileManager.default.removeItem(
        atPath: URL(filePath: head).deletingLastPathComponent().path)
      try? FileManager.default.removeItem(
        atPath: URL(filePath: tail).deletingLastPathComponent().path)
    }
    let session = try TmuxSession(command: "bash --norc --noprofile -i")
    defer { session.close() }
    let app = [ListTUIProcess.binary, "--no-images", "-"].map(ListTUISession.quoted)
      .joined(separator: " ")
    // The writer pauses after the first entries: the pipe is empty a while. Perl, run first on
    // the same standard input, leaves it non-blocking: the flag is the open pipe's, so the
    // app's reads of it say EAGAIN while it is empty.
    let writer = "(cat \(ListTUISession.quoted(head)); sleep 1; cat \(ListTUISession.quoted(tail)))"
    let nonBlocking =
      "perl -MFcntl -e 'fcntl(STDIN, F_SETFL, fcntl(STDIN, F_GETFL, 0) | O_NONBLOCK)'"
    try session.sendLiteral(
      "PS1='$ '; \(writer) | { \(nonBlocking); TERM=xterm-256color \(app); echo EXIT=$?; }")
    try session.sendKeys("Enter")
    let complete = try await session.wait(timeout: .seconds(15)) {
      try session.screen().last?.hasPrefix(" 1/1201 profile summary") == true
    }
    let screen = try session.screen().joined(separator: "\n")
    #expect(complete, "\(screen)")
    #expect(!screen.contains("incomplete"), "\(screen)")
    try session.sendKeys("q")
    let exited = try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("EXIT=0") }
    }
    let shell = try session.screen().joined(separator: "\n")
    #expect(exited, "\(shell)")
  }
}
