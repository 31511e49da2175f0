import ListKit
import Render

/// Runs a ``TerminalApp`` on the terminal until it quits or input ends.
///
/// ```swift
/// try TerminalLoop.run(app, options: TerminalOptions(mouse: !noMouse))
/// ```
public enum TerminalLoop {
  /// Runs an app on the terminal until it quits or input ends.
  ///
  /// Starts a ``Terminal``, tells the app its size and whether it draws in colour, draws the
  /// first frame, then hands each key to the app and draws again, at the new size after a
  /// resize, until the app answers ``TerminalAppResponse/quit`` or input ends; then restores
  /// the terminal.
  ///
  /// ^C, SIGTERM, SIGHUP and runtime traps end the process instead, with the terminal
  /// restored by the crash guard (see ``Terminal/init(options:)``).
  ///
  /// - Throws: ``TerminalError`` if the terminal cannot start.
  public static func run(_ app: some TerminalApp, options: TerminalOptions) throws {
    drive(app, on: try Terminal(options: options))
  }

  /// Runs `app` on `screen` until it quits or input ends, then stops the screen.
  static func drive(_ app: some TerminalApp, on screen: some InteractiveScreen) {
    defer { screen.stop() }
    app.terminalDidStart(size: screen.size, usesColor: screen.usesColor)
    screen.draw(app.render(size: screen.size))
    while let key = screen.nextKey() {
      if app.handle(key) == .quit { return }
      screen.draw(app.render(size: screen.size))
    }
  }
}
