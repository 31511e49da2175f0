import Foundation
import Synchronization
import Testing

/// Record mode's writing of screens into the tests' own source: each screen that differs is
/// kept, and when the test process exits its literal replaces the expected one in the file,
/// as pointfree's inline snapshots do.
///
/// A file's literals are all found in its text as it was compiled, then replaced from the
/// last to the first, so that one replacement moves none of the others. A call whose expected
/// lines are not a plain array literal (see ``ExpectedLiteral``), a place asked for with two
/// different screens (a loop, a parameterised test), or a file that cannot be read or written,
/// is printed instead, as before.
enum InlineRecording {
  /// One screen to write at one call.
  struct Recording: Equatable {
    let filePath: String
    let line: Int
    let column: Int
    let function: String
    let lines: [String]
  }

  private static let pending = Mutex<[Recording]?>(nil)

  /// Keeps a screen to write when the process exits.
  static func record(
    _ lines: [String], function: String, at location: SourceLocation
  ) {
    let recording = Recording(
      filePath: location.filePath, line: location.line, column: location.column,
      function: function, lines: lines)
    let first = pending.withLock { pending in
      defer { pending = (pending ?? []) + [recording] }
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
    guard let data = FileManager.default.contents(atPath: path) else {
      return recordings.map { unwritten($0, reason: "cannot read the file") }.joined()
    }
    let (source, failed) = rewritten([UInt8](data), with: recordings)
    var report = failed.map { unwritten($0.0, reason: $0.1) }.joined()
    guard source != [UInt8](data) else { return report }
    do {
      try Data(source).write(to: URL(fileURLWithPath: path), options: .atomic)
      let count = Set(recordings.map { "\($0.line):\($0.column)" }).count - failed.count
      report += "\(ScreenRecording.environmentVariable): wrote \(count) screen(s) into \(path)\n"
    } catch {
      report += recordings.map { unwritten($0, reason: "cannot write the file: \(error)") }
        .joined()
    }
    return report
  }

  /// The source with each recording's literal replaced, and the recordings that could not be
  /// written, each with the reason.
  static func rewritten(
    _ source: [UInt8], with recordings: [Recording]
  ) -> (source: [UInt8], failed: [(Recording, String)]) {
    var failed: [(Recording, String)] = []
    var edits: [(range: Range<Int>, text: String)] = []
    let places = Dictionary(grouping: recordings) { "\($0.line):\($0.column)" }
    for group in places.values {
      let recording = group[0]
      guard group.allSatisfy({ $0.lines == recording.lines }) else {
        failed += group.map { ($0, "this call checked \(group.count) different screens") }
        continue
      }
      guard
        let literal = ExpectedLiteral(
          in: source, function: recording.function, line: recording.line,
          column: recording.column)
      else {
        failed.append((recording, "its expected lines are not an array literal of strings"))
        continue
      }
      edits.append((literal.range, literal.replacement(for: recording.lines)))
    }
    var result = source
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    return (result, failed)
  }

  /// A screen that could not be written, as record mode printed it before.
  private static func unwritten(_ recording: Recording, reason: String) -> String {
    let name = URL(fileURLWithPath: recording.filePath).lastPathComponent
    return "\(ScreenRecording.environmentVariable) \(name):\(recording.line) not written, as "
      + "\(reason):\n\(swiftLiteral(recording.lines))\n"
  }
}
