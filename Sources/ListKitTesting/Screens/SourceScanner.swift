/// A forward reader of Swift source, just enough to step over one call's arguments.
struct SourceScanner {
  let source: [UInt8]
  var position: Int

  init(_ source: [UInt8], at position: Int) {
    self.source = source
    self.position = min(max(0, position), source.count)
  }

  var current: UInt8? { position < source.count ? source[position] : nil }

  func peek(_ offset: Int) -> UInt8? {
    position + offset < source.count ? source[position + offset] : nil
  }

  mutating func take(_ byte: UInt8) -> Bool {
    guard current == byte else { return false }
    position += 1
    return true
  }

  /// Reads a callee's last name, leaving the scanner on the `(` after it.
  ///
  /// A callee is a name such as `expectScreen` or `ListKitTesting.expectScreen`. A place on the
  /// `(` itself, where Swift puts the source location of a call, reads the name before it.
  mutating func readCallee() -> String? {
    if current == UInt8(ascii: "(") {
      var start = position
      while start > 0, source[start - 1].isIdentifier { start -= 1 }
      return start < position ? String(decoding: source[start..<position], as: UTF8.self) : nil
    }
    var name: [UInt8] = []
    while let byte = current, byte.isIdentifier || byte == UInt8(ascii: ".") {
      name = byte == UInt8(ascii: ".") ? [] : name + [byte]
      position += 1
    }
    skipSpace()
    return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
  }

  /// Skips blanks, line breaks and comments; always true, to chain in a `guard`.
  @discardableResult
  mutating func skipSpace() -> Bool {
    while let byte = current {
      if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
        position += 1
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        while let byte = current, byte != 10 { position += 1 }
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        guard let end = indexOf("*/", from: position + 2) else {
          position = source.count
          return true
        }
        position = end + 2
      } else {
        break
      }
    }
    return true
  }

  /// Steps over one argument, up to the comma or closing parenthesis that ends it; false on
  /// a string literal it cannot read or the end of the source.
  mutating func skipArgument() -> Bool {
    var depth = 0
    while let byte = current {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        if depth == 0 { return true }
        depth -= 1
      case UInt8(ascii: ","):
        if depth == 0 { return true }
      case UInt8(ascii: "\""), UInt8(ascii: "#"):
        guard readString(allowingInterpolation: true) else { return false }
        continue
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"):
        skipSpace()
        continue
      default:
        break
      }
      position += 1
    }
    return false
  }

  /// Reads a string array literal that is a whole argument, not the start of `[…] + more`,
  /// and returns its range, or nil.
  mutating func readWholeStringArray() -> Range<Int>? {
    let start = position
    guard readStringArray() else { return nil }
    let end = position
    skipSpace()
    guard current == UInt8(ascii: ",") || current == UInt8(ascii: ")") else { return nil }
    return start..<end
  }

  /// The ranges of the arguments, from just past the call's `(`, that are wholly string array
  /// literals, labelled or not; empty if the arguments cannot be read.
  mutating func wholeStringArrayArguments() -> [Range<Int>] {
    var found: [Range<Int>] = []
    while true {
      skipSpace()
      if take(UInt8(ascii: ")")) { return found }
      let start = position
      // A label: a name and a colon (not `::`), before the value.
      while let byte = current, byte.isIdentifier { position += 1 }
      skipSpace()
      if position == start || !take(UInt8(ascii: ":")) { position = start }
      skipSpace()
      let value = position
      if current == UInt8(ascii: "["), let range = readWholeStringArray() {
        found.append(range)
      } else {
        position = value
        guard skipArgument() else { return [] }
      }
      guard take(UInt8(ascii: ",")) || current == UInt8(ascii: ")") else { return [] }
    }
  }

  /// Reads `[`, simple string literals separated by commas, and `]`.
  mutating func readStringArray() -> Bool {
    guard take(UInt8(ascii: "[")) else { return false }
    while true {
      skipSpace()
      if take(UInt8(ascii: "]")) { return true }
      guard current == UInt8(ascii: "\""), readString() else { return false }
      skipSpace()
      if take(UInt8(ascii: "]")) { return true }
      guard take(UInt8(ascii: ",")) else { return false }
    }
  }

  /// Reads one simple string literal: not raw, not multi-line, and with no interpolation
  /// unless `allowingInterpolation` (for an argument stepped over, such as
  /// `driver.press("\(keys)")`).
  mutating func readString(allowingInterpolation: Bool = false) -> Bool {
    guard current == UInt8(ascii: "\""),
      peek(1) != UInt8(ascii: "\"") || peek(2) != UInt8(ascii: "\"")
    else { return false }
    position += 1
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return true
      case UInt8(ascii: "\\"):
        guard let next = peek(1) else { return false }
        position += 2
        if next == UInt8(ascii: "(") {
          guard allowingInterpolation, skipInterpolation() else { return false }
        }
      case 10:
        return false
      default:
        position += 1
      }
    }
    return false
  }

  /// Steps over an interpolation's expression, just after its `\(`, to just past its `)`.
  mutating func skipInterpolation() -> Bool {
    var depth = 1
    while let byte = current {
      switch byte {
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 {
          position += 1
          return true
        }
      case UInt8(ascii: "\""):
        guard readString(allowingInterpolation: true) else { return false }
        continue
      case 10: return false
      default: break
      }
      position += 1
    }
    return false
  }

  func indexOf(_ needle: String, from start: Int) -> Int? {
    let bytes = Array(needle.utf8)
    guard source.count >= bytes.count else { return nil }
    var index = start
    while index + bytes.count <= source.count {
      if source[index..<index + bytes.count].elementsEqual(bytes) { return index }
      index += 1
    }
    return nil
  }
}

extension UInt8 {
  /// Whether the byte can be part of a Swift identifier: ASCII letters, digits, `_`, and any
  /// byte of a character beyond ASCII.
  fileprivate var isIdentifier: Bool {
    (self >= 48 && self <= 57) || (self >= 65 && self <= 90) || (self >= 97 && self <= 122)
      || self == 95 || self >= 128
  }
}
