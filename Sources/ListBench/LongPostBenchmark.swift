import FeedApp
import FeedModel
import ListKit

/// Times one very long post, about a megabyte of text.
///
/// Opening it on its entry screen (which wraps it once), then `j` through its text, and `j`/`k`
/// over it in the feed; each press followed by a full 80x24 frame. A frame should cost what
/// shows, not the post's length.
enum LongPostBenchmark {
  static func run() {
    let comment = LongPostDocument.post(bytes: 1_000_000)
    let size = Size(width: 80, height: 24)
    let shell = LongPostDocument.shell(post: comment, size: size)
    _ = shell.render(size: size)
    let feedUs = KeyTiming.medianMicroseconds(shell, keys: ["j", "k"], presses: 200, size: size)
    let open = Measure.medianMilliseconds(runs: 1) {
      shell.open(.entry("f0"))
      _ = shell.render(size: size)
    }
    let entryUs = KeyTiming.medianMicroseconds(shell, keys: ["j"], presses: 200, size: size)
    print(
      "bench: long-post bytes=\(comment.utf8.count)"
        + " open_ms=\(Measure.format(open, decimals: 1))"
        + " us_per_key=\(Measure.format(entryUs, decimals: 1))"
        + " feed_us_per_key=\(Measure.format(feedUs, decimals: 1))")
  }
}
