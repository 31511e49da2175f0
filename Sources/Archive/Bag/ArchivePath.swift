/// How member names are normalised and matched.
enum ArchivePath {
  /// `name` without leading `./` components, so `./outbox.json` is `outbox.json`.
  ///
  /// Nothing else changes: `..` and a leading `/` stay, because a name is only ever a key.
  static func normalized(_ name: String) -> String {
    var rest = Substring(name)
    while rest.hasPrefix("./") {
      rest = rest.dropFirst(2).drop { $0 == "/" }
    }
    return String(rest)
  }

  /// A zip member's name with each `\` read as `/`, as Info-ZIP's unzip and 7-Zip read it.
  ///
  /// Windows PowerShell 5.1's `Compress-Archive` writes `archive\outbox.json` where the zip
  /// format wants `archive/outbox.json`, so every lookup (outbox, actor, media) needs it.
  static func zipName(_ name: String) -> String {
    guard name.utf8.contains(UInt8(ascii: "\\")) else { return name }
    return String(String.UnicodeScalarView(name.unicodeScalars.map { $0 == "\\" ? "/" : $0 }))
  }

  /// The last `/`-separated component of `path`, such as `a.jpg` for `x/y/a.jpg`.
  static func lastComponent(_ path: String) -> Substring {
    guard let slash = path.lastIndex(of: "/") else { return Substring(path) }
    return path[path.index(after: slash)...]
  }

  /// Whether `name` is `suffix` or ends with `/` followed by `suffix`: the suffix matches
  /// whole path components only, so `b/c.jpg` matches `a/b/c.jpg` but not `ab/c.jpg`.
  static func name(_ name: String, endsWithComponents suffix: String) -> Bool {
    guard name.hasSuffix(suffix) else { return false }
    if name.utf8.count == suffix.utf8.count { return true }
    let boundary = name.utf8.index(name.utf8.endIndex, offsetBy: -suffix.utf8.count - 1)
    return name.utf8[boundary] == UInt8(ascii: "/")
  }
}
