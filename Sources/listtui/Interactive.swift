import FeedApp
import ListKit
import TerminalBackend

/// Runs the app on the terminal until it quits, leaving the terminal as it was found.
enum Interactive {
  /// Starts the terminal, makes the app at the terminal's size and runs it.
  static func run(mouse: Bool, makeShell: @escaping (Size) -> AppShell) throws {
    try TerminalLoop.run(
      ShellTerminalApp(makeShell: makeShell), options: TerminalOptions(mouse: mouse))
  }
}

/// The app shell as the terminal loop sees it: made once the terminal's size and colour
/// support are known.
final class ShellTerminalApp: TerminalApp {
  private let makeShell: (Size) -> AppShell
  private var shell: AppShell?

  init(makeShell: @escaping (Size) -> AppShell) { self.makeShell = makeShell }

  func terminalDidStart(size: Size, usesColor: Bool) {
    let shell = makeShell(size)
    if !usesColor { shell.theme = .monochrome }
    self.shell = shell
  }

  func render(size: Size) -> Buffer {
    shell?.render(size: size) ?? Buffer(width: size.width, height: size.height)
  }

  func handle(_ key: Key) -> TerminalAppResponse {
    shell?.handle(key) == .quit ? .quit : .continue
  }
}
