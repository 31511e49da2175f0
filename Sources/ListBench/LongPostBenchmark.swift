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
    let feedUs = perKey(shell, keys: ["j", "k"], size: size)
    let open = Measure.medianMilliseconds(runs: 1) {
      shell.open(.entry("f0"))
      _ = shell.render(size: size)
    }
    let entryUs = perKey(shell, keys: ["j"], size: size)
    print(
      "bench: long-post bytes=\(comment.utf8.count)"
        + " open_ms=\(Measure.format(open, decimals: 1))"
        + " us_per_key=\(Measure.format(entryUs, decimals: 1))"
        + " feed_us_per_key=\(Measure.format(feedUs, decimals: 1))")
  }

  /// The median time of a key press and a frame, over nine runs of 200 presses of `keys` in
  /// turn.
  private static func perKey(_ shell: AppShell, keys: [Character], size: Size) -> Double {
    let presses = 200
    var times: [Double] = []
    for _ in 0..<9 {
      let ms = Measure.medianMilliseconds(runs: 1) {
        for press in 0..<presses {
          _ = shell.handle(.key(.character(keys[press % keys.count])))
          _ = shell.render(size: size)
        }
      }
      times.append(ms * 1_000 / Double(presses))
    }
    return times.sorted()[times.count / 2]
  }
}
