/// Where a document's JSON comes from.
public enum DocumentSource: Sendable {
  /// A file, opened read-only; its display name is the path as given.
  case file(path: String)
  /// Standard input, read to its end; its display name is `<stdin>`.
  case standardInput
  /// Text already in memory, such as the bundled demo, with the name to show in messages.
  case text(String, name: String)

  /// The name shown in messages about this source.
  public var displayName: String {
    switch self {
    case .file(let path): path
    case .standardInput: "<stdin>"
    case .text(_, let name): name
    }
  }
}
