import Input
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

/// The help lists every key the app acts on: each of the list's bindings, and the app's own.
@Suite("The help names every key the app acts on")
struct HelpKeysTests {
  /// A key as the help's keys column writes it: arrows as `↑`, the rest by their names.
  private func helpName(_ key: Key) -> String {
    switch key {
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    default: key.displayName
    }
  }

  /// The keys of the help's keys column, each alone.
  private func listed(_ help: HelpOverlay) -> Set<String> {
    Set(help.rows.flatMap { $0.keys.split(separator: " ").map(String.init) })
  }

  @Test("Every key of the list's table, and the app's own keys, are in the keys column")
  func everyKey() {
    let appKeys: [Key] = [
      .character("q"), .control("c"), .character("?"), .character("/"), .character("!"),
      .character("y"), .character("n"), .character("N"), .character("b"), .control("l"),
      .escape, .backspace, .space, .character("h"), .character("l"), .left, .right,
    ]
    for mouse in [true, false] {
      for hint: String? in [nil, "page down, b up, as in less", "show or hide"] {
        let help = HelpOverlay(mouse: mouse, spaceHint: hint)
        let names = listed(help)
        for key in Array(SelectionDispatcher.standard.bindings.keys) + appKeys {
          #expect(names.contains(helpName(key)), "\(helpName(key)) is not in the help")
        }
        // vim's gg, the counts, and the keys that move while the filter is typed.
        #expect(names.contains("gg"))
        let text = help.rows.map { $0.keys + " " + $0.action }.joined(separator: "\n")
        for said in ["3^F", "3n", "↑ ↓ ^J ^K PgUp PgDn move", "b up"] {
          #expect(text.contains(said), "the help does not say \(said)")
        }
        #expect(text.contains("clear a kept filter"))
      }
    }
  }
}
