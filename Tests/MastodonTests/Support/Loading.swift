import ArchiveTestSupport
import FeedModel
import Foundation
import Mastodon

/// The fixtures folder's path.
func fixture(_ name: String) throws -> String {
  guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
    throw CocoaError(.fileNoSuchFile)
  }
  return url.appendingPathComponent(name).path
}

/// The document read from `path`, finished.
func load(_ path: String, name: String = "export") throws -> DocumentSnapshot {
  let builder = DocumentBuilder()
  try MastodonReader.read(path: path, displayName: name, into: builder)
  return builder.finish()
}

/// The document an export holds, written to a folder and read from it, finished.
func load(export: MastodonExport) throws -> DocumentSnapshot {
  let folder = try TemporaryFolder()
  return try load(try export.writeFolder("export", in: folder), name: "export")
}

/// The error reading `path` fails with, or `nil`.
func loadError(_ path: String, name: String) -> DocumentError? {
  do {
    _ = try load(path, name: name)
    return nil
  } catch {
    return error as? DocumentError
  }
}

/// Every file below `folder`, as (name relative to it, bytes), sorted by name.
func files(under folder: String) throws -> [(String, [UInt8])] {
  let manager = FileManager.default
  let names = try manager.subpathsOfDirectory(atPath: folder).sorted()
  return try names.compactMap { name in
    var isDirectory: ObjCBool = false
    let path = (folder as NSString).appendingPathComponent(name)
    guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
      return nil
    }
    return (name, Array(try Data(contentsOf: URL(fileURLWithPath: path))))
  }
}
