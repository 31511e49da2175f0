import AppCore
import ArgumentParser
import FeedApp
import FeedModel
import Foundation
import ListKit
import Pictures
import TerminalBackend

extension ListTUI {
  /// Runs the app in the terminal: the terminal starts at once and the document loads in the
  /// background, part by part.
  @MainActor
  func runInteractive() async throws {
    try TerminalEnvironment.checkTerminal()
    TerminalEnvironment.noteLocale()
    var source = try resolvedDocumentSource()
    if case .standardInput = source, isatty(STDIN_FILENO) == 1 {
      Self.complain("waiting for a document on standard input (end it with ^D)")
      source = try readTerminalInput()
    }
    let wakeup = Wakeup()
    let session = LoadingSession(
      source: source, media: mediaSource, ownerName: user, wakeup: wakeup)
    session.start()
    try reportEarlyFailure(of: session, wakeup: wakeup)
    var first = DocumentSnapshot(document: Document(), isComplete: false)
    var start: [Route] = [.feed]
    if wantsProfile {
      (first, start) = try waitForProfile(
        session: session, wakeup: wakeup, name: source.displayName)
    }
    let state = DocumentState(name: source.displayName, snapshot: first)
    let shell = AppShell(
      state: state, start: start, theme: TerminalEnvironment.wantsColor ? .color : .monochrome,
      session: session, wakeup: wakeup)
    shell.usesMouse = !noMouse
    shell.showsPictures = !noImages
    // tmux passes OSC 52 on only with `set-clipboard on`, which its default (`external`) is
    // not; a buffer loaded through tmux itself it always takes.
    if ProcessInfo.processInfo.environment["TMUX"]?.isEmpty == false {
      shell.clipboardCommand = TmuxClipboard.command
    }
    if TerminalEnvironment.isLinuxConsole {
      // Its fonts have code page 437's glyphs: the full block, the half blocks and the shades
      // and no other block, box lines but no heavy ones, a few arrows, no `…` `⚠` `★`.
      shell.glyphs = .console
      shell.clipboardProblem = StatusMessage(
        "Not copied: the Linux console has no clipboard", or: "Not copied: no clipboard",
        "Not copied")
    }
    // Pictures blend with the terminal's background: as `COLORFGBG` says until the terminal
    // answers, if it does.
    let colorFGBG = ProcessInfo.processInfo.environment["COLORFGBG"]
    if let background = Terminal.background(colorFGBG: colorFGBG) {
      _ = shell.handle(.background(background))
    }
    do {
      try await TerminalLoop.run(
        shell, options: TerminalOptions(mouse: !noMouse, asksForBackground: !noImages))
    } catch let error as TerminalError {
      Self.complain("\(error)")
      throw ExitCode(66)
    }
    if let failure = state.failure {
      Self.complain("\(failure)")
      throw ExitCode(failure.exitStatus)
    }
  }

  /// Waits a moment for the loader, until it has an entry to show, and exits with its error if
  /// it failed before reading one.
  ///
  /// A loader fails at once for a missing file, one that is not a document, or one whose first
  /// entry is wrong: the error is then said without the screen starting. Later errors with no
  /// entry read end the app as soon as they come (see `AppShell.takePendingWork()`).
  private func reportEarlyFailure(of session: LoadingSession, wakeup: Wakeup) throws {
    // Whatever came stays in the mailbox: the app's loop is woken to take it.
    defer { wakeup.signal() }
    let deadline = ContinuousClock.now + .milliseconds(150)
    while ContinuousClock.now < deadline {
      if let failure = session.failureBeforeAnything {
        Self.complain("\(failure)")
        throw ExitCode(failure.exitStatus)
      }
      if session.hasSomethingToShow { return }
      let left = deadline - ContinuousClock.now
      let milliseconds = Int32(max(1, (left / .milliseconds(1)).rounded(.up)))
      // Woken by a part (perhaps users alone) or an error.
      if wakeup.wait(milliseconds: milliseconds) { wakeup.clear() }
    }
  }

  /// Reads a document typed at the terminal, to its end, before the screen starts.
  private func readTerminalInput() throws -> DocumentSource {
    do {
      let bytes = try ByteInput.standardInput().readAll()
      return .text(String(decoding: bytes, as: UTF8.self), name: "<stdin>")
    } catch {
      Self.complain("\(error)")
      throw ExitCode(error.exitStatus)
    }
  }

  /// Waits until the document names the user whose profile was asked for (users come first,
  /// so this is at once), or is complete; then the screens to open.
  private func waitForProfile(
    session: LoadingSession, wakeup: Wakeup, name: String
  ) throws -> (DocumentSnapshot, [Route]) {
    var latest = DocumentSnapshot(document: Document(), isComplete: false)
    while true {
      _ = wakeup.wait(milliseconds: -1)
      wakeup.clear()
      guard let mail = session.take() else { continue }
      if let failure = mail.failure {
        Self.complain("\(failure)")
        throw ExitCode(failure.exitStatus)
      }
      if let snapshot = mail.snapshot { latest = snapshot }
      let found = try? profileID(in: latest.document, name: name)
      if found != nil || latest.isComplete {
        return (latest, try startRoutes(in: latest, name: name))
      }
    }
  }
}
