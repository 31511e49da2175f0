import FeedModel

/// Whether a picture's location, as an actor's `icon` or `image` gives it, can name a
/// picture: an `http(s)` address, or a path such as an export's `avatar.png`.
enum PictureLocation {
  /// Why `location` names no picture, as in `expected an image's address or path, found
  /// "a cat"`, or `nil` when it can name one.
  ///
  /// An empty string, text with white space or control characters, or an address of another
  /// scheme (`javascript:…`, `mailto:…`) names none.
  static func problem(with location: String) -> String? {
    let hasBlanks = location.unicodeScalars.contains {
      $0.properties.isWhitespace || $0.properties.generalCategory == .control
    }
    var isOtherScheme = false
    if let colon = location.firstIndex(of: ":"),
      !location[..<colon].contains("/"), location[..<colon].count > 1
    {
      // One letter before a colon is a Windows drive, as in `C:\avatar.png`.
      let scheme = location[..<colon].lowercased()
      isOtherScheme = scheme != "http" && scheme != "https"
    }
    guard location.isEmpty || hasBlanks || isOtherScheme else { return nil }
    let excerpt = location.count > 60 ? String(location.prefix(60)) + "…" : location
    let found = location.isEmpty ? "an empty string" : excerpt.quotedForMessage
    return "expected an image's address or path, found \(found)"
  }
}
