extension String {
  /// The first of the scalars that stand for the bytes of a path that are not UTF-8: byte `b`
  /// (0x80 to 0xFF) is U+10FF00 + `b`, in the last private use plane.
  static let strayByteBase: UInt32 = 0x10_FF00

  /// A path's bytes, as the system gives them (`argv`, `readdir`), in a string that gives them
  /// back byte for byte through ``withPathCString(_:)``.
  ///
  /// A path that is UTF-8 is its text. Each byte of one that is not (a name in Latin-1,
  /// `caf\xE9`) is kept as a scalar of its own, from U+10FF80 to U+10FFFF, as Python keeps such
  /// bytes in lone surrogates; a scalar of that range written as UTF-8 in the path is kept
  /// as its four bytes, so that every path comes back whole. Messages show those bytes as
  /// `\xE9` (see ``escapedForMessage(quotes:)``).
  ///
  /// ```swift
  /// let path = String(decodingPath: [0x63, 0x61, 0x66, 0xE9])
  /// path.withPathCString { open($0, O_RDONLY) }   // opens the file named c a f 0xE9
  /// ```
  public init(decodingPath bytes: some Collection<UInt8>) {
    if let text = String(validating: bytes, as: UTF8.self),
      !text.unicodeScalars.contains(where: \.isStrayByte)
    {
      self = text
      return
    }
    var scalars = String.UnicodeScalarView()
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var pending = Array(bytes)[...]
    func keepBytes(_ count: Int) {
      for byte in pending.prefix(count) {
        scalars.append(Unicode.Scalar(Self.strayByteBase + UInt32(byte)) ?? "\u{FFFD}")
      }
      pending = pending.dropFirst(count)
    }
    loop: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        if scalar.isStrayByte {
          keepBytes(encoded.count)
        } else {
          scalars.append(scalar)
          pending = pending.dropFirst(encoded.count)
        }
      case .error(let length):
        keepBytes(length)
      case .emptyInput:
        break loop
      }
    }
    self = String(scalars)
  }

  /// The path's bytes as the system knows them: its UTF-8, with each scalar that stands for a
  /// byte that is not UTF-8 (see ``init(decodingPath:)``) that byte again.
  public var pathBytes: [UInt8] {
    guard unicodeScalars.contains(where: \.isStrayByte) else { return Array(utf8) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if scalar.isStrayByte {
        bytes.append(UInt8(scalar.value - Self.strayByteBase))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }

  /// The path as it is shown, on screen as in messages: each byte that is not UTF-8 (see
  /// ``init(decodingPath:)``) written as `\xE9`, the rest as it is.
  public var showingStrayBytes: String {
    guard unicodeScalars.contains(where: \.isStrayByte) else { return self }
    var result = ""
    for scalar in unicodeScalars {
      if scalar.isStrayByte {
        result += scalar.strayByteEscape
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Calls `body` with the path as a C string of its bytes (see ``pathBytes``), for the system
  /// calls that take a path.
  public func withPathCString<Result>(
    _ body: (UnsafePointer<CChar>) throws -> Result
  ) rethrows -> Result {
    guard unicodeScalars.contains(where: \.isStrayByte) else { return try withCString(body) }
    let bytes = pathBytes.map { CChar(bitPattern: $0) } + [0]
    return try bytes.withUnsafeBufferPointer { buffer in
      // The buffer holds at least the terminating NUL, so it has a start.
      guard let start = buffer.baseAddress else { return try "".withCString(body) }
      return try body(start)
    }
  }
}

extension Unicode.Scalar {
  /// Whether the scalar stands for a byte of a path that is not UTF-8 (see
  /// `String(decodingPath:)`).
  var isStrayByte: Bool { value >= String.strayByteBase + 0x80 && value <= 0x10_FFFF }

  /// The byte a stray-byte scalar stands for, as `\xE9`.
  var strayByteEscape: String {
    "\\x" + String(value - String.strayByteBase, radix: 16, uppercase: true)
  }
}
