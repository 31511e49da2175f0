import Foundation

/// A tmux server of its own running one command in a pane (80x24 by default), for driving
/// the real `listtui` binary as a user would: keys in, screens out.
///
/// Each session uses its own socket (`tmux -L`), so tests can run in parallel, and
/// ``close()`` (or deinit) always kills its server. Waiting is done by polling with a timeout,
/// never by fixed sleeps.
///
/// ```swift
/// let session = try TmuxSession(command: "top")
/// defer { session.close() }
/// try session.sendKeys("q")
/// ```
final class TmuxSession {
  /// Why a session could not do what was asked.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The name of this session's tmux socket.
  let socket: String
  /// The path of the server's socket, which tmux leaves behind and ``close()`` removes.
  private var socketPath: String?
  /// Whether ``close()`` has run.
  private var isClosed = false

  /// Starts a detached tmux server with one pane of `width` x `height` running `command`
  /// (a shell command line), with global `options` set first (`window-style` to `bg=#ffffff`
  /// makes tmux answer a query of the background colour with white).
  init(
    command: String, width: Int = 80, height: Int = 24, options: [String: String] = [:]
  ) throws {
    socket = "listtui-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    let settings = options.sorted { $0.key < $1.key }.flatMap {
      ["set-option", "-g", $0.key, $0.value, ";"]
    }
    try tmux(
      (settings.isEmpty ? [] : ["start-server", ";"] + settings)
        + ["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "e2e", command])
    socketPath = try display("#{socket_path}")
  }

  deinit { close() }

  /// Kills the tmux server and removes its socket; idempotent.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    _ = try? tmux(["kill-server"])
    if let socketPath { unlink(socketPath) }
  }

  /// Runs a tmux command on this session's server and returns what it printed.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    // Not inside another tmux; and `swift test` sets NO_COLOR=1 when its output is not a
    // terminal, which the app would obey. Tests that want it set it for the app.
    environment["TMUX"] = nil
    environment["NO_COLOR"] = nil
    // A host with no locale set would have the app say, at every start, that the character
    // set is not UTF-8 (see LocaleNoticeTests); tests that want that set it for the app.
    if ["LC_ALL", "LC_CTYPE", "LANG"].allSatisfy({ environment[$0] == nil }) {
      environment["LANG"] = "C.UTF-8"
    }
    let result = try Subprocess.run(
      "tmux", ["-u", "-L", socket, "-f", "/dev/null"] + arguments, environment: environment)
    guard result.status == 0 else {
      throw Failure(
        description: "tmux \(arguments.joined(separator: " ")) failed: \(result.errors)")
    }
    return result.output
  }

  /// Presses keys, named as tmux names them: `j`, `Down`, `C-c`, `Enter`.
  func sendKeys(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "e2e"] + keys)
  }

  /// Types text literally, escape sequences included.
  func sendLiteral(_ text: String) throws {
    try tmux(["send-keys", "-t", "e2e", "-l", text])
  }

  /// The pane's lines, one per row, trailing spaces trimmed.
  func screen() throws -> [String] {
    let text = try tmux(["capture-pane", "-p", "-t", "e2e"])
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The pane's text with its attributes and colours as SGR escape sequences; with
  /// `keepingTrailingBlanks`, the blanks at each line's end too (`-N`), which tmux otherwise
  /// drops even in reverse video.
  func styledScreen(keepingTrailingBlanks: Bool = false) throws -> String {
    try tmux(["capture-pane", "-p", "-e"] + (keepingTrailingBlanks ? ["-N"] : []) + ["-t", "e2e"])
  }

  /// Starts copying everything the pane's program writes to the terminal into a file.
  func startRecording(to path: String) throws {
    try tmux(["pipe-pane", "-t", "e2e", "-o", "cat > \(ListTUISession.quoted(path))"])
  }

  /// Stops copying the pane's output.
  func stopRecording() throws {
    try tmux(["pipe-pane", "-t", "e2e"])
  }

  /// A tmux format evaluated for the pane, such as `#{alternate_on}`.
  func display(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", "e2e", format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Resizes the window, as a user resizing the terminal would.
  func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-t", "e2e", "-x", "\(width)", "-y", "\(height)"])
  }

  /// Polls `condition` every 20 ms until it holds or `timeout` passes; returns whether it held.
  @discardableResult
  func wait(
    timeout: Duration = .seconds(5), until condition: () throws -> Bool
  ) async throws -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline {
      if try condition() { return true }
      try await Task.sleep(for: .milliseconds(20))
    }
    return try condition()
  }
}
