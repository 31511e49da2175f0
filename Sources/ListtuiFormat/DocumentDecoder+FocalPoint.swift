import FeedModel
import JSON

extension DocumentDecoder {
  /// Reads an attachment's `focus`, `{"x": x, "y": y}` as in Mastodon's API, or `null` as
  /// `nil`.
  ///
  /// Anything else (a string, an `x` or `y` missing, no number, or past -1 to 1) is `nil`
  /// too, with a warning at the current path, as in `expected x and y from -1 to 1, found
  /// 1.5 at y; ignored`.
  mutating func decodeOptionalFocus() throws(DecodingFailure) -> MediaAttachment.FocalPoint? {
    let kind = try reader.peekKind()
    if kind == .null {
      try reader.readNull()
      return nil
    }
    let found: String
    if kind != .object {
      // Skipped, not read into a value: it may be a long array.
      try reader.skipValue()
      found = kind.phrase
    } else {
      let value = try reader.readValue()
      switch (Self.coordinate(value["x"]), Self.coordinate(value["y"])) {
      case (.success(let x), .success(let y)):
        if let point = MediaAttachment.FocalPoint(x: x, y: y) { return point }
        found = "an invalid pair"
      case (.failure(let problem), _): found = problem.phrase + " at x"
      case (_, .failure(let problem)): found = problem.phrase + " at y"
      }
    }
    warnings.append(
      DocumentWarning(
        place: path.text ?? "",
        message: "expected x and y from -1 to 1, found \(found); ignored"))
    return nil
  }

  /// Why a value is no coordinate of a focal point: its text or kind, for a message.
  struct FocalProblem: Error {
    /// What was found: `1.5`, `a string`, `nothing`.
    let phrase: String
  }

  /// A member of a focus as a coordinate: a number from -1 to 1.
  private static func coordinate(_ value: JSONValue?) -> Result<Double, FocalProblem> {
    guard let value, !value.isNull else { return .failure(FocalProblem(phrase: "nothing")) }
    guard case .number(let text) = value else {
      return .failure(FocalProblem(phrase: value.kind.phrase))
    }
    if let number = Double(text), MediaAttachment.FocalPoint.range.contains(number) {
      return .success(number)
    }
    // A number's text holds only digits, signs, a point and exponents: safe to quote.
    return .failure(FocalProblem(phrase: text.count > 24 ? String(text.prefix(24)) + "…" : text))
  }
}
