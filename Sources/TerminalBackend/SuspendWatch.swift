import CTerminal

/// ^Z (SIGTSTP) as a pipe the terminal's wait watches, so that the thread that runs curses
/// suspends between frames rather than a signal handler on any thread in the middle of one.
///
/// SIGCONT wakes the same wait, so that the screen is taken back after a stop from outside.
///
/// Curses' own handler did the suspend in the handler, on whichever thread the signal
/// reached, and curses ignores SIGTSTP while it writes each frame (`doupdate`), so a ^Z
/// pressed then was lost: one in twenty-five while a large document loaded. Started before
/// curses, the watch has SIGTSTP to itself: curses then leaves it alone for good.
enum SuspendWatch {
  /// Installs the handler and gives the pipe's read end, or -1 when SIGTSTP is ignored or
  /// handled by someone else (then ^Z does what it did); call it before curses starts.
  ///
  /// SIGTTIN and SIGTTOU sent from outside (`kill -TTOU`) while the app has `terminal` ask for
  /// a suspend too, so that the terminal is given back before the stop, and the screen taken
  /// back once continued; sent in the background (by the kernel), they stop the process as
  /// they did. Without a terminal (-1), they are left as they are.
  static func begin(terminal: Int32 = -1) -> Int32 {
    ct_suspend_watch_begin(terminal)
  }

  /// Notes a ^Z read as a key, as the handler notes SIGTSTP, without stopping anything yet;
  /// false when the watch is not on.
  ///
  /// The rest of the process group (a script that runs the app, the writer of its pipe) is
  /// stopped by ``stop()``, once the terminal is the shell's again.
  static func ask() -> Bool {
    ct_suspend_watch_ask() == 0
  }

  /// What the watch has seen since the last look.
  struct Seen: OptionSet {
    let rawValue: Int32

    /// ^Z asked for a suspend.
    static let asked = Seen(rawValue: CT_SUSPEND_ASKED)
    /// The process was continued (SIGCONT): after the watch's own stop, or after a stop from
    /// outside (SIGSTOP), which no handler sees and during which the shell put its own
    /// terminal settings back.
    static let continued = Seen(rawValue: CT_SUSPEND_CONTINUED)
  }

  /// What happened since the last call; forgets it.
  static func take() -> Seen {
    Seen(rawValue: ct_suspend_watch_take())
  }

  /// Forgets a continue seen since the last look, keeping a ^Z.
  ///
  /// The continue that ends the watch's own stop is expected. After that stop (`awaiting`),
  /// this first waits up to 100 ms for the continue to be seen, since its handler runs a moment
  /// after the process goes on.
  static func forgetContinued(awaiting: Bool) {
    ct_suspend_watch_forget_continued(awaiting ? 1 : 0)
  }

  /// Stops the process group as ^Z does by default, until it is continued (`fg`); the
  /// terminal must be the shell's first (`endwin`).
  ///
  /// The others in the group stop only now: stopped at the ^Z, a script that runs the app let
  /// the shell take the terminal back while the app still set its settings, which stopped
  /// the app until `fg`, after which it stopped again, alone, for good.
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
