import Foundation
import Testing

@Suite("Indic text in a terminal (tmux): spacing vowel signs and conjuncts")
struct IndicTextTests {
  /// Comments in Devanagari, Tamil and Bengali, with clusters a terminal draws in three
  /// columns (`न्दी`, `বাং`), each followed by a marker that shows where it ends.
  static let document = """
    {"users": [{"id": "u1", "nickname": "hindi"}], "feed": [
      {"id": "f0", "user": "u1", "comment": "नमस्ते दुनिया|end"},
      {"id": "f1", "user": "u1", "comment": "देवनागरी|end"},
      {"id": "f2", "user": "u1", "comment": "தமிழ் மொழி|end"},
      {"id": "f3", "user": "u1", "comment": "हिन्दी বাংলা|end"}
    ]}
    """

  @Test("spacing vowel signs are drawn, the text after them stays in place, and ^L agrees")
  func spacingVowelSigns() async throws {
    let path = try ListTUIProcess.temporaryFile(Self.document)
    let app = try await ListTUISession(arguments: [path], width: 40, height: 24)
    defer { app.close() }
    let screen = texts(try await app.settledScreen())
    for comment in [
      "नमस्ते दुनिया|end", "देवनागरी|end", "தமிழ் மொழி|end", "हिन्दी বাংলা|end",
    ] {
      #expect(screen.contains("  \(comment)"), "\(comment) not drawn whole:\n\(screen)")
    }
    try app.tmux.sendKeys("C-l")
    try await Task.sleep(for: .milliseconds(300))
    #expect(texts(try await app.settledScreen()) == screen, "a repaint draws another screen")
  }
}
