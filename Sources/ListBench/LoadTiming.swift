import AppCore
import FeedApp
import FeedModel
import ListKit

/// Opens a file as the app does, loading on a background thread and applying each part to the
/// screens on this one, and times the first frame with entries and the whole load.
enum LoadTiming {
  /// The times, and the app at the end, after End was pressed and a frame drawn.
  struct Result {
    var firstFrame: Duration
    var complete: Duration
    var shell: AppShell
    var lastFrame: Buffer
  }

  /// Opens `path` at 80x24; `firstFrame` checks the first frame that shows entries.
  static func open(path: String, firstFrame check: (Buffer) -> Bool) -> Result {
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
        precondition(check(frame), "the first frame shows entries")
      }
      if !shell.state.isLoading { break }
    }
    _ = shell.handle(.key(.end))
    let last = shell.render(size: size)
    let complete = ContinuousClock.now - start
    precondition(shell.state.failure == nil, "loaded without errors")
    return Result(
      firstFrame: firstFrame ?? complete, complete: complete, shell: shell, lastFrame: last)
  }
}
