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

  @Test("Each regression returns", arguments: FuzzTarget.allCases)
  func regressions(target: FuzzTarget) throws {
    for file in FuzzInputs.files("regressions", for: target) {
      _ = target.run(try FuzzInputs.bytes(of: file))
    }
  }

  @Test("The seed documents load and browse")
  func seedDocumentsLoad() throws {
    for file in FuzzInputs.files("corpus", for: .document)
    where file.lastPathComponent.hasPrefix("seed-") {
      let outcome = FuzzTarget.document.run(try FuzzInputs.bytes(of: file))
      #expect(!outcome.isRefused, "\(file.lastPathComponent): \(outcome)")
    }
  }
}
