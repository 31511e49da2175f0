/// The order a feed shows posts in: newest first by the moment their date names, and posts
/// without a date, or with one that is no ISO 8601 date, last.
///
/// By moment, not by the text: a date with a zone offset, or with fractions of a second, sorts
/// where it belongs, and text such as `not-a-date` does not sort above every real date.
enum NewestFirst {
  /// Which of two posts with the same moment (or both without one) comes first.
  enum Ties {
    /// The one later in the input: an outbox lists posts oldest first.
    case laterInputFirst
    /// The one earlier in the input: a statuses array lists them newest first, as a timeline
    /// shows them.
    case inputOrder
  }

  /// The indexes of posts in the order to show them, given each post's moment (see
  /// `DisplayDate.preciseMoment`), in input order.
  static func order(_ moments: [Int?], ties: Ties = .laterInputFirst) -> [Int] {
    let laterFirst = ties == .laterInputFirst
    return moments.indices.sorted { left, right in
      switch (moments[left], moments[right]) {
      case (let a?, let b?): a != b ? a > b : (left > right) == laterFirst
      case (_?, nil): true
      case (nil, _?): false
      case (nil, nil): (left > right) == laterFirst
      }
    }
  }
}
