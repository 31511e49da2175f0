#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Control sequences curses knows nothing of, written straight to the terminal.
enum ControlSequence {
  /// Writes `sequence` to the terminal on `descriptor`, all of it unless the terminal is gone.
  static func send(_ sequence: String, to descriptor: Int32) {
    Array(sequence.utf8).withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(
          descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
