import Testing

@testable import TerminalBackend

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Crash guard")
struct CrashGuardTests {
  /// A file for a child process to stand in for its terminal.
  static func scratchPath(_ name: String, parent: pid_t) -> String {
    "/tmp/listtui-crash-guard-\(parent)-\(name)"
  }

  /// In a child process: guards a scratch file named after `signal` and raises `signal`.
  static func guardAndRaise(_ signal: Int32) -> Never {
    let path = scratchPath("signal-\(signal)", parent: getppid())
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0, CrashGuard.install(on: descriptor) else { exit(2) }
    // The exit-test child starts with these signals blocked: the guard must unblock them.
    raise(signal)
    exit(3)
  }

  /// The signals beside the traps, faults and requests to stop whose default action ends the
  /// process, the first and last real-time ones included.
  static let otherFatalSignals: [Int32] = {
    var signals = [
      SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
    ]
    #if os(Linux)
    let realTime = __libc_current_sigrtmin()...__libc_current_sigrtmax()
    signals += [SIGSTKFLT, SIGPWR, SIGIO, realTime.lowerBound, realTime.lowerBound + 1]
    signals += [realTime.upperBound]
    #endif
    return signals
  }()

  /// In a child process: gives `signal` its default action, as in a fresh process, then guards
  /// a scratch file named after it and raises it.
  static func guardAndRaiseFromDefault(_ signal: Int32) -> Never {
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    guardAndRaise(signal)
  }

  /// In a child process: gives `signal` `handling` (SIG_IGN, or a handler that exits 7), then
  /// guards a scratch file and raises it; exits 0 if it survived.
  static func guardAndRaise(_ signal: Int32, ignored: Bool) -> Never {
    let path = scratchPath("kept-\(signal)", parent: getppid())
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    #if os(Linux)
    action.__sigaction_handler.sa_handler = ignored ? SIG_IGN : { _ in _exit(7) }
    #else
    action.__sigaction_u.__sa_handler = ignored ? SIG_IGN : { _ in _exit(7) }
    #endif
    sigaction(signal, &action, nil)
    guard descriptor >= 0, CrashGuard.install(on: descriptor) else { exit(2) }
    unblock(signal)
    raise(signal)
    // Survived: given back, the terminal is not reset again on the way out.
    CrashGuard.remove()
    exit(0)
  }

  /// Writes text to file descriptor 2, as the Swift runtime does with a fatal error.
  static func writeError(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }

  /// Unblocks a signal for this thread; the exit-test child starts with some blocked.
  static func unblock(_ signal: Int32) {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, signal)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// The text the child of ``guardAndRaise(_:)`` wrote before dying of `signal`.
  func written(before signal: Int32) throws -> String {
    let path = CrashGuardTests.scratchPath("signal-\(signal)", parent: getpid())
    defer { unlink(path) }
    return try contents(of: path)
  }

  @Test("a runtime trap (SIGTRAP) writes the reset sequence and dies of SIGTRAP")
  func trap() async throws {
    await #expect(processExitsWith: .signal(SIGTRAP)) { CrashGuardTests.guardAndRaise(SIGTRAP) }
    #expect(try written(before: SIGTRAP) == CrashGuard.resetSequence)
  }

  @Test("a runtime trap (SIGILL) writes the reset sequence and dies of SIGILL")
  func illegalInstruction() async throws {
    await #expect(processExitsWith: .signal(SIGILL)) { CrashGuardTests.guardAndRaise(SIGILL) }
    #expect(try written(before: SIGILL) == CrashGuard.resetSequence)
  }

  @Test("^C (SIGINT) writes the reset sequence and dies of SIGINT")
  func interrupt() async throws {
    await #expect(processExitsWith: .signal(SIGINT)) { CrashGuardTests.guardAndRaise(SIGINT) }
    #expect(try written(before: SIGINT) == CrashGuard.resetSequence)
  }

  @Test("SIGHUP writes the reset sequence and dies of SIGHUP")
  func hangUp() async throws {
    await #expect(processExitsWith: .signal(SIGHUP)) { CrashGuardTests.guardAndRaise(SIGHUP) }
    #expect(try written(before: SIGHUP) == CrashGuard.resetSequence)
  }

  @Test("a segmentation fault writes the reset sequence and dies of SIGSEGV")
  func segmentationFault() async throws {
    await #expect(processExitsWith: .signal(SIGSEGV)) { CrashGuardTests.guardAndRaise(SIGSEGV) }
    #expect(try written(before: SIGSEGV) == CrashGuard.resetSequence)
  }

  @Test(
    "any other signal that ends a process writes the reset sequence and dies of the same signal",
    arguments: otherFatalSignals)
  func otherFatalSignal(signal: Int32) async throws {
    await #expect(processExitsWith: .signal(signal)) { [signal] in
      CrashGuardTests.guardAndRaiseFromDefault(signal)
    }
    #expect(try written(before: signal) == CrashGuard.resetSequence)
  }

  @Test(
    "a signal ignored or handled before the guard stays so, and nothing is written",
    arguments: [SIGPIPE, SIGUSR1, SIGALRM])
  func keptHandling(signal: Int32) async throws {
    let path = CrashGuardTests.scratchPath("kept-\(signal)", parent: getpid())
    defer { unlink(path) }
    await #expect(processExitsWith: .success) { [signal] in
      CrashGuardTests.guardAndRaise(signal, ignored: true)
    }
    #expect(try contents(of: path) == "")
    await #expect(processExitsWith: .exitCode(7)) { [signal] in
      CrashGuardTests.guardAndRaise(signal, ignored: false)
    }
    #expect(try contents(of: path) == "")
  }

  /// In a child process: guards a scratch file and traps as Swift does on an index out of
  /// range (SIGILL on x86-64, SIGTRAP on arm64).
  static func guardAndTrap() -> Never {
    let path = scratchPath("trap", parent: getppid())
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0, CrashGuard.install(on: descriptor) else { exit(2) }
    let empty = [Int](repeating: 0, count: Int(getpid() % 1))
    _ = empty[Int(descriptor)]
    exit(3)
  }

  @Test("a Swift runtime trap, index out of range, writes the reset sequence")
  func runtimeTrap() async throws {
    let result = await #expect(processExitsWith: .failure) { CrashGuardTests.guardAndTrap() }
    #expect(result?.exitStatus == .signal(SIGILL) || result?.exitStatus == .signal(SIGTRAP))
    let path = CrashGuardTests.scratchPath("trap", parent: getpid())
    defer { unlink(path) }
    #expect(try contents(of: path) == CrashGuard.resetSequence)
  }

  @Test(
    "the reset sequence leaves the alternate screen, shows the cursor, stops the mouse and bracketed paste"
  )
  func resetSequence() {
    let sequence = CrashGuard.resetSequence
    for part in [
      "\u{1B}[?1049l", "\u{1B}[?25h", "\u{1B}[?1000l", "\u{1B}[?1002l", "\u{1B}[?2004l",
      "\u{1B}[?1003l", "\u{1B}[?1006l", "\u{1B}[?1l\u{1B}>",
    ] {
      #expect(sequence.contains(part), "\(part.debugDescription)")
    }
  }

  @Test("exit() while the guard is installed writes the reset sequence and keeps the status")
  func exitWhileGuarded() async throws {
    let path = CrashGuardTests.scratchPath("exit", parent: getpid())
    defer { unlink(path) }
    await #expect(processExitsWith: .exitCode(5)) {
      let path = CrashGuardTests.scratchPath("exit", parent: getppid())
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      guard descriptor >= 0, CrashGuard.install(on: descriptor) else { exit(2) }
      exit(5)
    }
    #expect(try contents(of: path) == CrashGuard.resetSequence)
  }

  @Test("exit() after the guard is removed writes nothing")
  func exitAfterRemoved() async throws {
    let path = CrashGuardTests.scratchPath("exit-removed", parent: getpid())
    defer { unlink(path) }
    await #expect(processExitsWith: .exitCode(5)) {
      let path = CrashGuardTests.scratchPath("exit-removed", parent: getppid())
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      guard descriptor >= 0, CrashGuard.install(on: descriptor) else { exit(2) }
      CrashGuard.remove()
      exit(5)
    }
    #expect(try contents(of: path) == "")
  }

  @Test("once removed, the guard writes nothing and the signal acts as before")
  func removed() async throws {
    let path = CrashGuardTests.scratchPath("removed", parent: getpid())
    defer { unlink(path) }
    await #expect(processExitsWith: .signal(SIGTERM)) {
      let path = CrashGuardTests.scratchPath("removed", parent: getppid())
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      guard descriptor >= 0, CrashGuard.install(on: descriptor) else { exit(2) }
      CrashGuard.remove()
      CrashGuardTests.unblock(SIGTERM)
      raise(SIGTERM)
      exit(3)
    }
    #expect(try contents(of: path) == "")
  }

  @Test("only one guard is installed at a time")
  func single() async {
    await #expect(processExitsWith: .success) {
      guard CrashGuard.install(on: -1), !CrashGuard.install(on: -1) else { exit(2) }
      CrashGuard.remove()
      guard CrashGuard.install(on: -1), !CrashGuard.restoreSettings() else { exit(3) }
      exit(0)
    }
  }

  /// The text of a file.
  func contents(of path: String) throws -> String {
    let file = try #require(fopen(path, "r"))
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 256)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      if count == 0 { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test("what was written to stderr while curses had the screen is shown after a trap")
  func fatalErrorMessageSurvives() async throws {
    let result = await #expect(
      processExitsWith: .signal(SIGTRAP), observing: [\.standardErrorContent]
    ) {
      let path = CrashGuardTests.scratchPath("stderr", parent: getppid())
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      guard descriptor >= 0, CrashGuard.install(on: descriptor),
        CrashGuard.captureStandardError()
      else { exit(2) }
      CrashGuardTests.writeError("Fatal error: Index out of range\n")
      raise(SIGTRAP)
      exit(3)
    }
    unlink(CrashGuardTests.scratchPath("stderr", parent: getpid()))
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("Fatal error: Index out of range"))
  }

  @Test("captured stderr is written out when the capture ends, and not before")
  func capturedUntilReleased() async throws {
    let result = await #expect(
      processExitsWith: .exitCode(7), observing: [\.standardErrorContent]
    ) {
      guard CrashGuard.captureStandardError() else { exit(2) }
      CrashGuardTests.writeError("held back\n")
      CrashGuard.releaseStandardError()
      CrashGuardTests.writeError("after\n")
      exit(7)
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text == "held back\nafter\n")
  }
}
