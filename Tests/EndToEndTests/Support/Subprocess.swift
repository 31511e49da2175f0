import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and waits for it, with the signal state of a fresh login shell.
///
/// The test runner's threads block most signals, and a child inherits that mask: a tmux
/// server started from here would pass it on to the pane, where ^C and kill(1) would then do
/// nothing. So the child starts with no signal blocked and default handlers, standard input
/// from `/dev/null`, and its output in files (a daemon such as the tmux server must not hold a
/// pipe that the test waits to close).
enum Subprocess {
  /// What a run printed, and its exit status.
  struct Result {
    /// The exit status, or 128 + the signal that ended it.
    var status: Int32
    /// What it printed on standard output.
    var output: String
    /// What it printed on standard error.
    var errors: String
  }

  /// Why a program could not be run.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Signals reset to their default action in the child: the test runner may ignore some.
  static let defaultSignals =
    [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU, SIGALRM, SIGUSR1,
      SIGUSR2, SIGCHLD, SIGWINCH, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
    ] + WayOut.fatalSignals.map(\.0)

  /// Runs `program` (looked up on `PATH`) with `arguments` and `environment`, and waits.
  static func run(
    _ program: String, _ arguments: [String], environment: [String: String]
  ) throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "listtui-subprocess-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputPath = folder.appending(path: "out").path
    let errorsPath = folder.appending(path: "err").path

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var nothing = sigset_t()
    sigemptyset(&nothing)
    posix_spawnattr_setsigmask(&attributes, &nothing)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in defaultSignals { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw Failure(description: "cannot run \(program): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw Failure(description: "waitpid failed for \(program)") }
    }
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Result(
      status: exitStatus,
      output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
      errors: (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "")
  }
}
