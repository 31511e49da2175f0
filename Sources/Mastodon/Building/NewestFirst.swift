/// The order a feed shows posts in: newest first by the moment their date names, later input
/// first among equal moments, and posts without a date, or with one that is no ISO 8601 date,
/// last (later input first among them too).
///
/// By moment, not by the text: a date with a zone offset, or with fractions of a second, sorts
/// where it belongs, and text such as `not-a-date` does not sort above every real date.
enum NewestFirst {
  /// The indexes of posts in the order to show them, given each post's moment (see
  /// `DisplayDate.moment`), in input order.
  static func order(_ moments: [Int?]) -> [Int] {
    moments.indices.sorted { left, right in
      switch (moments[left], moments[right]) {
      case (let a?, let b?): a != b ? a > b : left > right
      case (_?, nil): true
      case (nil, _?): false
      case (nil, nil): left > right
      }
    }
  }
}
