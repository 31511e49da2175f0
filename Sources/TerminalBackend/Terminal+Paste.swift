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
      pendingCodes.flatMap { code -> [UInt8] in
        guard !code.isFunctionKey, let scalar = Unicode.Scalar(code.value) else { return [] }
        return Array(String(scalar).utf8)
      })
    pendingCodes = []
    if !screen.isEnded { Self.readPaste(from: inputDescriptor, into: &body) }
    var leftover = body.leftover
    leftover += missingBytes(ofLastCharacterIn: leftover)
    unread(Self.codes(of: leftover))
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

  /// The bytes still to come of a UTF-8 character that `bytes` end in the middle of, read
  /// from the terminal, waiting 50 ms at most for each; none when they end a character.
  private func missingBytes(ofLastCharacterIn bytes: [UInt8]) -> [UInt8] {
    guard let lead = bytes.lastIndex(where: { $0 & 0xC0 != 0x80 }) else { return [] }
    let length =
      switch bytes[lead] {
      case 0xC0...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF7: 4
      default: 1
      }
    var missing: [UInt8] = []
    for _ in 0..<max(0, length - (bytes.count - lead)) {
      var entry = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
      var byte: UInt8 = 0
      guard poll(&entry, 1, 50) > 0, read(inputDescriptor, &byte, 1) == 1 else { break }
      missing.append(byte)
    }
    return missing
  }

  /// The codes of bytes read past a paste, as curses would give them: characters, and the
  /// start of another paste as its function key.
  static func codes(of bytes: [UInt8]) -> [CursesCode] {
    let start = Array(BracketedPaste.startMarker.unicodeScalars)
    let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    var codes: [CursesCode] = []
    var index = 0
    while index < scalars.count {
      if scalars[index...].starts(with: start) {
        codes.append(
          CursesCode(value: UInt32(bitPattern: BracketedPaste.startCode), isFunctionKey: true))
        index += start.count
      } else {
        codes.append(CursesCode(value: scalars[index].value, isFunctionKey: false))
        index += 1
      }
    }
    return codes
  }
}
