import CTerminal

/// The C crash guard that restores the terminal when the process dies of a signal.
///
/// Handlers for SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGHUP, SIGTERM, SIGINT and
/// SIGQUIT, and for every other signal whose default action ends the process (SIGUSR1, SIGALRM,
/// SIGXCPU, SIGPIPE, the real-time signals…) unless it was ignored or handled at install,
/// write ``resetSequence`` to the terminal, put back the settings saved at install, and let
/// the process die of the same signal, so a shell still sees 128 + N. A Swift runtime trap
/// arrives as SIGILL or SIGTRAP. The handlers are C, since a signal handler may only do
/// async-signal-safe things.
enum CrashGuard {
  /// Saves the settings of the terminal on `descriptor` and installs the handlers; false if a
  /// guard is already installed.
  static func install(on descriptor: Int32) -> Bool {
    ct_guard_install(descriptor) == 0
  }

  /// Notes how the terminal curses now runs on leaves its alternate screen, and clears its
  /// screen, which a handler does when the terminal has no alternate screen (the Linux
  /// console): the last frame is not left under the shell's prompt, as it is not when the app
  /// quits.
  ///
  /// The alternate screen is left as curses leaves it, with the terminfo entry's `rmcup`:
  /// xterm's entries push the window title as curses starts (`ESC [22;0;0t`) and pop it there
  /// (`ESC [23;0;0t`), so a handler leaves the title stack as it found it, as a quit does.
  static func noteScreen() {
    ct_guard_note_screen()
  }

  /// Puts back the handlers that were there before; idempotent.
  static func remove() {
    ct_guard_remove()
  }

  /// Puts back the terminal settings saved at install; false if there were none.
  @discardableResult
  static func restoreSettings() -> Bool {
    ct_guard_restore_settings() == 0
  }

  /// Tells the handlers whether the terminal is the shell's, from `endwin` for ^Z until curses
  /// takes the screen back: killed then (`kill %1`), the process leaves the terminal as it is.
  static func noteSuspended(_ suspended: Bool) {
    ct_guard_note_suspended(suspended ? 1 : 0)
  }

  /// Sends standard error to a temporary file until ``releaseStandardError()`` or a fatal
  /// signal, which write it out once the terminal is restored; false if it could not.
  ///
  /// While curses has the screen, anything written to standard error would be drawn over
  /// and lost: a fatal error's message would vanish with the alternate screen.
  @discardableResult
  static func captureStandardError() -> Bool {
    ct_stderr_capture_begin() == 0
  }

  /// Points standard error back and writes out what was captured; idempotent.
  static func releaseStandardError() {
    ct_stderr_capture_end()
  }

  /// What a handler writes: stop mouse reporting, bracketed paste off, reset attributes,
  /// leave the alternate screen (as curses does, once ``noteScreen()`` has run), show the
  /// cursor, keypad off.
  static var resetSequence: String {
    String(cString: ct_guard_reset_sequence())
  }
}
