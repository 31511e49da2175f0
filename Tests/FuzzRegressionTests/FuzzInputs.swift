import Foundation
import FuzzTargets

/// The committed fuzz inputs: `Fuzz/corpus/<target>/` (seeds and what the fuzzer kept) and
/// `Fuzz/regressions/<target>/` (inputs that once crashed, hung or blew up), found from this
/// file's place in the package.
enum FuzzInputs {
  /// The package's `Fuzz/` folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  /// The input files of `kind` (`corpus` or `regressions`) for `target`, sorted by name.
  static func files(_ kind: String, for target: FuzzTarget) -> [URL] {
    let folder = root.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
  }

  /// The bytes of an input file.
  static func bytes(of file: URL) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: file))
  }
}
