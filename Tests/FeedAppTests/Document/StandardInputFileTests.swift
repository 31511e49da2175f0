import FeedModel
import Foundation
import Testing

@testable import FeedApp

/// Standard input redirected from a regular file (`listtui - < feed.json`): its size is known,
/// so loading says its share, as for a file named on the command line; a pipe's is not.
@Suite("Standard input redirected from a regular file: loading says its share, not its bytes")
struct StandardInputFileTests {
  /// A listtui document of `count` entries.
  static func document(entries count: Int) -> [UInt8] {
    let entries = (0..<count).map { #"{"id":"e\#($0)","user":"u","comment":"entry \#($0)"}"# }
    return Array(
      (#"{"users":[{"id":"u","nickname":"nora"}],"feed":["# + entries.joined(separator: ",\n")
        + "]}\n").utf8)
  }

  /// The progress of every snapshot published while `source` loads with standard input open on
  /// `descriptor`, one every 100 entries.
  static func progress(standardInput descriptor: Int32) throws -> [LoadProgress] {
    var seen: [LoadProgress] = []
    let builder = DocumentBuilder { seen.append($0.progress) }
    builder.publishEvery = 100
    try DocumentLoader.read(
      .standardInput, into: builder, sizeLimit: DocumentLoader.jsonSizeLimit,
      standardInput: descriptor)
    return seen
  }

  /// A regular file holding `bytes`, open for reading at `offset`.
  static func openFile(_ bytes: [UInt8], at offset: Int) throws -> (descriptor: Int32, path: String)
  {
    let path =
      NSTemporaryDirectory() + "stdin-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    #expect(descriptor >= 0)
    #expect(lseek(descriptor, off_t(offset), SEEK_SET) == off_t(offset))
    return (descriptor, path)
  }

  @Test("From the start of the file: every part knows the total, and the shares climb to 100")
  func wholeFile() throws {
    let document = Self.document(entries: 1_000)
    let (descriptor, path) = try Self.openFile(document, at: 0)
    defer {
      close(descriptor)
      try? FileManager.default.removeItem(atPath: path)
    }
    let seen = try Self.progress(standardInput: descriptor)
    #expect(seen.count > 5)
    #expect(seen.allSatisfy { $0.totalBytes == document.count }, "\(seen.prefix(3))")
    let shares = seen.compactMap(\.percent)
    #expect(shares.count == seen.count)
    #expect(shares.contains { $0 > 0 && $0 < 100 }, "\(shares)")
    #expect(shares == shares.sorted())
    #expect(shares.last == 100)
  }

  @Test("Past bytes a command before it read (`{ head -c 9; listtui -; } < file`): what is left")
  func fromAnOffset() throws {
    let skipped = Array("# header\n".utf8)
    let document = Self.document(entries: 300)
    let (descriptor, path) = try Self.openFile(skipped + document, at: skipped.count)
    defer {
      close(descriptor)
      try? FileManager.default.removeItem(atPath: path)
    }
    let seen = try Self.progress(standardInput: descriptor)
    #expect(!seen.isEmpty)
    #expect(seen.allSatisfy { $0.totalBytes == document.count }, "\(seen.prefix(3))")
    #expect(seen.last?.percent == 100)
  }

  @Test("A pipe's size is not known: its bytes are counted, with no share")
  func pipeHasNoShare() throws {
    let document = Self.document(entries: 300)
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let (reader, writer) = (ends[0], ends[1])
    Thread.detachNewThread {
      var offset = 0
      while offset < document.count {
        let count = document[offset...].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        offset += count
      }
      close(writer)
    }
    defer { close(reader) }
    let seen = try Self.progress(standardInput: reader)
    #expect(!seen.isEmpty)
    #expect(seen.allSatisfy { $0.totalBytes == nil && $0.percent == nil })
    #expect(seen.last?.bytesRead == document.count)
  }
}
