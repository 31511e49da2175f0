import AppCore
import ArgumentParser
import FeedApp
import FeedModel
import ListKit
import TerminalBackend

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ListTUI {
  /// `--dump`: loads the whole document strictly, presses the keys without a terminal and
  /// prints the screen as plain text, as the terminal would be sent it.
  func runDump() throws {
    let source = try resolvedDocumentSource()
    let snapshot: DocumentSnapshot
    do {
      snapshot = try DocumentLoader.load(source, media: mediaSource, ownerName: user)
    } catch {
      Self.complain("\(error)")
      throw ExitCode(error.exitStatus)
    }
    let start = try startRoutes(in: snapshot, name: source.displayName)
    let size = (self.size ?? ScreenSize(width: 80, height: 24)).size
    let wakeup = Wakeup()
    let shell = AppShell(
      state: DocumentState(name: source.displayName, snapshot: snapshot), start: start,
      theme: TerminalEnvironment.wantsColor ? .color : .monochrome, size: size, wakeup: wakeup)
    shell.usesMouse = !noMouse
    // Nothing but the screen is printed: `y` says it copies nothing.
    shell.clipboardProblem = StatusMessage(
      "Not copied: --dump has no terminal to copy to", or: "Not copied: --dump", "Not copied")
    // A warning's place may be a name from an archive: escaped, as in an error.
    let name = source.displayName.escapingControlCharacters
    for warning in snapshot.warnings {
      Self.complain("\(name): warning: \(warning.description.escapingControlCharacters)")
    }
    if snapshot.warningCount > snapshot.warnings.count {
      Self.complain(
        "\(name): … and \(snapshot.warningCount - snapshot.warnings.count) more warnings")
    }
    shell.showsPictures = !noImages
    let driver = HeadlessDriver(
      app: shell, size: size, colorCount: TerminalEnvironment.wantsColor ? 256 : 0)
    // A terminal wraps a long text between key presses; here all of it is wrapped before the
    // next key, so that the screen printed is the same however fast keys would have come.
    // Only the last frame is printed: a frame drawn for nothing costs every cell of the screen
    // (a million at 1000x1000), so none is drawn here but those the driver draws per key.
    finishLayout(driver)
    for event in (try? Event.sequence(from: keys ?? "")) ?? [] where !driver.hasQuit {
      driver.send([event])
      finishLayout(driver)
    }
    // The pictures on screen are drawn in the background: wait for them and the layout they
    // bring, a few seconds at most.
    let frame = driver.settlePictures(within: .seconds(5))
    // As the terminal is sent the screen, so that the dump has its columns: `👍🏽` as `👍`.
    try Self.writeOut(frame.terminalLines().joined(separator: "\n") + "\n")
  }

  /// Writes the screen to standard output, or says why it cannot and exits 74 (EX_IOERR), as
  /// `cat` does: a full disk or a closed pipe (with SIGPIPE ignored) loses the screen.
  static func writeOut(_ text: String) throws {
    guard let reason = writeAll(text, to: STDOUT_FILENO) else { return }
    complain("cannot write the screen to standard output: \(reason)")
    throw ExitCode(74)
  }

  /// Lays out what the screen has left to, such as a long text's wrapping.
  private func finishLayout(_ driver: HeadlessDriver<AppShell>) {
    while driver.app.hasLayoutLeft, !driver.hasQuit { driver.takePendingWork() }
  }
}
