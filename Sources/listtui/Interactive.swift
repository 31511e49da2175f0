import FeedApp

/// Runs the app on the terminal. The ncurses backend lands with issue 4's terminal work.
enum Interactive {
  static func run(_ shell: AppShell, mouse: Bool) throws {
    print(DumpRunner.run(shell, keys: [], size: .init(width: 80, height: 24)))
  }
}
