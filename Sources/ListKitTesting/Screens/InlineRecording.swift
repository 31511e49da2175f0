import Foundation
import Synchronization
import Testing

/// Record mode's writing of screens into the tests' own source: each screen that differs is
/// kept, and when the test process exits its literal replaces the expected one in the file,
/// as pointfree's inline snapshots do.
///
/// A file's literals are all found in its text as it was compiled, then replaced from the
/// last to the first, so that one replacement moves none of the others. Every screen checked
/// in record mode is kept, matching or not, so that a call that checked different screens (in
/// a loop, or a parameterised test where one case passed and another failed) is known as
/// such, and printed rather than written over a literal that was right for one of them; a call
/// whose expected lines are not a plain array literal (see ``ExpectedLiteral``), or a file that
/// cannot be read or written, is printed too.
enum InlineRecording {
  /// One screen checked at one call.
  struct Recording: Equatable {
    let filePath: String
    let line: Int
    let column: Int
    let function: String
    let lines: [String]
    /// Whether the screen matched its expected lines.
    var matched = false

    /// The call's place in its file.
    var place: String { "\(line):\(column)" }
  }

  private static let pending = Mutex<[Recording]?>(nil)

  /// Keeps a screen checked in record mode, to write when the process exits if it differed.
  static func record(
    _ lines: [String], function: String, at location: SourceLocation, matched: Bool = false
  ) {
    let recording = Recording(
      filePath: location.filePath, line: location.line, column: location.column,
      function: function, lines: lines, matched: matched)
    let first = pending.withLock { pending in
      defer { pending = (pending ?? []) + CollectionOfOne(recording) }
      return pending == nil
    }
    if first { atexit { InlineRecording.writeAll() } }
  }

  /// Takes back the screens kept for one file, so that they are not written: for tests of
  /// record mode itself.
  static func take(forFileAt path: String) -> [Recording] {
    pending.withLock { pending in
      let (taken, kept) = (pending ?? []).reduce(into: ([Recording](), [Recording]())) {
        if $1.filePath == path { $0.0.append($1) } else { $0.1.append($1) }
      }
      pending = pending == nil ? nil : kept
      return taken
    }
  }

  /// Writes every kept screen into its file, once.
  static func writeAll() {
    let recordings = pending.withLock { pending in
      defer { pending = [] }
      return pending ?? []
    }
    for (path, group) in Dictionary(grouping: recordings, by: \.filePath) {
      let report = write(group, toFileAt: path)
      if !report.isEmpty { FileHandle.standardError.write(Data(report.utf8)) }
    }
  }

  /// Writes one file's screens, and returns what could not be written, as text to print.
  static func write(_ recordings: [Recording], toFileAt path: String) -> String {
    let differing = Dictionary(grouping: recordings.filter { !$0.matched }, by: \.place)
      .values.map { $0[0] }
    guard let data = FileManager.default.contents(atPath: path) else {
      return differing.map { unwritten($0, reason: "cannot read the file") }.joined()
    }
    let (source, written, failed) = rewritten([UInt8](data), with: recordings)
    var report = failed.map { unwritten($0.0, reason: $0.1) }.joined()
    guard written > 0 else { return report }
    do {
      try Data(source).write(to: URL(fileURLWithPath: path), options: .atomic)
      report += "\(ScreenRecording.environmentVariable): wrote \(written) screen(s) into \(path)\n"
    } catch {
      report += differing.map { unwritten($0, reason: "cannot write the file: \(error)") }
        .joined()
    }
    return report
  }

  /// The source with the literal of each call whose screen differed replaced, how many were,
  /// and one recording of each call that could not be written, with the reason.
  static func rewritten(
    _ source: [UInt8], with recordings: [Recording]
  ) -> (source: [UInt8], written: Int, failed: [(Recording, String)]) {
    var failed: [(Recording, String)] = []
    var edits: [(range: Range<Int>, text: String)] = []
    for group in Dictionary(grouping: recordings, by: \.place).values {
      guard let recording = group.first(where: { !$0.matched }) else { continue }
      let screens = Set(group.map(\.lines)).count
      guard screens == 1 else {
        failed.append((recording, "this call checked \(screens) different screens"))
        continue
      }
      switch ExpectedLiteral.find(
        in: source, function: recording.function, line: recording.line, column: recording.column)
      {
      case .success(let literal):
        edits.append((literal.range, literal.replacement(for: recording.lines)))
      case .failure(let failure):
        failed.append((recording, failure.reason))
      }
    }
    var result = source
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    return (result, edits.count, failed.sorted { $0.0.line < $1.0.line })
  }

  /// A screen that could not be written, as record mode printed it before.
  private static func unwritten(_ recording: Recording, reason: String) -> String {
    let name = URL(fileURLWithPath: recording.filePath).lastPathComponent
    return "\(ScreenRecording.environmentVariable) \(name):\(recording.line) not written, as "
      + "\(reason):\n\(swiftLiteral(recording.lines))\n"
  }
}
