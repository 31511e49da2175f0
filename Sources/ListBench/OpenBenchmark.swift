import AppCore
import FeedApp
import FeedModel
import ListKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bench: open`: a document file on disk to the first frame in a buffer, and to everything
/// loaded and navigable, as the app does it: loading on a background thread, each part
/// applied to the screens on this one.
enum OpenBenchmark {
  static func run(count: Int) {
    let path = "/tmp/listbench-open-\(getpid()).json"
    let bytes = FeedDocumentWriter.write(count: count, to: path)
    defer { unlink(path) }
    let size = Size(width: 80, height: 24)
    let start = ContinuousClock.now
    let wakeup = Wakeup()
    let session = LoadingSession(source: .file(path: path), wakeup: wakeup)
    session.start()
    let shell = AppShell(
      state: DocumentState(
        name: path, snapshot: DocumentSnapshot(document: Document(), isComplete: false)),
      size: size, session: session, wakeup: wakeup)
    _ = shell.handle(.resize(width: size.width, height: size.height))
    var firstFrame: Duration?
    while true {
      _ = wakeup.wait(milliseconds: -1)
      wakeup.clear()
      _ = shell.takePendingWork()
      let frame = shell.render(size: size)
      if firstFrame == nil, shell.state.document.feed.count > 0 {
        firstFrame = ContinuousClock.now - start
        precondition(frame.lines.joined().contains("user"), "the first frame shows entries")
      }
      if !shell.state.isLoading { break }
    }
    _ = shell.handle(.key(.end))
    let last = shell.render(size: size)
    let complete = ContinuousClock.now - start
    precondition(shell.state.failure == nil, "loaded without errors")
    precondition(last.lines.joined().contains("#\(count - 1)"), "End reaches the last entry")
    print(
      "bench: open n=\(count) first_frame_ms=\(Measure.format(Measure.milliseconds(firstFrame ?? complete)))"
        + " complete_ms=\(Measure.format(Measure.milliseconds(complete)))"
        + " peak_mb=\(Measure.format(Measure.peakMegabytes(), decimals: 0))"
        + " file_mb=\(Measure.format(Double(bytes) / 1_048_576, decimals: 0))")
  }
}
