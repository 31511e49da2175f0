import FeedApp
import ListKit

/// Runs the app on the terminal.
///
/// The ncurses backend lands with issue 4's terminal work.
enum Interactive {
  static func run(mouse: Bool, makeShell: (Size) -> AppShell) throws {
    let size = Size(width: 80, height: 24)
    print(DumpRunner.run(makeShell(size), keys: [], size: size))
  }
}
