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

  /// The host of an `http(s)` location, for a picture that is not in the archive.
  static func remoteHost(_ location: String) -> String? {
    AccountAddress.host(of: location)
  }
}
