import Foundation
import Testing

/// A seeded generator (SplitMix64), so that a failing sequence of keys can be run again.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

@Suite("Each frame the listtui binary draws looks like a full repaint of it (tmux)")
struct RepaintPropertyTests {
  /// Keys that each leave the app on a screen from which the next action makes sense.
  ///
  /// A screen opened is closed again in the same action. None shows a passing message (Space
  /// on an entry without a warning): ^L, a key, would take it away. But for `l` and `h` off
  /// the history row (`l does nothing here`), whose status line is left out of the comparison.
  static let actions: [[String]] = [
    ["j"], ["k"], ["j"], ["G"], ["g"], ["C-d"], ["C-u"], ["l"], ["h"], ["3", "j"],
    ["?"], ["?", "j", "Escape"], ["?", "q"], ["Enter", "Escape"], ["Enter", "j", "Escape"],
    ["/", "c", "a", "Enter", "Escape"], ["/", "u", "s", "e", "r"],
  ]

  /// Screen sizes, the narrow ones among them, where the rows' parts are cut hardest.
  static let sizes: [(width: Int, height: Int)] = [
    (10, 4), (12, 4), (10, 5), (14, 6), (16, 4), (40, 12), (80, 24),
  ]

  /// Waits until the screen has not changed for 300 ms (a debug build on a busy machine may
  /// take a while over a key); returns it.
  func settled(_ app: ListTUISession) async throws -> String {
    var previous = try app.tmux.styledScreen()
    var quiet = 0
    try await app.tmux.wait(timeout: .seconds(10)) {
      let screen = try app.tmux.styledScreen()
      quiet = screen == previous ? quiet + 1 : 0
      previous = screen
      return quiet >= 15
    }
    return previous
  }

  @Test("10x4: help opened and closed, then j j: the selected row is bold as a repaint draws it")
  func helpClosedOnTinyScreen() async throws {
    let app = try await ListTUISession(arguments: ["--no-images"], width: 10, height: 4)
    defer { app.close() }
    for key in ["?", "q", "j", "j"] {
      try app.tmux.sendKeys(key)
      _ = try await settled(app)
    }
    let drawn = StyledScreen(try await settled(app))
    try app.tmux.sendKeys("C-l")
    let repainted = StyledScreen(try await settled(app))
    #expect(drawn.looksLike(repainted), "\(drawn)\n\nrepainted:\n\(repainted)")
    // The selection is bold by design (the theme's selection style), in both.
    let selected = try #require(repainted.rows.first { $0.first?.character == ">" })
    #expect(selected.first?.bold == true)
    try app.tmux.sendKeys("q")
  }

  @Test(
    "random keys and sizes: after each action, the screen is what ^L repaints",
    arguments: [UInt64(1), 2])
  func framesLookLikeRepaints(seed: UInt64) async throws {
    var random = SeededGenerator(state: seed)
    let app = try await ListTUISession(arguments: ["--no-images"], width: 10, height: 4)
    defer { app.close() }
    var done: [String] = []
    for size in Self.sizes.shuffled(using: &random) {
      try app.tmux.resize(width: size.width, height: size.height)
      done.append("resize \(size.width)x\(size.height)")
      for _ in 0..<4 {
        let action = Self.actions.randomElement(using: &random) ?? ["j"]
        for key in action { try app.tmux.sendKeys(key) }
        done.append(action.joined(separator: " "))
        let drawn = StyledScreen(try await settled(app))
        try app.tmux.sendKeys("C-l")
        let repainted = StyledScreen(try await settled(app))
        // A key that does nothing here says so until the next key, which ^L is: after `h` or
        // `l`, the status line is left out.
        let same =
          ["h", "l"].contains(action.last)
          ? drawn.visibleRows.dropLast() == repainted.visibleRows.dropLast()
          : drawn.looksLike(repainted)
        #expect(
          same,
          "seed \(seed), after \(done.joined(separator: ", ")):\n\(drawn)\n\nrepainted:\n\(repainted)"
        )
        guard same else { return }
      }
    }
    // Back from the filter prompt or a screen, then quit.
    try app.tmux.sendKeys("Escape", "Escape", "Escape", "q")
  }
}
