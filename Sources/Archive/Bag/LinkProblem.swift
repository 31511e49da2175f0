/// Why a link of an archive (or of a folder read as one) is not followed, and how that is
/// said: in a warning and, in a few words, where a picture would be.
enum LinkProblem: Error, Hashable, Sendable {
  /// Its target lies outside the archive: an absolute path the archive holds no member of, or
  /// a relative one climbing above its top.
  case outside
  /// Its target is not in the archive; `isCutShort` when the archive is cut short, so that it
  /// may have come after the cut.
  case nothing(isCutShort: Bool)
  /// Following it goes through more than ``MemberLinks/maxDepth`` links.
  case loop
  /// It leads to a folder, a device or a fifo, which is not followed.
  case special(SpecialMember.Kind)

  /// The member left out for the link `name` to `target`, symbolic or hard.
  func leftOut(name: String, target: String, isSymbolic: Bool) -> LeftOutMember {
    let kind = isSymbolic ? "symbolic link" : "link"
    let target = "\"\(target.escapingControlCharacters)\""
    let message =
      switch self {
      case .outside: "\(kind) to \(target), outside the archive; left out"
      case .nothing(let isCutShort):
        isCutShort
          ? "\(kind) to \(target), which is not in the archive before it is cut short; left out"
          : "\(kind) to \(target), which is not in the archive; left out"
      case .loop:
        "\(kind) to \(target), through more than \(MemberLinks.maxDepth) links (a loop?); left out"
      case .special(.folder):
        "\(kind) to \(target), which leads to a folder: links to folders are not followed; "
          + "left out"
      case .special(let other):
        "\(kind) to \(target), which leads to \(other.phrase), not a regular file; left out"
      }
    return LeftOutMember(name: name, reason: reason, message: message)
  }

  /// Why, in a few words: `link outside the archive`.
  var reason: String {
    switch self {
    case .outside: "link outside the archive"
    case .nothing: "link to nothing"
    case .loop: "link loop"
    case .special(.folder): "link to a folder"
    case .special(.fifo): "link to a fifo"
    case .special: "link to a device"
    }
  }

  /// A device or fifo `name` of the archive, which is left out.
  static func special(name: String, kind: SpecialMember.Kind) -> LeftOutMember {
    LeftOutMember(
      name: name, reason: "not a regular file",
      message: "\(kind.phrase), not a regular file; left out")
  }
}
