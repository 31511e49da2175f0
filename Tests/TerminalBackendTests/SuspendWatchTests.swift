import Dispatch
import Render
import Testing

@testable import TerminalBackend

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// ^Z reaches the suspend watch at any moment.
///
/// That includes while curses writes a frame, when curses' own handling ignores SIGTSTP.
/// Each test runs in a child process of its own: it changes how the process handles SIGTSTP,
/// and curses decides once per process whether to touch SIGTSTP.
@Suite("Suspend watch")
struct SuspendWatchTests {
  @Test("^Z sent while a frame is being written still asks for a suspend")
  func signalWhileWriting() async {
    await #expect(processExitsWith: .success) { SuspendWatchTests.signalWhileWriting() }
  }

  /// In a child process: starts the watch and then a curses screen that writes to a full pipe,
  /// so that drawing a frame blocks inside `doupdate`; sends SIGTSTP to the process while it
  /// is blocked there, and exits 0 if the watch was asked to suspend.
  static func signalWhileWriting() -> Never {
    // SIGTSTP as a shell with job control leaves it to a job: default, and not blocked.
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    sigaction(SIGTSTP, &action, nil)
    var tstp = sigset_t()
    sigemptyset(&tstp)
    sigaddset(&tstp, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &tstp, nil)
    let watch = SuspendWatch.begin()
    guard watch >= 0 else { exit(2) }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0, let output = fdopen(ends[1], "w"),
      let input = fopen("/dev/null", "r")
    else { exit(3) }
    guard
      let screen = try? CursesScreen(
        type: "xterm-256color", output: output, input: input, color: false)
    else { exit(4) }
    screen.resize(to: Size(width: 80, height: 24))
    // Fill the pipe: the frame's first write then waits for the reader.
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    var block = [UInt8](repeating: 0x20, count: 4096)
    while write(ends[1], &block, block.count) > 0 {}
    while write(ends[1], &block, 1) > 0 {}
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) & ~O_NONBLOCK)
    let drawer = threadPath()
    let readEnd = ends[0]
    DispatchQueue.global().async {
      waitUntilWritingToPipe(thread: drawer)
      kill(getpid(), SIGTSTP)
      // The handler runs on whichever thread takes the signal: give it a moment to answer.
      var entry = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
      _ = poll(&entry, 1, 2000)
      var bytes = [UInt8](repeating: 0, count: 65_536)
      while read(readEnd, &bytes, bytes.count) > 0 {}
    }
    var frame = Buffer(width: 80, height: 24)
    for y in 0..<24 { frame.write("line \(y) of a frame written to a full pipe", x: 0, y: y) }
    screen.draw(frame)
    exit(SuspendWatch.take() == .asked ? 0 : 1)
  }

  @Test("SIGCONT alone is seen as a continue, not as ^Z, and a ^Z outlives a forgotten continue")
  func continueIsNotSuspend() async {
    await #expect(processExitsWith: .success) { SuspendWatchTests.continueIsNotSuspend() }
  }

  /// In a child process: starts the watch, sends itself SIGCONT, and exits 0 if the watch saw
  /// a continue and no ^Z; then ^Z and SIGCONT, and forgetting the continue keeps the ^Z.
  static func continueIsNotSuspend() -> Never {
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    sigaction(SIGTSTP, &action, nil)
    let watch = SuspendWatch.begin()
    guard watch >= 0 else { exit(2) }
    var entry = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
    kill(getpid(), SIGCONT)
    _ = poll(&entry, 1, 2000)
    guard SuspendWatch.take() == .continued else { exit(3) }
    guard SuspendWatch.take().isEmpty else { exit(4) }
    // Each handler runs on whichever thread takes its signal: the ^Z is in before SIGCONT.
    kill(getpid(), SIGTSTP)
    _ = poll(&entry, 1, 2000)
    kill(getpid(), SIGCONT)
    SuspendWatch.forgetContinued(awaiting: true)
    exit(SuspendWatch.take() == .asked ? 0 : 1)
  }

  /// The calling thread's folder in `/proc`, such as `/proc/41/task/42`.
  static func threadPath() -> String {
    var link = [CChar](repeating: 0, count: 64)
    let count = readlink("/proc/thread-self", &link, link.count)
    let bytes = link.prefix(max(0, count)).map { UInt8(bitPattern: $0) }
    return "/proc/" + String(decoding: bytes, as: UTF8.self)
  }

  /// Waits until the thread whose `/proc` folder is `thread` sleeps in a write to a full pipe,
  /// five seconds at most.
  static func waitUntilWritingToPipe(thread: String) {
    for _ in 0..<500 {
      let file = open(thread + "/wchan", O_RDONLY)
      if file >= 0 {
        var name = [UInt8](repeating: 0, count: 128)
        let count = read(file, &name, name.count)
        close(file)
        if String(decoding: name.prefix(max(0, count)), as: UTF8.self).contains("pipe_write") {
          return
        }
      }
      usleep(10_000)
    }
  }
}
