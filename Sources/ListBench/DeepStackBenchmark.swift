import FeedApp
import FeedModel
import ListKit

/// Times `j` and `k` on a profile on top of a deep stack of screens (a profile, an entry, a
/// profile, … as following links opens them), against a profile alone: a key's work should not
/// grow with the screens below.
enum DeepStackBenchmark {
  static func run() {
    let document = BigFeedDocument.make(count: 1_000)
    let size = Size(width: 80, height: 24)
    var line = "bench: deep-stack"
    for depth in [1_000, 1] {
      // A profile on top, alone or over an entry, a profile, an entry, …
      let shell = AppShell(document: document, start: [.profile("u0")], size: size)
      _ = shell.handle(.resize(width: size.width, height: size.height))
      for index in 1..<depth {
        shell.open(
          index % 2 == 0 ? .entry("f\(index)") : .profile(UserID("u\((depth - 1 - index) % 100)")))
      }
      _ = shell.render(size: size)
      let us = KeyTiming.medianMicroseconds(shell, keys: ["j", "k"], presses: 200, size: size)
      line += depth == 1 ? " peer" : ""
      line += " depth=\(shell.stack.count) us_per_key=\(Measure.format(us, decimals: 1))"
    }
    print(line)
  }
}
