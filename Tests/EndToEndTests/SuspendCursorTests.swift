import Foundation
import Testing

@Suite("Back from ^Z, the prompt's cursor and whole clusters are drawn again")
struct SuspendCursorTests {
  @Test("fg shows the cursor on the prompt again and sends long clusters whole")
  func resume() async throws {
    let document = try ListTUIProcess.temporaryFile(LongEmojiTests.document)
    let session = try TmuxSession(command: "bash --norc --noprofile -i")
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "listtui-suspend-cursor-\(UUID().uuidString.prefix(8))")
    defer {
      session.close()
      try? FileManager.default.removeItem(at: folder)
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let shell = SuspendTests()
    let command = [ListTUIProcess.binary, document].map(ListTUISession.quoted)
      .joined(separator: " ")
    try shell.enter("TERM=tmux-256color \(command)", in: session)
    try await session.wait(timeout: .seconds(10)) {
      try session.screen().contains { $0.contains("1/10 entry") }
    }
    try session.sendLiteral("/S")
    let cursor = { try session.display("#{cursor_x} #{cursor_y} #{cursor_flag}") }
    #expect(try await session.wait { try cursor() == "2 23 1" })
    try session.sendKeys("C-z")
    #expect(
      try await session.wait(timeout: .seconds(10)) {
        try session.screen().contains { $0.contains("Stopped") }
      })
    let record = folder.appending(path: "output")
    try session.startRecording(to: record.path)
    try shell.enter("fg", in: session)
    let back = try await session.wait { try cursor() == "2 23 1" }
    let now = try cursor()
    #expect(back, "cursor at \(now) after fg")
    try await Task.sleep(for: .milliseconds(300))
    try session.stopRecording()
    let sent = String(decoding: try Data(contentsOf: record), as: UTF8.self)
    #expect(sent.contains(LongEmojiTests.clusters[0]), "the family is cut after fg")
    try session.sendKeys("C-c")
  }
}
