import AppCore

extension HeadlessDriver where App == AppShell {
  /// Takes in the pictures in view as they land, and the layout they bring, until none is
  /// left to come or `timeout` has passed; returns the frame drawn after the last.
  ///
  /// A picture that lands is only in the loader's cache until the app takes in its work: a
  /// picture of unknown shape then gives its row its own height (its frame took half the
  /// screen), which may bring other pictures into view, and those are asked for. So the work is
  /// taken in once more after every picture asked for has landed, and the wait goes on while
  /// that asks for more or leaves layout to do. A frame drawn when the last picture had landed
  /// but before its work was taken in showed it cut to its frame's box, under rows laid out
  /// for the frame: what `--dump` printed, and the screen tests compared, when the picture
  /// landed just after the last look at the wake-up.
  ///
  /// ```swift
  /// let driver = HeadlessDriver(app: shell, size: Size(width: 80, height: 24))
  /// driver.send(try Event.sequence(from: "jj<Enter>"))
  /// let screen = driver.settlePictures()
  /// ```
  @discardableResult
  public func settlePictures(within timeout: Duration = .seconds(5)) -> Buffer {
    let deadline = ContinuousClock.now + timeout
    while true {
      // Read before the work is taken in: when nothing was left to come, that work took in
      // every picture, and the frame it drew shows them laid out.
      let landed = app.state.pictures?.isDrawing != true
      let frame = takePendingWork(waitingUpTo: landed ? 0 : 50)
      let settled = landed && app.state.pictures?.isDrawing != true && !app.hasLayoutLeft
      if settled || hasQuit || ContinuousClock.now >= deadline { return frame }
    }
  }
}
