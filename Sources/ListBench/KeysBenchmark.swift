import FeedApp
import FeedModel
import ListKit

/// Times the app in process: `j` presses over a feed of a million entries, each press
/// followed by a full 80x24 frame, as the terminal loop does; and opening the feed screen.
enum KeysBenchmark {
  static func run() {
    let count = 1_000_000
    let document = BigFeedDocument.make(count: count)
    let start = ContinuousClock.now
    let size = Size(width: 80, height: 24)
    let shell = AppShell(document: document, size: size)
    _ = shell.handle(.resize(width: size.width, height: size.height))
    _ = shell.render(size: size)
    let ready = ContinuousClock.now - start
    let us = KeyTiming.medianMicroseconds(shell, keys: ["j"], presses: 1_000, size: size)
    let position = shell.current.adapter.selection?.positionText ?? "-"
    print(
      "bench: keys n=\(count) us_per_key=\(Measure.format(us, decimals: 1)) position=\(position)"
        + " open_ms=\(Measure.format(Measure.milliseconds(ready), decimals: 1))")
  }
}
