import FeedModel
import JSON

extension JSONValue {
  /// A focal point written as an outbox writes it, `focalPoint: [x, y]`, at `key`.
  ///
  /// When the member is there and not `null` but holds no two numbers from -1 to 1, `warn` is
  /// called with the key and what was found, as in `expected two numbers from -1 to 1, found 3
  /// elements`, and the result is `nil`.
  func focalPointPair(
    _ key: String, warn: (_ key: String, _ problem: String) -> Void
  ) -> MediaAttachment.FocalPoint? {
    guard let value = self[key], !value.isNull else { return nil }
    let found: String
    if let elements = value.array {
      if elements.count == 2 {
        switch (elements[0].focalCoordinate, elements[1].focalCoordinate) {
        case (.success(let x), .success(let y)):
          if let point = MediaAttachment.FocalPoint(x: x, y: y) { return point }
          found = "an invalid pair"
        case (.failure(let problem), _): found = problem.phrase + " at [0]"
        case (_, .failure(let problem)): found = problem.phrase + " at [1]"
        }
      } else {
        found = elements.count == 1 ? "1 element" : "\(elements.count) elements"
      }
    } else {
      found = value.kind.phrase
    }
    warn(key, "expected two numbers from -1 to 1, found \(found)")
    return nil
  }

  /// A focal point written as Mastodon's API writes it, `focus: {"x": x, "y": y}`, at `key`.
  ///
  /// When the member is there and not `null` but holds no `x` and `y` from -1 to 1, `warn` is
  /// called with the key and what was found, as in `expected x and y from -1 to 1, found 1.5
  /// at y`, and the result is `nil`.
  func focalPointObject(
    _ key: String, warn: (_ key: String, _ problem: String) -> Void
  ) -> MediaAttachment.FocalPoint? {
    guard let value = self[key], !value.isNull else { return nil }
    let found: String
    if value.members != nil {
      switch (value.coordinate("x"), value.coordinate("y")) {
      case (.success(let x), .success(let y)):
        if let point = MediaAttachment.FocalPoint(x: x, y: y) { return point }
        found = "an invalid pair"
      case (.failure(let problem), _): found = problem.phrase + " at x"
      case (_, .failure(let problem)): found = problem.phrase + " at y"
      }
    } else {
      found = value.kind.phrase
    }
    warn(key, "expected x and y from -1 to 1, found \(found)")
    return nil
  }

  /// Why a value is no coordinate of a focal point: its text or kind, for a message.
  struct FocalProblem: Error {
    /// What was found: `1.5`, `a string`, `nothing`.
    let phrase: String
  }

  /// The member `key` of an object as a coordinate of a focal point.
  private func coordinate(_ key: String) -> Result<Double, FocalProblem> {
    guard let value = self[key], !value.isNull else {
      return .failure(FocalProblem(phrase: "nothing"))
    }
    return value.focalCoordinate
  }

  /// This value as a coordinate of a focal point: a number from -1 to 1.
  private var focalCoordinate: Result<Double, FocalProblem> {
    guard case .number(let text) = self else { return .failure(FocalProblem(phrase: kind.phrase)) }
    if let number = Double(text), MediaAttachment.FocalPoint.range.contains(number) {
      return .success(number)
    }
    // A number's text holds only digits, signs, a point and exponents: safe to quote.
    return .failure(FocalProblem(phrase: text.count > 24 ? String(text.prefix(24)) + "…" : text))
  }
}
