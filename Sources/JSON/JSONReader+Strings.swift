extension JSONReader {
  /// Where a scanned string's contents are: a range of the input when it had no escapes, or
  /// ``JSONReader/scratch`` when escapes were decoded.
  public enum ScannedString {
    case input(Range<Int>)
    case scratch
  }

  /// Reads the string that starts at the next `"`.
  public mutating func readString() throws(DecodingFailure) -> String {
    skipWhitespace()
    switch try scanString(decodingEscapes: true) {
    case .input(let range):
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    case .scratch:
      return String(decoding: scratch, as: UTF8.self)
    }
  }

  /// Scans the string at `offset`, which must be a `"`, checking escapes and UTF-8.
  ///
  /// With `decodingEscapes`, a string with escapes is decoded into ``scratch``.
  public mutating func scanString(decodingEscapes: Bool) throws(DecodingFailure) -> ScannedString {
    let quote = offset
    let count = bytes.count
    var index = Self.endOfPlainASCII(in: bytes, from: quote + 1)
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        offset = index + 1
        return .input(quote + 1..<index)
      } else if byte == UInt8(ascii: "\\") {
        break
      } else if byte < 0x20 {
        throw controlCharacter(byte, at: index)
      } else if byte < 0x80 {
        index += 1
      } else {
        index = try endOfUTF8Sequence(at: index, quote: quote)
      }
    }
    guard index < count else { throw .malformed(offset: quote, message: "unterminated string") }
    if decodingEscapes {
      scratch.removeAll(keepingCapacity: true)
      scratch.append(contentsOf: bytes[quote + 1..<index])
    }
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        offset = index + 1
        return .scratch
      } else if byte == UInt8(ascii: "\\") {
        index = try decodeEscape(at: index, quote: quote, decoding: decodingEscapes)
        continue
      } else if byte < 0x20 {
        throw controlCharacter(byte, at: index)
      }
      let next = byte < 0x80 ? index + 1 : try endOfUTF8Sequence(at: index, quote: quote)
      if decodingEscapes {
        scratch.append(contentsOf: bytes[index..<next])
      }
      index = next
    }
    throw .malformed(offset: quote, message: "unterminated string")
  }

  /// The index of the first byte from `start` that is not plain ASCII text inside a string: a
  /// quote, a backslash, a control character or a non-ASCII byte.
  ///
  /// Looks at eight bytes at a time.
  @inline(__always)
  static func endOfPlainASCII(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return start }
    var index = start
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while index + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      let quotes = word ^ (ones &* 0x22)
      let slashes = word ^ (ones &* 0x5C)
      let special =
        ((quotes &- ones) & ~quotes) | ((slashes &- ones) & ~slashes) | (word &- ones &* 0x20)
        | word
      if special & highs != 0 { break }
      index += 8
    }
    return index
  }

  private func controlCharacter(_ byte: UInt8, at index: Int) -> DecodingFailure {
    .malformed(offset: index, message: "unescaped control character \(byte.scalarName) in a string")
  }

  /// The index after the well-formed UTF-8 sequence that starts at `index`.
  @inline(__always)
  private func endOfUTF8Sequence(at index: Int, quote: Int) throws(DecodingFailure) -> Int {
    let lead = bytes[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: throw .malformed(offset: index, message: "invalid UTF-8 in a string")
    }
    for position in index + 1..<index + length {
      guard position < bytes.count else {
        throw .malformed(offset: quote, message: "unterminated string")
      }
      let valid = position == index + 1 ? secondRange : 0x80...0xBF
      guard valid.contains(bytes[position]) else {
        throw .malformed(offset: index, message: "invalid UTF-8 in a string")
      }
    }
    return index + length
  }

  /// Checks the escape at `index` (a `\`), appends what it stands for to ``scratch`` when
  /// `decoding`, and returns the index after it.
  ///
  /// A `\u` escape of a lone UTF-16 surrogate (a high one not followed by the escape of a low
  /// one, or a low one alone) stands for U+FFFD; when `decoding`, its offset is added to
  /// ``replacedSurrogates``.
  private mutating func decodeEscape(
    at index: Int, quote: Int, decoding: Bool
  ) throws(DecodingFailure) -> Int {
    guard index + 1 < bytes.count else {
      throw .malformed(offset: quote, message: "unterminated string")
    }
    let letter = bytes[index + 1]
    let simple: UInt8? =
      switch letter {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      if decoding { scratch.append(simple) }
      return index + 2
    }
    guard letter == UInt8(ascii: "u") else {
      let shown = (0x21...0x7E).contains(letter) ? " '\\\(Unicode.Scalar(letter))'" : ""
      throw .malformed(offset: index, message: "invalid escape sequence\(shown)")
    }
    let unit = try hexUnit(at: index, quote: quote)
    var scalar = Unicode.Scalar(unit)
    var end = index + 6
    if (0xD800...0xDBFF).contains(unit),
      end + 1 < bytes.count, bytes[end] == UInt8(ascii: "\\"), bytes[end + 1] == UInt8(ascii: "u")
    {
      let low = try hexUnit(at: end, quote: quote)
      if (0xDC00...0xDFFF).contains(low) {
        scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
        end += 6
      }
    }
    if decoding {
      // A lone surrogate stands for no character: it is U+FFFD, as a browser decodes it, and
      // noted for the caller to warn about, rather than the whole document lost for it.
      if scalar == nil { replacedSurrogates.append(index) }
      UTF8.encode(scalar ?? "\u{FFFD}") { scratch.append($0) }
    }
    return end
  }

  /// The value of the four hex digits after the `\u` at `index`.
  private func hexUnit(at index: Int, quote: Int) throws(DecodingFailure) -> UInt16 {
    var value: UInt16 = 0
    for position in index + 2..<index + 6 {
      guard position < bytes.count else {
        throw .malformed(offset: quote, message: "unterminated string")
      }
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        throw .malformed(offset: index, message: "invalid \\u escape, expected 4 hex digits")
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }
}

extension UInt8 {
  /// The byte as a Unicode code point name, such as `U+000A`.
  var scalarName: String {
    let digits = String(self, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: 4 - digits.count) + digits
  }
}
