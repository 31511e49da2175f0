import AppCore
import ArgumentParser
import FeedApp
import FeedModel
import Foundation
import ListKit
import TerminalBackend

extension ListTUI {
  /// Runs the app in the terminal: the terminal starts at once and the document loads in the
  /// background, part by part.
  func runInteractive() throws {
    try TerminalEnvironment.checkTerminal()
    var source = documentSource
    if case .standardInput = source, isatty(STDIN_FILENO) == 1 {
      Self.complain("waiting for a document on standard input (end it with ^D)")
      source = try readTerminalInput()
    }
    let wakeup = Wakeup()
    let session = LoadingSession(source: source, media: mediaSource, wakeup: wakeup)
    session.start()
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
    do {
      try TerminalLoop.run(shell, options: TerminalOptions(mouse: !noMouse))
    } catch let error as TerminalError {
      Self.complain("\(error)")
      throw ExitCode(66)
    }
    if let failure = state.failure {
      Self.complain("\(failure)")
      throw ExitCode(failure.exitStatus)
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
        return (latest, try startRoutes(in: latest.document, name: name))
      }
    }
  }
}
