import FeedApp
import ListKit

/// `--dump`: presses keys in the app without a terminal and returns the screen as text.
enum DumpRunner {
  /// Lays the app out at a size, presses the keys (stopping at one that quits) and returns
  /// the final screen: one line per row, trailing spaces trimmed, no escape codes.
  static func run(_ shell: AppShell, keys: [Key], size: Size) -> String {
    _ = shell.render(size: size)
    for key in keys {
      if shell.handle(key) == .quit { break }
      _ = shell.render(size: size)
    }
    return shell.render(size: size).lines.joined(separator: "\n")
  }
}
