#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ByteInput {
  /// Whether a read of `descriptor` gives at once: bytes are there, or the end, or an error;
  /// false when it would wait, as on a pipe whose writer has said nothing more yet.
  static func hasInput(_ descriptor: Int32) -> Bool {
    var readable = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&readable, 1, 0)
      if ready >= 0 { return ready > 0 }
      // A failed poll says nothing: let the read itself say.
      guard errno == EINTR else { return true }
    }
  }

  /// Reads up to `count` bytes of a descriptor into `base` as a blocking `read(2)` does, even
  /// when the descriptor is non-blocking; returns how many, 0 at the end, or -1 with `errno` set
  /// when the read fails.
  ///
  /// A signal that interrupts the read (^Z then `fg`, a resize) is waited out. A pipe whose
  /// reading end another program made non-blocking (`O_NONBLOCK` belongs to the open file,
  /// shared with whoever else holds it: a parent that set it on its own standard input, a
  /// command before this one in a `{ …; listtui -; }` group) says `EAGAIN` whenever it is
  /// momentarily empty: that is neither the end nor a failure, so the read waits with `poll`
  /// until bytes come or the writer closes the pipe. The flag is left as it is, for the others
  /// that share it.
  public static func waitingRead(
    _ descriptor: Int32, into base: UnsafeMutableRawPointer, count: Int
  ) -> Int {
    while true {
      #if canImport(Glibc)
      let read = Glibc.read(descriptor, base, count)
      #else
      let read = Darwin.read(descriptor, base, count)
      #endif
      if read >= 0 { return read }
      switch errno {
      case EINTR:
        continue
      case EAGAIN, EWOULDBLOCK:
        var readable = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        // Readable, at the end (POLLHUP) or failed (POLLERR): the next read says which.
        while poll(&readable, 1, -1) < 0 {
          guard errno == EINTR else { return -1 }
        }
      default:
        return -1
      }
    }
  }
}
