#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Terminal {
  /// The text of a paste, read up to its end marker.
  ///
  /// Pasted text is read as characters, never as keys: a function key inside it (an arrow's
  /// escape sequence, say) is text too, which the app drops as control characters. It is read
  /// straight from the terminal in chunks (see ``PasteBody``), curses having read nothing past
  /// the start marker (it reads a byte at a time, and no further than a key's end); what came
  /// after the end marker in the last chunk is read next, as keys.
  /// Should the end marker not come within half a second, the paste ends there.
  func readPaste() -> String {
    var body = PasteBody()
    // Codes read past the end of a paste just before, which held this one's start.
    body.append(
      pendingCodes.compactMap { code in
        code.isFunctionKey || code.value > 0xFF ? nil : UInt8(code.value)
      })
    pendingCodes = []
    if !screen.isEnded { Self.readPaste(from: inputDescriptor, into: &body) }
    // A character the last chunk cut in two is put together as keys are read.
    unread(Self.codes(of: body.leftover))
    return body.text
  }

  /// Reads a paste's bytes from `descriptor` in chunks of up to 64 KB until its end marker,
  /// or until nothing came for `milliseconds`, or input ended; returns how many reads it took.
  @discardableResult
  static func readPaste(
    from descriptor: Int32, into body: inout PasteBody,
    waitingMilliseconds milliseconds: Int32 = 500
  ) -> Int {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    var reads = 0
    while !body.isComplete {
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&entry, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      if ready <= 0 { break }
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      reads += 1
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      if count <= 0 { break }
      chunk.withUnsafeBufferPointer { body.append(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }
    return reads
  }

  /// The codes of bytes read past a paste, as curses would give them: bytes, and the start of
  /// another paste as its function key.
  static func codes(of bytes: [UInt8]) -> [CursesCode] {
    let start = Array(BracketedPaste.startMarker.utf8)
    var codes: [CursesCode] = []
    var index = 0
    while index < bytes.count {
      if bytes[index...].starts(with: start) {
        codes.append(
          CursesCode(value: UInt32(bitPattern: BracketedPaste.startCode), isFunctionKey: true))
        index += start.count
      } else {
        codes.append(CursesCode(value: UInt32(bytes[index]), isFunctionKey: false))
        index += 1
      }
    }
    return codes
  }
}
