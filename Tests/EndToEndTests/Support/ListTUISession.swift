import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `listtui` running in a ``TmuxSession``, wrapped in a shell that records the
/// terminal settings before and after it, its process id and its exit status.
///
/// The pane runs, in effect:
/// `stty -g > before; listtui ARGS; stty -g > after; echo $? > status; sleep 600`,
/// with `trap : INT` in the shell so that ^C reaches only `listtui` and the shell carries on.
///
/// The pane outlives the app for the checks that follow its exit (the modes, the shell's
/// `EXIT=` line, a paste) until ``close()``; the sleep only ends a server a crashed test run
/// left behind. It was 60 s: in a run of the whole end-to-end suite on 2 cores each test took
/// over 110 s, and the server had gone by the time a test read the pane after the exit.
final class ListTUISession {
  /// The tmux session the app runs in.
  let tmux: TmuxSession

  /// Starts `listtui` with arguments, extra environment variables (and standard input from a
  /// file or a command, if given) in a pane of `width` x `height`, and waits until it has drawn
  /// its first screen and, unless `waitForLoading` is false, loaded the whole document; or,
  /// with `waitForScreen` false, only starts it.
  ///
  /// `tmuxOptions` are set in tmux first (see ``TmuxSession/init(command:width:height:options:)``).
  init(
    arguments: [String] = [], environment: [String: String] = [:], standardInput: String? = nil,
    inputCommand: String? = nil, width: Int = 80, height: Int = 24, waitForLoading: Bool = true,
    waitForScreen: Bool = true, tmuxOptions: [String: String] = [:]
  ) async throws {
    let binary = ListTUIProcess.binary
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw TmuxSession.Failure(description: "no listtui binary at \(binary); build it first")
    }
    let placeholder = "@FOLDER@"
    let command = ([binary] + arguments).map(ListTUISession.quoted).joined(separator: " ")
    let input = standardInput.map { " < \(ListTUISession.quoted($0))" } ?? ""
    let pipe = inputCommand.map { "\($0) | " } ?? ""
    let variables = environment.sorted { $0.key < $1.key }
      .map { "\($0.key)=\(ListTUISession.quoted($0.value)) " }.joined()
    let script = """
      trap : INT
      cd \(placeholder)
      export TZ=UTC
      stty -g > before
      \(pipe)\(variables)sh -c 'echo $$ > pid.tmp && mv pid.tmp pid && exec "$@"' listtui \(command)\(input)
      status=$?
      stty -g > after
      echo $status > status.tmp && mv status.tmp status
      echo EXIT=$status
      sleep 600
      """
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "listtui-run-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let scriptText = script.replacingOccurrences(
      of: placeholder, with: ListTUISession.quoted(folder.path))
    let scriptURL = folder.appending(path: "run.sh")
    try Data(scriptText.utf8).write(to: scriptURL)
    runFolder = folder
    tmux = try TmuxSession(
      command: "sh \(ListTUISession.quoted(scriptURL.path))", width: width, height: height,
      options: tmuxOptions)
    guard waitForScreen else { return }
    let drawn = try await tmux.wait(timeout: .seconds(10)) {
      let status = try self.screen().last ?? ""
      return try self.isOnAlternateScreen && !status.isEmpty
        && (!waitForLoading || !status.contains("loading…"))
    }
    guard drawn else {
      throw TmuxSession.Failure(
        description: "listtui did not draw a screen:\n"
          + (try tmux.screen()).joined(separator: "\n"))
    }
  }

  /// The folder of the run's files: `before`, `after`, `pid` and `status`.
  let runFolder: URL

  deinit { close() }

  /// Kills the tmux server and removes the run's files; idempotent.
  func close() {
    tmux.close()
    try? FileManager.default.removeItem(at: runFolder)
  }

  /// The screen's lines.
  func screen() throws -> [String] { try tmux.screen() }

  /// The process id of `listtui`.
  func pid() async throws -> pid_t {
    let url = runFolder.appending(path: "pid")
    try await tmux.wait { FileManager.default.fileExists(atPath: url.path) }
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw TmuxSession.Failure(description: "no pid in \(text.debugDescription)")
    }
    return pid
  }

  /// Whether `listtui` is still running.
  func isRunning() async throws -> Bool {
    kill(try await pid(), 0) == 0 && readFile("status") == nil
  }

  /// Waits for `listtui` to exit and returns its exit status as the shell saw it (128 + N
  /// for a signal), or nil if it did not exit in time.
  func exitStatus(timeout: Duration = .seconds(5)) async throws -> Int32? {
    try await tmux.wait(timeout: timeout) { self.readFile("status") != nil }
    return readFile("status").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  /// The terminal settings (`stty -g`) before `listtui` started and after it exited.
  func settings() -> (before: String?, after: String?) {
    (readFile("before"), readFile("after"))
  }

  /// Whether the pane shows the alternate screen.
  var isOnAlternateScreen: Bool {
    get throws { try tmux.display("#{alternate_on}") == "1" }
  }

  /// The pane's cursor visibility and mouse and keypad modes, as tmux tracks them.
  func modes() throws -> TerminalModes {
    let values = try tmux.display(
      "#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_standard_flag} "
        + "#{mouse_button_flag} #{mouse_all_flag} #{mouse_sgr_flag} #{keypad_cursor_flag} "
        + "#{keypad_flag}"
    ).split(separator: " ").map { $0 == "1" }
    guard values.count == 9 else {
      throw TmuxSession.Failure(description: "unexpected tmux flags \(values)")
    }
    return TerminalModes(
      alternateScreen: values[0], cursorVisible: values[1],
      mouse: values[2] || values[3] || values[4] || values[5], sgrMouse: values[6],
      keypad: values[7] || values[8])
  }

  /// The contents of one of the run's files, or nil if it is not there yet.
  private func readFile(_ name: String) -> String? {
    try? String(contentsOf: runFolder.appending(path: name), encoding: .utf8)
  }

  /// A string quoted for the shell.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// The terminal modes that a program must leave as it found them.
struct TerminalModes: Equatable, CustomStringConvertible {
  /// Whether the alternate screen is showing.
  var alternateScreen: Bool
  /// Whether the cursor is visible.
  var cursorVisible: Bool
  /// Whether any mouse reporting is on.
  var mouse: Bool
  /// Whether SGR mouse encoding is on.
  var sgrMouse: Bool
  /// Whether the cursor or numeric keypad is in application mode.
  var keypad: Bool

  /// The modes of a plain shell: primary screen, visible cursor, no mouse, normal keypad.
  static let restored = TerminalModes(
    alternateScreen: false, cursorVisible: true, mouse: false, sgrMouse: false, keypad: false)

  /// The modes listed.
  var description: String {
    "alternate=\(alternateScreen) cursor=\(cursorVisible) mouse=\(mouse) sgr=\(sgrMouse) "
      + "keypad=\(keypad)"
  }
}
