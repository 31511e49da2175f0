import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A way for `listtui` to end, and the exit status the shell should see.
struct WayOut: CustomTestStringConvertible, Sendable {
  /// Keys to press, or nil to send `signal`.
  var keys: [String]?
  /// The signal to send with kill(2).
  var signal: Int32 = 0
  /// The exit status the shell should report: 0, or 128 + the signal.
  var status: Int32
  /// A name for the test report.
  var testDescription: String

  static let all: [WayOut] =
    [
      WayOut(keys: ["q"], status: 0, testDescription: "q"),
      WayOut(keys: ["C-c"], status: 130, testDescription: "^C"),
    ]
    + fatalSignals.map { signal, name in
      WayOut(signal: signal, status: 128 + signal, testDescription: name)
    }

  /// The signals whose default action ends a process, by name.
  static let fatalSignals: [(Int32, String)] = {
    var signals = [
      (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGTRAP, "SIGTRAP"), (SIGILL, "SIGILL"),
      (SIGABRT, "SIGABRT"), (SIGSEGV, "SIGSEGV"), (SIGUSR1, "SIGUSR1"), (SIGUSR2, "SIGUSR2"),
      (SIGALRM, "SIGALRM"), (SIGXCPU, "SIGXCPU"), (SIGXFSZ, "SIGXFSZ"), (SIGVTALRM, "SIGVTALRM"),
      (SIGPROF, "SIGPROF"), (SIGSYS, "SIGSYS"), (SIGPIPE, "SIGPIPE"),
    ]
    #if os(Linux)
    signals += [(SIGSTKFLT, "SIGSTKFLT"), (SIGPWR, "SIGPWR"), (SIGIO, "SIGIO")]
    signals += [
      (__libc_current_sigrtmin(), "SIGRTMIN"), (__libc_current_sigrtmax(), "SIGRTMAX"),
    ]
    #endif
    return signals
  }()
}

@Suite("The listtui binary leaves the terminal as it found it, however it ends")
struct TerminalRestoreTests {
  @Test("the settings, screen, cursor and mouse are restored", arguments: WayOut.all)
  func restores(way: WayOut) async throws {
    let app = try await ListTUISession()
    defer { app.close() }
    try app.tmux.sendKeys("j")
    let running = try app.modes()
    #expect(running.alternateScreen && !running.cursorVisible && running.mouse)
    if let keys = way.keys {
      try app.tmux.tmux(["send-keys", "-t", "e2e"] + keys)
    } else {
      #expect(kill(try await app.pid(), way.signal) == 0)
    }
    let status = try await app.exitStatus()
    #expect(status == way.status)
    let settings = app.settings()
    #expect(settings.before != nil)
    #expect(settings.after == settings.before, "stty -g differs after \(way.testDescription)")
    #expect(try app.modes() == .restored)
    // The status file is written just before the shell echoes the line: wait for it to show.
    let shellLine = try await app.tmux.wait {
      try app.screen().contains { $0 == "EXIT=\(way.status)" }
    }
    #expect(shellLine, "the shell's output is not on the primary screen")
    // Bracketed paste is off again: a paste reaches the terminal, which echoes it, unwrapped.
    try PasteTests.paste("pasted-after-exit", into: app)
    try await app.tmux.wait { try app.screen().contains { $0.contains("pasted-after-exit") } }
    let echoed = try app.screen().first { $0.contains("pasted-after-exit") } ?? ""
    #expect(echoed == "pasted-after-exit", "bracketed paste still on: \(echoed)")
  }

  @Test("^C quits even while the app is busy drawing")
  func interruptWhileBusy() async throws {
    let app = try await ListTUISession()
    defer { app.close() }
    try app.tmux.sendLiteral(String(repeating: "jk", count: 200))
    try app.tmux.sendKeys("C-c")
    #expect(try await app.exitStatus() == 130)
    let settings = app.settings()
    #expect(settings.after == settings.before)
    #expect(try app.modes() == .restored)
  }
}
