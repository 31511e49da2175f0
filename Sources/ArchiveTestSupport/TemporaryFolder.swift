import Foundation

/// A fresh folder under the system's temporary folder, removed when released.
public final class TemporaryFolder {
  /// The folder's path.
  public let path: String

  /// Creates the folder.
  public init() throws {
    let name = "listtui-archive-\(UUID().uuidString)"
    path = (NSTemporaryDirectory() as NSString).appendingPathComponent(name)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// The path of `name` inside the folder.
  public func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

  /// Writes `bytes` to `name` (creating folders on the way) and returns its path.
  @discardableResult
  public func write(_ bytes: [UInt8], to name: String) throws -> String {
    let target = file(name)
    try FileManager.default.createDirectory(
      atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: target))
    return target
  }

  /// Writes `text` as UTF-8 to `name` and returns its path.
  @discardableResult
  public func write(_ text: String, to name: String) throws -> String {
    try write(Array(text.utf8), to: name)
  }
}
