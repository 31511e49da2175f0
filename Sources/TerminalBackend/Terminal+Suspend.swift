import CNcursesw
import CTerminal

extension Terminal {
  /// Suspends if ^Z asked to since the last look: gives the terminal back to the shell, stops
  /// the process and, once it is continued (`fg`), takes the screen back; false if ^Z did not
  /// ask.
  ///
  /// ^Z only makes the suspend watch readable (see ``SuspendWatch``); the wait for
  /// input calls this before it reads or waits, so the suspend happens here, on the thread
  /// that runs curses and between frames, however busy the loop is. As curses' own handler
  /// did, it saves the shell's settings again (changed while stopped, they stay changed),
  /// throws away what was typed before the stop, and repaints the whole screen; and it pokes
  /// the resize watch, since the terminal may have been resized while the process was
  /// stopped. An answer the terminal still owes is read first (see ``TerminalReplies``), and
  /// the background colour is asked for again once back, as the theme may have changed.
  /// Bracketed paste and mouse reports are off meanwhile, and the cursor shows where
  /// the terminfo entry has no `cnorm` for `endwin` to show it (see
  /// `CursesScreen.setCursorVisible(_:)`).
  ///
  /// Stopped from outside instead (`kill -STOP`, which no handler sees), the process finds
  /// when it is continued that the shell has put its own settings back (echo, line editing),
  /// and takes the screen back the same way, with no stop of its own.
  @discardableResult
  func suspendIfAsked() -> Bool {
    let seen = SuspendWatch.take()
    guard !seen.isEmpty, !screen.isEnded else { return false }
    set_term(screen.screen)
    if options.mouse { MouseReporting.disable(on: inputDescriptor) }
    BracketedPaste.disable(on: inputDescriptor)
    TerminalReplies.drain(on: inputDescriptor)
    screen.clearIfNoAlternateScreen()
    endwin()
    let hidesCursorByHand = screen.showCursorHiddenByHand()
    CrashGuard.noteSuspended(true)
    if seen.contains(.asked) { SuspendWatch.stop() }
    // Continued in the background (`bg`), it stops again until it is the terminal's again
    // (`fg`), as vim does: it must not draw over the shell, nor take its keys. The whole job
    // stops, as the kernel stops it for vim, the writer of its pipe too: a shell continues a
    // job on `fg` only if all of it is stopped.
    while !isInForeground {
      // Continued by `kill %1` (SIGTERM, then SIGCONT), the process is about to end on the
      // signal's handler: a moment for it before stopping again, which would leave it
      // stopped halfway through ending.
      usleep(50_000)
      if isInForeground { break }
      SuspendWatch.awaitForeground(on: inputDescriptor)
    }
    SuspendWatch.forgetContinued(awaiting: seen.contains(.asked))
    flushinp()
    def_shell_mode()
    // Back from `endwin`, `doupdate` sets the program's settings again, returns to the
    // alternate screen and repaints everything.
    doupdate()
    screen.writeWholeClusters()
    if hidesCursorByHand { screen.setCursorVisible(false) }
    if options.mouse { MouseReporting.enable(on: inputDescriptor) }
    BracketedPaste.resume(on: inputDescriptor)
    if options.asksForBackground { askForBackground() }
    CrashGuard.noteSuspended(false)
    ct_resize_watch_poke()
    return true
  }

  /// Whether the process group is the terminal's foreground one, or that cannot be told.
  var isInForeground: Bool {
    let foreground = tcgetpgrp(inputDescriptor)
    return foreground < 0 || foreground == getpgrp()
  }
}
