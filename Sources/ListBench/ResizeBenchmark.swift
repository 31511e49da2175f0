import FeedApp
import FeedModel
import ListKit

/// Times a change of width over a feed of a million entries, a quarter with pictures: the
/// resize, which measures every row again at the new width, and the frame after it; and a
/// change of height alone, which measures nothing.
enum ResizeBenchmark {
  static func run() {
    let count = 1_000_000
    let document = BigFeedDocument.make(count: count)
    let shell = AppShell(document: document, size: Size(width: 80, height: 24))
    _ = shell.handle(.resize(width: 80, height: 24))
    _ = shell.render(size: Size(width: 80, height: 24))
    var width = 80
    let widthMs = Measure.medianMilliseconds(runs: 9) {
      width = width == 80 ? 100 : 80
      _ = shell.handle(.resize(width: width, height: 24))
      _ = shell.render(size: Size(width: width, height: 24))
    }
    var height = 24
    let heightMs = Measure.medianMilliseconds(runs: 9) {
      height = height == 24 ? 30 : 24
      _ = shell.handle(.resize(width: width, height: height))
      _ = shell.render(size: Size(width: width, height: height))
    }
    print(
      "bench: resize n=\(count) ms=\(Measure.format(widthMs))"
        + " height_only_ms=\(Measure.format(heightMs))")
  }
}
