import AppCore
import FeedApp
import FeedModel
import ListKit

/// `bench: huge-post`: a post of ten megabytes, opened as the terminal loop opens it.
///
/// `open_ms` is Enter to the first frame of its screen; then the loop's work between events
/// wraps the rest, a slice at a time, each slice followed by a frame: `slice_ms_max` is the
/// longest a key could wait, `wrapped_ms` the time to the last line. `end_ms` is End then, and
/// `whole_wrap_ms` the wrapping of the whole post at once, which opening the screen cost before.
enum HugePostBenchmark {
  static func run() {
    let comment = LongPostDocument.post(bytes: 10_000_000)
    let size = Size(width: 80, height: 24)
    let shell = LongPostDocument.shell(post: comment, size: size)
    batch([.key(.character("j"))], shell: shell, size: size)
    let open = Measure.medianMilliseconds(runs: 1) {
      batch([.key(.enter)], shell: shell, size: size)
    }
    guard shell.current is EntryScreen else { fatalError("the entry did not open") }
    var slices: [Double] = []
    let wrapped = Measure.medianMilliseconds(runs: 1) {
      while shell.hasLayoutLeft {
        slices.append(
          Measure.medianMilliseconds(runs: 1) {
            shell.willHandleBatch()
            _ = shell.takePendingWork()
            shell.didHandleBatch()
            _ = shell.render(size: size)
          })
      }
    }
    let end = Measure.medianMilliseconds(runs: 1) {
      batch([.key(.end)], shell: shell, size: size)
    }
    let whole = Measure.medianMilliseconds(runs: 1) { _ = comment.wrapped(toWidth: 78) }
    print(
      "bench: huge-post bytes=\(comment.utf8.count)"
        + " open_ms=\(Measure.format(open, decimals: 1))"
        + " slice_ms_max=\(Measure.format(slices.max() ?? 0, decimals: 1))"
        + " slices=\(slices.count) wrapped_ms=\(Measure.format(wrapped, decimals: 0))"
        + " end_ms=\(Measure.format(end, decimals: 2))"
        + " whole_wrap_ms=\(Measure.format(whole, decimals: 0))")
  }

  /// Hands the app one batch of events, then draws a frame, as the terminal loop does.
  private static func batch(_ events: [Event], shell: AppShell, size: Size) {
    shell.willHandleBatch()
    for event in events { _ = shell.handle(event) }
    shell.didHandleBatch()
    _ = shell.render(size: size)
  }
}
