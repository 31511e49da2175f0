import AppCore
import CTerminal
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Terminal {
  /// Waits for the next event, or for a signal of `wakeup`, on another thread.
  ///
  /// The main actor is free meanwhile: tasks that hop to it run while no key comes. Nil only
  /// when input is gone (or after ``stop()``). Gives what ``nextInput(wakeup:)`` gives. `TerminalLoop.run(_:options:) async` uses it.
  @MainActor
  public func waitForInput(wakeup: Wakeup?) async -> TerminalInput? {
    var idle = 0
    while !screen.isEnded {
      if suspendIfAsked() { return .event(.resume) }
      if let event = readWaitingEvent() { return .event(event) }
      let descriptors = waitedDescriptors(wakeup: wakeup)
      let revents = await withCheckedContinuation { continuation in
        DispatchQueue.global(qos: .userInteractive).async {
          continuation.resume(returning: Self.waitReadable(descriptors))
        }
      }
      switch outcome(ofWait: revents, idle: &idle) {
      case .input(let input): return input
      case .again: continue
      }
    }
    return nil
  }

  /// What a wait ended in: an input to return (nil when input is gone), or reading again.
  enum WaitOutcome {
    case input(TerminalInput?)
    case again
  }

  /// What a wait watches, in order: the terminal's input, the resize watch, the wake-up (-1,
  /// which `poll` skips, when there is none) and the suspend watch.
  func waitedDescriptors(wakeup: Wakeup?) -> [Int32] {
    [inputDescriptor, resizeDescriptor, wakeup?.descriptor ?? -1, suspendDescriptor]
  }

  /// Waits, as long as it takes, until one of `descriptors` is readable or fails.
  ///
  /// Gives what `poll` found for each, or nil if it failed. A signal does not end the wait: a
  /// resize makes the resize watch readable.
  static func waitReadable(_ descriptors: [Int32]) -> [Int16]? {
    var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    while true {
      if poll(&entries, nfds_t(entries.count), -1) >= 0 { return entries.map(\.revents) }
      if errno != EINTR { return nil }
    }
  }

  /// A resize, when the terminal's size is not the size the app knows.
  ///
  /// It changed while the process was stopped (the resize watch is poked once curses has the
  /// screen back), when the terminal's SIGWINCH went to the shell. Curses is told the size if
  /// it does not know it.
  func resizedWhileStopped() -> WaitOutcome? {
    var window = winsize()
    guard ioctl(inputDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0,
      window.ws_col > 0
    else { return nil }
    let actual = Size(width: Int(window.ws_col), height: Int(window.ws_row))
    guard actual != reportedSize else { return nil }
    if actual != size { resizeterm(Int32(actual.height), Int32(actual.width)) }
    screen.invalidate()
    return .input(.event(resizeEvent()))
  }

  /// The resize event of curses' size, now the size the app knows.
  func resizeEvent() -> Event {
    reportedSize = size
    return .resize(width: size.width, height: size.height)
  }

  /// What a wait on ``waitedDescriptors(wakeup:)`` means.
  ///
  /// After ^Z the wait starts again, which first suspends (``suspendIfAsked()``): before a
  /// wake-up that came with it, so that a loader waking the loop often never delays it.
  /// A wake-up is `TerminalInput/wake`. After a resize the wait starts again, and curses reads
  /// `KEY_RESIZE` first. The terminal readable with bytes waiting: curses reads them next,
  /// though it may take them for nothing, as it does a mouse report it was not asked for
  /// (motion, other buttons). Readable with none: the end of input, after a few tries.
  func outcome(ofWait revents: [Int16]?, idle: inout Int) -> WaitOutcome {
    guard let revents else { return .input(nil) }
    if revents[3] & Int16(POLLIN) != 0 { return .again }
    if revents[2] & Int16(POLLIN) != 0 { return .input(.wake) }
    if revents[1] & Int16(POLLIN) != 0 {
      ct_resize_watch_drain()
      return resizedWhileStopped() ?? .again
    }
    let tty = revents[0]
    if tty & Int16(POLLIN) == 0, tty & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
      return .input(nil)
    }
    var waiting: Int32 = 0
    if ioctl(inputDescriptor, UInt(FIONREAD), &waiting) == 0, waiting > 0 { return .again }
    idle += 1
    return idle > 3 ? .input(nil) : .again
  }
}
