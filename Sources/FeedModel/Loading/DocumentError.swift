/// Why a document could not be loaded at all.
///
/// Its ``description`` is the one-line message for standard error, in one of three forms:
///
/// ```text
/// feed.json: cannot open: No such file or directory
/// feed.json:3:14: malformed JSON: expected ',' or '}' after an object member
/// feed.json: feed[12].user: expected a string, found a number
/// ```
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of failure, which decides the exit status.
  public enum Kind: Hashable, Sendable {
    /// The input could not be opened or read, such as a missing file or a directory.
    case cannotOpen
    /// The input is not well-formed JSON (or not UTF-8); ``DocumentError/place`` is `line:column`.
    case malformed
    /// The JSON is well formed but does not describe a document; ``DocumentError/place`` is the
    /// path to the offending value, such as `feed[12].user`.
    case invalid
  }

  /// The kind of failure.
  public var kind: Kind
  /// The input's display name: the path as given, or `<stdin>` for standard input.
  public var file: String
  /// Where the problem is: `line:column` for malformed JSON, a path such as `feed[12].user` or
  /// `users[0]` for an invalid document, and `nil` for the input as a whole.
  ///
  /// Lines and columns start at 1. Columns count Unicode scalars (characters, not bytes), so
  /// `"é"` and `"👨‍👩‍👧"` advance the column by 1 and 5; a leading byte order mark is not counted.
  public var place: String?
  /// What is wrong, such as `expected a string, found a number`.
  ///
  /// Text taken from the input is quoted, with control characters escaped.
  public var message: String
  /// Whether ``place`` starts with the path of a file inside the folder ``file``, such as
  /// `outbox.json:2:12` in an extracted archive: the two are then joined with `/`
  /// (`export/outbox.json:2:12`), as a path an editor can open, where a member of an archive
  /// file follows the archive's name after `:` (`archive.zip:outbox.json:2:12`).
  public var placeIsInFolder: Bool

  /// Creates an error.
  public init(
    kind: Kind, file: String, place: String?, message: String, placeIsInFolder: Bool = false
  ) {
    self.kind = kind
    self.file = file
    self.place = place
    self.message = message
    self.placeIsInFolder = placeIsInFolder
  }

  /// The error for an input that is nothing the app reads: `a.zip: not a listtui document,
  /// Mastodon archive or list of statuses`.
  public static func unrecognized(file: String) -> DocumentError {
    DocumentError(
      kind: .invalid, file: file, place: nil,
      message: "not a listtui document, Mastodon archive or list of statuses")
  }

  /// The process exit status for this failure, as in `sysexits.h`.
  ///
  /// `66` (`EX_NOINPUT`) when the input cannot be opened, `65` (`EX_DATAERR`) otherwise.
  public var exitStatus: Int32 {
    switch kind {
    case .cannotOpen: 66
    case .malformed, .invalid: 65
    }
  }

  /// The message with the input named another way, such as by its file name alone for a
  /// status line: `late.json:3012:8: malformed JSON: invalid literal`.
  public func description(naming name: String) -> String {
    var renamed = self
    renamed.file = name
    return renamed.description
  }

  /// Where loading stopped, with the input named another way, for a status line:
  /// `late.json:3012:8`, `feed.json: feed[12].user`, or the name alone.
  public func location(naming name: String) -> String {
    let name = name.escapingControlCharacters
    guard kind != .cannotOpen, let place = place?.escapingControlCharacters else { return name }
    return name + separator(after: name) + place
  }

  /// What joins the input's name and the place: `/` inside a folder (none after a name ending
  /// in one), else `:` before `line:column` and `: ` before a path.
  private func separator(after name: String) -> String {
    if placeIsInFolder { return name.hasSuffix("/") ? "" : "/" }
    return kind == .malformed ? ":" : ": "
  }

  /// What is wrong without the input's name, for a list of problems: `malformed JSON: invalid
  /// literal`, or `cannot open: …`.
  public var problem: String {
    switch kind {
    case .cannotOpen: "cannot open: \(message)"
    case .malformed: "malformed JSON: \(message)"
    case .invalid: message
    }
  }

  /// The message for standard error: file, place and message, such as
  /// `feed.json:3:14: malformed JSON: expected ',' or '}' after an object member`.
  ///
  /// The file and the place are printed with their control characters escaped: a place may be
  /// a name from an archive.
  public var description: String {
    switch kind {
    case .cannotOpen: "\(file.escapingControlCharacters): cannot open: \(message)"
    case .malformed: "\(location(naming: file)): malformed JSON: \(message)"
    case .invalid: "\(location(naming: file)): \(message)"
    }
  }
}
