#if !FUZZING
import Foundation
import FuzzTargets

/// `listtui-fuzz TARGET FILE...`: runs each file through a fuzz target, without libFuzzer,
/// and prints one line per file: its path and the outcome.
///
/// This is the main of a normal build; a build with `-DFUZZING` leaves it out, and libFuzzer's
/// own main runs the target instead (see `FuzzEntry.swift` and `make fuzz`).
@main
struct Replay {
  static func main() {
    let arguments = CommandLine.arguments.dropFirst()
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
    guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
      FileHandle.standardError.write(Data("usage: listtui-fuzz \(names) FILE...\n".utf8))
      exit(64)
    }
    var status: Int32 = 0
    for path in arguments.dropFirst() {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("listtui-fuzz: \(path): cannot read\n".utf8))
        status = 66
        continue
      }
      let start = ContinuousClock.now
      let outcome = target.run([UInt8](data))
      print("\(path): \(outcome) (\(ContinuousClock.now - start))")
    }
    exit(status)
  }
}
#endif
