import Input

/// What a terminal loop waits for: an event from the terminal, or a wake-up from another
/// thread that finished work for the app.
public enum TerminalInput: Hashable, Sendable {
  /// A key, mouse event, resize or paste.
  case event(Event)
  /// The app's `Wakeup` was signalled.
  case wake
}
