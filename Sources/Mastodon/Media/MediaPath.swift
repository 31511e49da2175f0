/// How a media location written in an export maps to a file of the archive.
///
/// Exports write the same file differently across versions and storage setups:
/// `media_attachments/files/000/…/original/a.jpg`, `/system/media_attachments/…`, a full
/// `https://files.example/media_attachments/…` URL, and archives store it under yet another
/// prefix. The part from `media_attachments/` on is what they share.
enum MediaPath {
  /// The path from `media_attachments/` on, without a query or fragment, or `nil`.
  static func sharedSuffix(_ location: String) -> String? {
    guard let start = location.firstRange(of: "media_attachments/")?.lowerBound else { return nil }
    var suffix = location[start...]
    if let end = suffix.firstIndex(where: { $0 == "?" || $0 == "#" }) { suffix = suffix[..<end] }
    return String(suffix)
  }

  /// A relative location without a leading `/` or `system/`, or `nil` for a URL.
  static func relative(_ location: String) -> String? {
    guard !location.contains("://"), !location.isEmpty else { return nil }
    var path = Substring(location)
    while path.hasPrefix("/") { path = path.dropFirst() }
    if path.hasPrefix("system/") { path = path.dropFirst("system/".count) }
    return path.isEmpty ? nil : String(path)
  }

  /// The relative paths to try for a location, in order: as written, then without its query
  /// (`avatar.png` for `avatar.png?1526000000`: older Mastodon servers that keep files on their
  /// own disk add a timestamp to the avatar's `url`, but not to its file); none for a URL.
  static func relativeCandidates(_ location: String) -> [String] {
    guard let path = relative(location) else { return [] }
    guard let query = path.firstIndex(of: "?"), query != path.startIndex else { return [path] }
    return [path, String(path[..<query])]
  }

  /// The location as written, then, when it holds escapes that decode to UTF-8, decoded
  /// (`my%20photo%20%C3%A9.png` for the file `my photo é.png`): an export writes a file's URL
  /// path, which is percent-encoded, while the archive names the file as it was stored.
  static func spellings(_ location: String) -> [String] {
    guard location.utf8.contains(UInt8(ascii: "%")), let decoded = percentDecoded(location),
      decoded != location
    else { return [location] }
    return [location, decoded]
  }

  /// The text with each `%` and two hexadecimal digits replaced by that byte, or `nil` when
  /// the bytes are not UTF-8.
  ///
  /// A `%` without two digits after it stays as written.
  static func percentDecoded(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        decoded.append(high << 4 | low)
        index += 3
      } else {
        decoded.append(bytes[index])
        index += 1
      }
    }
    return String(validating: decoded, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The host of an `http(s)` location, for a picture that is not in the archive.
  static func remoteHost(_ location: String) -> String? {
    AccountAddress.host(of: location)
  }
}
