/// A clipboard that a program copies to, rather than the terminal: inside tmux, `tmux
/// load-buffer -w -`.
///
/// tmux drops an application's OSC 52 unless `set-clipboard` is `on`, which its default
/// (`external`) is not; it always takes a buffer loaded through its own command, and `-w`
/// passes it on to the outer terminal's clipboard as tmux is set to. The command runs off the
/// main thread (see ``AppShell/copySelection()``), so a tmux that hangs never blocks a key:
/// ``copy`` waits no longer than its own limit, and says why it failed.
///
/// ```swift
/// shell.clipboardCommand = ClipboardCommand(name: "tmux") { text in
///   runTmux(["load-buffer", "-w", "-"], input: text)  // nil, or why not
/// }
/// ```
public struct ClipboardCommand: Sendable {
  /// What the status line calls the clipboard: `Copied to tmux's buffer`, `tmux: …`.
  public let name: String
  /// Copies a text and returns nil, or the reason it was not copied (`tmux did not answer`);
  /// called off the main thread.
  public let copy: @Sendable (String) -> String?

  /// A clipboard reached by the program `name`, through `copy`.
  public init(name: String, copy: @escaping @Sendable (String) -> String?) {
    self.name = name
    self.copy = copy
  }

  /// What a copy through the command came to: the text, and nil or why it failed.
  struct Outcome: Sendable, Equatable {
    /// The text copied, or tried.
    var text: String
    /// Why it was not copied; nil when it was.
    var failure: String?
  }
}
