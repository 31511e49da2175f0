import FeedApp
import ListKit

/// Times key presses in process, as the terminal loop handles them: each press followed by a
/// full frame.
enum KeyTiming {
  /// The median time of a key press and its frame, in microseconds, over nine runs of
  /// `presses` presses of `keys` in turn.
  static func medianMicroseconds(
    _ shell: AppShell, keys: [Character], presses: Int, size: Size
  ) -> Double {
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
