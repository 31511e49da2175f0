import AppCore
import FeedApp
import FeedModel
import ListKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bench: filter-burst`: a six-letter query typed into the feed's filter as one burst (the
/// keys waiting together, one batch and one frame, as the terminal loop takes them), against
/// the same keys one batch each, as typed slowly (each key's own filter pass and frame).
///
/// Medians of seven runs, each on a fresh app; `passes` counts the searches of the feed.
enum FilterBurstBenchmark {
  static func run(count: Int) {
    let path = "/tmp/listbench-filter-burst-\(getpid()).json"
    FeedDocumentWriter.write(count: count, to: path)
    defer { unlink(path) }
    guard let snapshot = try? DocumentLoader.load(.file(path: path)) else { fatalError("load") }
    let size = Size(width: 80, height: 24)
    let keys: [Event] = "ropewa".map { .key(.character($0)) }
    var bursts: [Double] = []
    var slow: [Double] = []
    var burstPasses = 0
    var slowPasses = 0
    var matches = (burst: 0, slow: 0)
    for _ in 0..<7 {
      let burst = prompt(snapshot, path: path, size: size)
      bursts.append(Measure.medianMilliseconds(runs: 1) { batch(keys, to: burst, size: size) })
      burstPasses = burst.state.filterSearchCount
      matches.burst = (burst.current as? FeedScreen)?.matchCount?.matches ?? -1
      let typed = prompt(snapshot, path: path, size: size)
      slow.append(
        Measure.medianMilliseconds(runs: 1) {
          for key in keys { batch([key], to: typed, size: size) }
        })
      slowPasses = typed.state.filterSearchCount
      matches.slow = (typed.current as? FeedScreen)?.matchCount?.matches ?? -1
    }
    guard matches.burst == matches.slow else { fatalError("the burst found other matches") }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print(
      "bench: filter-burst n=\(count) keys=\(keys.count)"
        + " burst_ms=\(Measure.format(median(bursts)))"
        + " one_at_a_time_ms=\(Measure.format(median(slow)))"
        + " per_key_ms=\(Measure.format(median(slow) / Double(keys.count)))"
        + " burst_passes=\(burstPasses) one_at_a_time_passes=\(slowPasses)"
        + " query=ropewa matches=\(matches.burst)")
  }

  /// A new app on the document with the filter's prompt open.
  private static func prompt(_ snapshot: DocumentSnapshot, path: String, size: Size) -> AppShell {
    let shell = AppShell(state: DocumentState(name: path, snapshot: snapshot), size: size)
    _ = shell.handle(.resize(width: size.width, height: size.height))
    _ = shell.handle(.key(.character("/")))
    _ = shell.render(size: size)
    return shell
  }

  /// Hands the app one batch of events, then draws a frame, as the terminal loop does.
  private static func batch(_ events: [Event], to shell: AppShell, size: Size) {
    shell.willHandleBatch()
    for event in events { _ = shell.handle(event) }
    shell.didHandleBatch()
    _ = shell.render(size: size)
  }
}
