import AppCore
import CNcursesw
import Input

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Terminal: CodeSource {
  /// Waits for the next event, or for a signal of `wakeup`; nil only when input is gone (or
  /// after ``stop()``).
  ///
  /// A resize arrives as `Event/resize(width:height:)` with the new size (the next
  /// frame then repaints fully), and a click, double click or wheel turn as
  /// `Event/mouse(_:)`. Keys that mean nothing to a list, such as F5, arrive as
  /// `Key/unknown`; what no key sent, such as a button release or a focus report, is skipped,
  /// but for the terminal's answer about its background colour, `Event/background(_:)`.
  /// Continued after a stop (^Z, then `fg`), the first event is `Event/resume`.
  /// The calling thread waits; ``waitForInput(wakeup:)`` waits on another one.
  public func nextInput(wakeup: Wakeup?) -> TerminalInput? {
    var idle = 0
    while !screen.isEnded {
      if suspendIfAsked() { return .event(.resume) }
      if let event = readWaitingEvent() { return .event(event) }
      switch outcome(ofWait: Self.waitReadable(waitedDescriptors(wakeup: wakeup)), idle: &idle) {
      case .input(let input): return input
      case .again: continue
      }
    }
    return nil
  }

  /// Waits for the next event; nil only when input is gone.
  public func nextEvent() -> Event? {
    while let input = nextInput(wakeup: nil) {
      if case .event(let event) = input { return event }
    }
    return nil
  }

  /// The next event if one is already waiting, without waiting.
  public func pendingEvent() -> Event? { readWaitingEvent() }

  /// The next event curses has, skipping codes that mean nothing; nil when none is waiting.
  func readWaitingEvent() -> Event? {
    while !screen.isEnded {
      switch readEvent() {
      case .event(let event): return event
      case .skipped: continue
      case .none: return nil
      }
    }
    return nil
  }

  /// What one non-blocking read from curses gave.
  enum Read {
    case event(Event)
    case skipped
    case none
  }

  /// Reads what curses has without waiting: first any mouse events still queued from the last
  /// read, then any codes left over from an escape sequence.
  private func readEvent() -> Read {
    if !queuedEvents.isEmpty { return .event(queuedEvents.removeFirst()) }
    if let signal = takeSignalCode() {
      // As the terminal would have, to the process group: SIGINT and SIGQUIT end the app
      // through the crash guard, which restores the terminal. ^Z only marks the suspend
      // watch, which the wait sees: the rest of the group is stopped once the terminal is
      // the shell's again (see `SuspendWatch.stop()`). Not `raise`: this thread may block
      // them.
      if signal != SIGTSTP || !SuspendWatch.ask() { kill(0, signal) }
      return .none
    }
    switch readKeys() {
    case nil:
      return .none
    case .functionKey(let code):
      return functionKey(code).map(Read.event) ?? .skipped
    case .keys(let keys):
      guard let first = keys.first else { return .skipped }
      queuedEvents.append(contentsOf: keys.dropFirst().map(Event.key))
      return .event(.key(first))
    case .mouse(let mouse, let keys):
      let events = keys.map(Event.key) + (options.mouse ? [.mouse(counted(mouse))] : [])
      guard let first = events.first else { return .skipped }
      queuedEvents.append(contentsOf: events.dropFirst())
      return .event(first)
    case .background(let color, let keys):
      let events = keys.map(Event.key) + [.background(color)]
      queuedEvents.append(contentsOf: events.dropFirst())
      return .event(events[0])
    case .attributes(let keys):
      // Every answer asked for before it has come: none is left to land in the shell.
      TerminalReplies.noteAnswer()
      guard let first = keys.first else { return .skipped }
      queuedEvents.append(contentsOf: keys.dropFirst().map(Event.key))
      return .event(.key(first))
    }
  }

  /// The signal of the next code when it is one of ``signalCodes`` typed, not pasted (a paste
  /// is read whole with its start); else nil, and the code is left to read.
  private func takeSignalCode() -> Int32? {
    guard !signalCodes.isEmpty, let code = nextCode(waitingMilliseconds: 0) else { return nil }
    if !code.isFunctionKey, let signal = signalCodes[code.value] { return signal }
    // The Linux console's terminfo lists ^Z as a suspend key (`kspd`), which curses decodes.
    if code.isFunctionKey, code.value == UInt32(KEY_SUSPEND), signalCodes[0x1A] == SIGTSTP {
      return SIGTSTP
    }
    unread([code])
    return nil
  }

  /// The next code: a pending one, else one from curses, waiting up to `milliseconds` for the
  /// terminal to send it; nil if none came.
  ///
  /// A byte, not a character: `wgetch`, not `wget_wch`, which drops a byte that is no UTF-8
  /// and a character cut in two by a read, and with them the keys after them in the read.
  /// `readKeys()` puts characters together (see `readCharacter(from:)`).
  func nextCode(waitingMilliseconds milliseconds: Int32) -> CursesCode? {
    if !pendingCodes.isEmpty { return pendingCodes.removeFirst() }
    var waited = false
    while !screen.isEnded {
      errno = 0
      let code = wgetch(screen.window)
      switch code {
      case 0...0xFF: return CursesCode(value: UInt32(code), isFunctionKey: false)
      case KEY_MIN...: return CursesCode(value: UInt32(code), isFunctionKey: true)
      default:
        guard milliseconds > 0, !waited else { return nil }
        waited = true
        var entry = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
        if poll(&entry, 1, milliseconds) <= 0 { return nil }
      }
    }
    return nil
  }

  /// Gives back codes read ahead, to be read before any other.
  func unread(_ codes: [CursesCode]) {
    pendingCodes.insert(contentsOf: codes, at: 0)
  }

  /// The event for a function-key code: reads the text of a paste, and repaints after
  /// `KEY_RESIZE`.
  func functionKey(_ code: Int32) -> Event? {
    switch code {
    case BracketedPaste.startCode:
      return .paste(readPaste())
    case BracketedPaste.endCode:
      return nil
    case KEY_MOUSE:
      // Never once `kmous` is undefined (see `configure()`), should curses define it again.
      discardMouseReport()
      return nil
    case KEY_RESIZE:
      screen.invalidate()
      return resizeEvent()
    default:
      if let key = KeyDecoder.decode(UInt32(bitPattern: code), isFunctionKey: true) {
        return .key(key)
      }
      // A key of the terminfo entry's extended ones, such as Ctrl+Up (`kUP5`); any other
      // function key, such as F1, is a key a list has no use for.
      guard code > Int32(KEY_MAX), let name = keyname(code) else { return .key(.unknown) }
      return .key(KeyDecoder.extendedKey(named: String(cString: name)) ?? .unknown)
    }
  }

  /// A decoded mouse event with its click counted by ``ClickCounter``: a double click, a
  /// click, or a click that goes on from a double click.
  private func counted(_ mouse: MouseEvent) -> MouseEvent {
    guard mouse.action == .click else { return mouse }
    var counted = mouse
    let action = clicks.action(x: mouse.x, y: mouse.y, at: .now)
    counted.action = action ?? .click
    counted.continuesDoubleClick = action == nil
    return counted
  }
}
