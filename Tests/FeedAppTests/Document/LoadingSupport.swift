import FeedModel

@testable import FeedApp

/// The display name every in-memory test document is loaded under.
let testFileName = "t.json"

/// Loads `json` as a document named `t.json`.
func load(_ json: String) throws(DocumentError) -> DocumentSnapshot {
  try DocumentLoader.load(.text(json, name: testFileName))
}

/// Loads raw bytes, which may be invalid UTF-8, as a document named `t.json`.
func load(bytes: [UInt8]) throws(DocumentError) -> DocumentSnapshot {
  try DocumentLoader.load(.bytes(bytes, name: testFileName))
}

/// The error loading `json` fails with, or `nil` if it loads.
func loadingError(_ json: String) -> DocumentError? {
  do {
    _ = try load(json)
    return nil
  } catch {
    return error
  }
}

/// The error loading `bytes` fails with, or `nil` if it loads.
func loadingError(bytes: [UInt8]) -> DocumentError? {
  do {
    _ = try load(bytes: bytes)
    return nil
  } catch {
    return error
  }
}

/// The warnings of a document that must load, as their descriptions.
func warnings(_ json: String) throws -> [String] {
  try load(json).warnings.map(\.description)
}
