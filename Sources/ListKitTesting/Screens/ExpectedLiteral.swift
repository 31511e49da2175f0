/// Where, in a test's source, the expected lines of one `expectScreen` or `expectStyles` call
/// are written as an array literal, so that record mode can write the actual lines there.
///
/// Only a plain literal is found: `[]`, or `[` then simple string literals (no interpolation,
/// raw or multi-line strings), commas and comments, then `]`, as the whole second argument of
/// a call to the named function whose name or `(` is at the given line and column. Anything else, such as a
/// variable or a literal built by code, is left alone, and the screen is printed instead.
struct ExpectedLiteral {
  /// The byte range of the literal, from its `[` to just past its `]`.
  let range: Range<Int>
  /// The spaces before the first character of the line the literal starts on.
  let indentation: String

  /// Finds the literal of the call to `function` at `line` and `column` (both from 1, the
  /// column counted in UTF-8 bytes, as Swift's source locations are), or nil.
  init?(in source: [UInt8], function: String, line: Int, column: Int) {
    guard let lineStart = Self.start(ofLine: line, in: source), column >= 1 else { return nil }
    var scanner = Scanner(source, at: lineStart + column - 1)
    guard scanner.readCallee() == function, scanner.take(UInt8(ascii: "(")),
      scanner.skipArgument(), scanner.take(UInt8(ascii: ",")), scanner.skipSpace()
    else { return nil }
    let start = scanner.position
    guard scanner.readStringArray() else { return nil }
    range = start..<scanner.position
    // The literal must be the whole argument, not the start of `[…] + more`.
    scanner.skipSpace()
    guard scanner.current == UInt8(ascii: ",") || scanner.current == UInt8(ascii: ")") else {
      return nil
    }
    var first = start
    while first > 0, source[first - 1] != UInt8(ascii: "\n") { first -= 1 }
    indentation = String(repeating: " ", count: source[first...].prefix { $0 == 32 }.count)
  }

  /// The literal that replaces the old one: one string per line, each on its own line and
  /// indented two spaces past the line the literal starts on.
  func replacement(for lines: [String]) -> String {
    guard !lines.isEmpty else { return "[]" }
    let body = lines.map { "\(indentation)  \(swiftStringLiteral($0))," }
    return "[\n" + body.joined(separator: "\n") + "\n\(indentation)]"
  }

  /// The offset of the first byte of a line, counted from 1.
  static func start(ofLine line: Int, in source: [UInt8]) -> Int? {
    guard line >= 1 else { return nil }
    var remaining = line - 1
    var offset = 0
    while remaining > 0 {
      guard let newline = source[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      offset = newline + 1
      remaining -= 1
    }
    return offset < source.count ? offset : nil
  }
}

/// A forward reader of Swift source, just enough to step over one call's arguments.
private struct Scanner {
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
