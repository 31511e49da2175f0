import TextEscaping

extension ExportFiles {
  /// Whether a file's name is that of an archive an export may be in: `.zip`, `.tar.gz`,
  /// `.tgz` or `.tar`, in any case.
  static func looksLikeArchive(_ name: String) -> Bool {
    let lower = name.lowercased()
    return [".zip", ".tar.gz", ".tgz", ".tar"].contains { lower.hasSuffix($0) }
  }

  /// What to add to "no outbox.json in this folder" when it holds archives.
  ///
  /// The one to open, or a few of them; nothing when it holds none. `inside` for an archive's
  /// members, which must be taken out before they can be opened.
  static func archiveHint(_ archives: [String], holder: String, inside: Bool = false) -> String {
    guard !archives.isEmpty else { return "" }
    let shown = archives.prefix(3).map { $0.escapedForMessage(quotes: false) }
    let names = shown.joined(separator: ", ") + (archives.count > 3 ? ", …" : "")
    // Only its name says it is an archive, and maybe not the export: the hint says "if".
    let action =
      inside ? "if that is the export, extract it and open that" : "if that is the export, open it"
    return archives.count == 1
      ? "; the \(holder) holds \(names): \(action)"
      : "; the \(holder) holds \(names): \(inside ? "extract the export and open it" : "open the export")"
  }
}
