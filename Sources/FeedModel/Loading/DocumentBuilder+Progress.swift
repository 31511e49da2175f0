extension DocumentBuilder {
  /// Hands out a snapshot if nothing was handed out yet, or entries came in or the progress
  /// moved since: before a reader waits on a slow input, so that what arrived shows while it
  /// waits, and the status line says how much has come.
  public func publishIfChanged() {
    guard
      lastPublish == nil || writer.count != lastPublishedCount || progress != lastPublishedProgress
    else { return }
    publishNow()
  }

  /// Hands out a snapshot of the progress alone, for a reader busy before its first entries.
  ///
  /// While nothing else has gone out, one goes out once a ``publishInterval`` has passed since
  /// the builder was made or the last such snapshot, so that the status line says how far
  /// opening an archive or copying a pipe has got. Once parts go out, they carry the progress.
  /// After one has gone out, a new phase goes out at once, so that the line never says a phase
  /// is still going on when the next has begun. It looks at the clock on every call: call it
  /// after a block is read, not per byte.
  public func publishProgressIfDue() {
    guard lastPublish == nil, publishEvery == nil else { return }
    let now = ContinuousClock.now
    if let lastProgress {
      guard lastProgress.phase != progress.phase || now - lastProgress.time >= publishInterval
      else { return }
    } else {
      guard now - created >= publishInterval else { return }
    }
    lastProgress = (now, progress.phase)
    lastPublishedProgress = progress
    publish(snapshot(isComplete: false))
  }

  /// Hands out a snapshot of the progress while one entry takes long to read.
  ///
  /// For a post of a hundred megabytes: once a ``publishInterval`` has passed since the last
  /// snapshot of any kind, so that the status line's share or byte count moves. Call it when a
  /// reader asks for more input in the middle of an entry.
  public func publishProgressWithinEntry() {
    guard publishEvery == nil else { return }
    let now = ContinuousClock.now
    let last = [lastPublish, lastProgress?.time].compactMap(\.self).max() ?? created
    guard now - last >= publishInterval else { return }
    lastProgress = (now, progress.phase)
    lastPublishedProgress = progress
    publish(snapshot(isComplete: false))
  }
}
