import Foundation
import Testing

@Suite("The listtui binary draws pictures on the Linux console with the symbols its fonts have")
struct ConsolePictureSessionTests {
  /// The block elements (U+2580 to U+259F) on a screen, each with how many cells show it.
  static func blockElements(_ screen: [String]) -> [Character: Int] {
    var counts: [Character: Int] = [:]
    for line in screen {
      for character in line
      where character.unicodeScalars.first.map({ (0x2580...0x259F).contains($0.value) }) == true {
        counts[character, default: 0] += 1
      }
    }
    return counts
  }

  @Test(
    "TERM=linux: the demo's pictures are blanks, full and half blocks and shades, no quadrant or eighth; TERM=xterm draws those",
    arguments: [("linux", true), ("xterm", false)])
  func consoleSymbols(term: String, isConsole: Bool) async throws {
    let app = try await ListTUISession(environment: ["TERM": term], waitForScreen: false)
    defer { app.close() }
    // Read once the app is idle: a screen showing no `▣` (on the console its stand-in, `■`) can be a frame half written, its
    // pictures' frames erased and their cells still to come, or have pictures still landing.
    let drawn = try await app.tmux.wait(timeout: .seconds(20)) {
      try app.screen().contains { $0.contains("1/36 profile summary") }
    }
    #expect(drawn, "the first screen was drawn")
    let screen = try await app.settledScreen()
    #expect(
      !screen.contains { $0.contains(isConsole ? "■" : "▣") },
      "the pictures were drawn:\n\(screen.joined(separator: "\n"))")
    let blocks = Self.blockElements(screen)
    #expect(blocks.values.reduce(0, +) >= 30, "a picture's cells: \(blocks)")
    let console: Set<Character> = ["█", "▀", "▄", "▌", "▐", "░", "▒", "▓"]
    let others = Set(blocks.keys).subtracting(console)
    if isConsole {
      #expect(others.isEmpty, "\(others.sorted()) on:\n\(screen.joined(separator: "\n"))")
    } else {
      #expect(!others.isEmpty, "quadrants or eighths where the font has them: \(blocks)")
    }
  }
}
