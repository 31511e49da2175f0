import Foundation
import Testing

@Suite("The listtui binary never redefines or resets the terminal's palette")
struct PaletteTests {
  @Test(
    "Nothing resets (OSC 104) or sets (OSC 4) a colour, on start, ^Z, fg and quit",
    arguments: ["xterm-256color", "tmux-256color"])
  func noPaletteSequences(term: String) async throws {
    let session = try TmuxSession(command: "bash --norc --noprofile -i")
    defer { session.close() }
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "listtui-palette-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let record = folder.appending(path: "output")
    try session.startRecording(to: record.path)
    func alternate(_ on: Bool, _ step: String) async throws {
      let seen = try await session.wait(timeout: .seconds(10)) {
        try session.display("#{alternate_on}") == (on ? "1" : "0")
      }
      let screen = try session.screen().joined(separator: "\n")
      #expect(seen, "\(step):\n\(screen)")
    }
    let command = [ListTUIProcess.binary, "--no-images", ListTUIProcess.fixture("screens.json")]
      .map(ListTUISession.quoted).joined(separator: " ")
    try session.sendLiteral("TERM=\(term) \(command)")
    try session.sendKeys("Enter")
    try await alternate(true, "start")
    try session.sendKeys("C-z")
    try await alternate(false, "^Z")
    try session.sendLiteral("fg")
    try session.sendKeys("Enter")
    try await alternate(true, "fg")
    try session.sendKeys("j")
    try await Task.sleep(for: .milliseconds(200))
    try session.sendKeys("q")
    try await alternate(false, "q")
    try await Task.sleep(for: .milliseconds(200))
    try session.stopRecording()
    let output = try Data(contentsOf: record)
    let text = String(decoding: output, as: UTF8.self)
    // The recording saw both starts: the first and the one after fg.
    #expect(text.components(separatedBy: "\u{1B}[?1049h").count == 3)
    #expect(!text.contains("\u{1B}]104"), "a palette reset was sent")
    #expect(!text.contains("\u{1B}]4;"), "a palette colour was set")
  }
}
