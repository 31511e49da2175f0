/// Where, in a test's source, the expected lines of one `expectScreen` or `expectStyles` call
/// are written as an array literal, so that record mode can write the actual lines there.
///
/// Only a plain literal is found: `[]`, or `[` then simple string literals (no interpolation,
/// raw or multi-line strings), commas and comments, then `]`, as the whole second argument of
/// a call to the named function whose name or `(` is at the given line and column. A call to
/// a helper there instead (a function that passes its `sourceLocation` on to `expectScreen`)
/// has its literal found when exactly one of its arguments, labelled or not, is such a literal.
/// Anything else, such as a variable or a literal built by code, is left alone, and the screen
/// is printed instead.
struct ExpectedLiteral {
  /// Why no literal was found.
  enum Failure: Error, Equatable {
    /// The expected lines of a call to the function are not a plain literal.
    case notALiteral
    /// A call to another function (a helper) has not exactly one plain literal argument.
    case helper(callee: String, literals: Int)
    /// No call starts at the place.
    case noCall

    /// The reason, for the message that the screen was not written.
    var reason: String {
      switch self {
      case .notALiteral: "its expected lines are not an array literal of strings"
      case .helper(let callee, let literals):
        "the call there is to `\(callee)`, which has \(literals) array literals of strings "
          + "among its arguments, where record mode writes into exactly one"
      case .noCall: "no call starts where the test's source location points"
      }
    }
  }

  /// The byte range of the literal, from its `[` to just past its `]`.
  let range: Range<Int>
  /// The spaces before the first character of the line the literal starts on.
  let indentation: String

  /// The literal at `range` of `source`.
  private init(range: Range<Int>, in source: [UInt8]) {
    self.range = range
    var first = range.lowerBound
    while first > 0, source[first - 1] != UInt8(ascii: "\n") { first -= 1 }
    indentation = String(repeating: " ", count: source[first...].prefix { $0 == 32 }.count)
  }

  /// Finds the literal of the call to `function`, or of a helper's call, at `line` and
  /// `column` (both from 1, the column counted in UTF-8 bytes, as Swift's source locations
  /// are), or says why there is none.
  static func find(
    in source: [UInt8], function: String, line: Int, column: Int
  ) -> Result<ExpectedLiteral, Failure> {
    guard let lineStart = start(ofLine: line, in: source), column >= 1 else {
      return .failure(.noCall)
    }
    var scanner = SourceScanner(source, at: lineStart + column - 1)
    guard let callee = scanner.readCallee(), scanner.take(UInt8(ascii: "(")) else {
      return .failure(.noCall)
    }
    guard callee == function else {
      let literals = scanner.wholeStringArrayArguments()
      guard literals.count == 1 else {
        return .failure(.helper(callee: callee, literals: literals.count))
      }
      return .success(ExpectedLiteral(range: literals[0], in: source))
    }
    guard scanner.skipArgument(), scanner.take(UInt8(ascii: ",")), scanner.skipSpace(),
      let range = scanner.readWholeStringArray()
    else { return .failure(.notALiteral) }
    return .success(ExpectedLiteral(range: range, in: source))
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
