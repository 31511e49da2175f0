import Foundation
import FuzzTargets
import Testing

/// Every committed fuzz input run through its target, as `listtui-fuzz TARGET FILE...` would:
/// each must return (a crash would end the test process), and the regressions that stand
/// for a known failure must end the way the fix intends.
@Suite("Fuzz inputs replayed")
struct FuzzReplayTests {
  @Test("The corpus of each target returns on every input", arguments: FuzzTarget.allCases)
  func corpus(target: FuzzTarget) throws {
    let files = FuzzInputs.files("corpus", for: target)
    #expect(!files.isEmpty, "Fuzz/corpus/\(target.rawValue) has no seeds")
    for file in files {
      _ = target.run(try FuzzInputs.bytes(of: file))
    }
  }

  @Test("Each regression returns as its fix intends", arguments: FuzzTarget.allCases)
  func regressions(target: FuzzTarget) throws {
    for file in FuzzInputs.files("regressions", for: target) {
      let name = "\(target.rawValue)/\(file.lastPathComponent)"
      let outcome = target.run(try FuzzInputs.bytes(of: file))
      guard let expected = Self.outcomes[name] else {
        Issue.record("\(name): no expected outcome; it came to \(outcome)")
        continue
      }
      #expect(outcome.description.hasPrefix(expected), "\(name)")
    }
  }

  /// How each regression must end, by `target/file`: the start of its outcome.
  ///
  /// A refusal names the member or the byte where the input went wrong.
  static let outcomes: [String: String] = [
    // A pax `size=` of Int.max: its padding overflowed when the data was skipped.
    "archive/tar-pax-size-max.tar":
      #"refused: fuzz: outbox.json: truncated or corrupt (bad pax size "9223372036854775807")"#,
    "document/tar-gz-pax-size-max.tar.gz":
      #"refused: fuzz: outbox.json: truncated or corrupt (bad pax size "9223372036854775807")"#,
    // The same through GNU's base-256 size field, for a file and for an entry skipped over.
    "archive/tar-base256-size-max.tar":
      "refused: fuzz: truncated or corrupt (bad tar size field at byte 512)",
    "archive/tar-skipped-entry-size-max.tar":
      "refused: fuzz: truncated or corrupt (bad tar size field at byte 512)",
  ]

  @Test("The seed documents load and browse")
  func seedDocumentsLoad() throws {
    for file in FuzzInputs.files("corpus", for: .document)
    where file.lastPathComponent.hasPrefix("seed-") {
      let outcome = FuzzTarget.document.run(try FuzzInputs.bytes(of: file))
      #expect(!outcome.isRefused, "\(file.lastPathComponent): \(outcome)")
    }
  }
}
