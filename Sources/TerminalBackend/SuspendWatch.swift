import CTerminal

/// ^Z (SIGTSTP) as a pipe the terminal's wait watches, so that the thread that runs curses
/// suspends between frames rather than a signal handler on any thread in the middle of one.
///
/// Curses' own handler did the suspend in the handler, on whichever thread the signal
/// reached, and curses ignores SIGTSTP while it writes each frame (`doupdate`), so a ^Z
/// pressed then was lost: one in twenty-five while a large document loaded. Started before
/// curses, the watch has SIGTSTP to itself: curses then leaves it alone for good.
enum SuspendWatch {
  /// Installs the handler and gives the pipe's read end, or -1 when SIGTSTP is ignored or
  /// handled by someone else (then ^Z does what it did); call it before curses starts.
  static func begin() -> Int32 {
    ct_suspend_watch_begin()
  }

  /// Whether ^Z asked for a suspend since the last call; forgets the asking.
  static func take() -> Bool {
    ct_suspend_watch_take() != 0
  }

  /// Stops the process as ^Z does by default, until it is continued (`fg`); the terminal
  /// must be the shell's first (`endwin`).
  static func stop() {
    ct_suspend_stop()
  }

  /// Stops the whole process group, as the kernel does for a program that touches the
  /// terminal from the background, until it is the terminal's foreground group again (`fg`);
  /// returns at once in the foreground.
  ///
  /// Continued in the background (`bg`), a suspended process must stop again, but not alone:
  /// a shell continues a job on `fg` only when all of its processes are stopped, so one that
  /// stopped by itself while the writer of its pipe (`slow | listtui -`) ran on was left
  /// stopped for good.
  static func awaitForeground(on descriptor: Int32) {
    ct_suspend_await_foreground(descriptor)
  }

  /// Puts back the SIGTSTP handling found at ``begin()`` and closes the pipe; idempotent.
  static func end() {
    ct_suspend_watch_end()
  }
}
