import FeedApp
import FeedModel
import ListKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bench: filter`: typing a six-letter query into the feed's filter, each keystroke followed by a
/// full frame.
///
/// `ms` is the slowest keystroke (the median over runs); the first scans every entry, the later
/// ones narrow the last result.
enum FilterBenchmark {
  static func run(count: Int) {
    let path = "/tmp/listbench-filter-\(getpid()).json"
    FeedDocumentWriter.write(count: count, to: path)
    defer { unlink(path) }
    guard let snapshot = try? DocumentLoader.load(.file(path: path)) else { fatalError("load") }
    let size = Size(width: 80, height: 24)
    var slowest: [Double] = []
    var first: [Double] = []
    var last: [Double] = []
    var matches = 0
    for _ in 0..<7 {
      let shell = AppShell(state: DocumentState(name: path, snapshot: snapshot), size: size)
      _ = shell.handle(.resize(width: size.width, height: size.height))
      _ = shell.handle(.key(.character("/")))
      var times: [Double] = []
      for letter in "ropewa" {
        times.append(
          Measure.medianMilliseconds(runs: 1) {
            _ = shell.handle(.key(.character(letter)))
            _ = shell.render(size: size)
          })
      }
      slowest.append(times.max() ?? 0)
      first.append(times[0])
      last.append(times[times.count - 1])
      matches = (shell.current as? FeedScreen)?.matchCount?.matches ?? -1
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print(
      "bench: filter n=\(count) ms=\(Measure.format(median(slowest)))"
        + " first_key_ms=\(Measure.format(median(first))) last_key_ms=\(Measure.format(median(last)))"
        + " query=ropewa matches=\(matches)")
  }
}
