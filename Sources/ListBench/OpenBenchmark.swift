#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bench: open`: a document file on disk to the first frame in a buffer, and to everything
/// loaded and navigable, as the app does it: loading on a background thread, each part
/// applied to the screens on this one.
///
/// With `users`, the document has that many users, and its history names them all before the
/// feed: each part applied must not cost the history's length.
enum OpenBenchmark {
  static func run(count: Int, japanese: Bool = false, users: Int? = nil) {
    let path = "/tmp/listbench-open-\(getpid()).json"
    let bytes = FeedDocumentWriter.write(
      count: count, to: path, japanese: japanese, users: users ?? 200,
      history: users.map { $0 - 1 } ?? 12)
    defer { unlink(path) }
    let result = LoadTiming.open(path: path) { $0.lines.joined().contains("user") }
    precondition(
      result.lastFrame.lines.joined().contains("#\(count - 1)"), "End reaches the last entry")
    let firstFrame = result.firstFrame
    let complete = result.complete
    print(
      "bench: open n=\(count)\(japanese ? " text=japanese" : "")\(users.map { " history=\($0 - 1)" } ?? "") first_frame_ms=\(Measure.format(Measure.milliseconds(firstFrame)))"
        + " complete_ms=\(Measure.format(Measure.milliseconds(complete)))"
        + " peak_mb=\(Measure.format(Measure.peakMegabytes(), decimals: 0))"
        + " file_mb=\(Measure.format(Double(bytes) / 1_048_576, decimals: 0))")
  }
}
