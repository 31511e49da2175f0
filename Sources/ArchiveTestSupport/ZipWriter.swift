import Foundation
import ZIPFoundation

/// Valid zip files written by ZIPFoundation, an implementation independent of the reader.
public enum ZipWriter {
  /// One entry: a file with content, or a folder when `data` is `nil`.
  public struct Entry {
    /// An entry; a folder when `data` is `nil`.
    public init(name: String, data: [UInt8]?, deflate: Bool = true) {
      self.name = name
      self.data = data
      self.deflate = deflate
    }

    /// The path inside the zip.
    public var name: String
    /// The content, or `nil` for a folder.
    public var data: [UInt8]?
    /// Whether to deflate the content (else store it).
    public var deflate = true
  }

  /// Writes a zip of `entries` at `path`.
  public static func write(_ entries: [Entry], to path: String) throws {
    let archive = try ZIPFoundation.Archive(url: URL(fileURLWithPath: path), accessMode: .create)
    for entry in entries {
      guard let data = entry.data else {
        try archive.addEntry(
          with: entry.name, type: .directory, uncompressedSize: Int64(0),
          provider: { (_: Int64, _: Int) in Data() })
        continue
      }
      try archive.addEntry(
        with: entry.name, type: .file, uncompressedSize: Int64(data.count),
        compressionMethod: entry.deflate ? .deflate : .none,
        provider: { (position: Int64, size: Int) in
          Data(data[Int(position)..<(Int(position) + size)])
        })
    }
  }
}
