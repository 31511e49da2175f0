import ArchiveTestSupport
import Dispatch
import FeedApp
import FeedModel
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The limit on a JSON document, tried with a small limit in place of the 1 GiB one.
@Suite("A JSON document over the size limit is refused, from a file or a pipe; an archive is not")
struct DocumentSizeLimitTests {
  /// A listtui document of 4,000 bytes or so: 100 entries.
  private static let document: [UInt8] = {
    let entries = (0..<100).map { #"{"id":"e\#($0)","user":"u","comment":"entry \#($0)"}"# }
    return Array(
      (#"{"users":[{"id":"u","nickname":"nora"}],"feed":["# + entries.joined(separator: ",") + "]}")
        .utf8)
  }()

  /// A FIFO in `folder` that a thread of its own fills with `bytes`, then closes.
  private func pipe(_ bytes: [UInt8], in folder: TemporaryFolder) throws -> String {
    let path = folder.file("pipe.json")
    #expect(mkfifo(path, 0o600) == 0)
    DispatchQueue.global().async {
      let descriptor = open(path, O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return }
      var written = 0
      while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes {
          write(descriptor, $0.baseAddress, $0.count)
        }
        guard count > 0 else { break }
        written += count
      }
      close(descriptor)
    }
    return path
  }

  /// The error loading `path` with a limit of `limit` bytes, or nil when it loads.
  private func loadingError(_ path: String, limit: Int) -> DocumentError? {
    do throws(DocumentError) {
      _ = try DocumentLoader.load(.file(path: path), sizeLimit: limit)
      return nil
    } catch {
      return error
    }
  }

  @Test("From a pipe: refused once more than the limit has come in, with exit status 65")
  func pipeOverLimit() throws {
    let folder = try TemporaryFolder()
    let path = try pipe(Self.document, in: folder)
    let error = try #require(loadingError(path, limit: 1024))
    #expect(error.description == "\(path): too large (more than 1024 bytes; the limit is 1024)")
    #expect(error.exitStatus == 65)
  }

  @Test("From a regular file: refused by its size before anything is read")
  func fileOverLimit() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(Self.document, to: "doc.json")
    let error = try #require(loadingError(path, limit: 1024))
    #expect(
      error.description
        == "\(path): too large (\(Self.document.count) bytes; the limit is 1024)")
    #expect(error.exitStatus == 65)
  }

  @Test("At the limit exactly, from a pipe or a file, the document loads")
  func atLimit() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(Self.document, to: "doc.json")
    #expect(loadingError(file, limit: Self.document.count) == nil)
    let pipe = try pipe(Self.document, in: folder)
    #expect(loadingError(pipe, limit: Self.document.count) == nil)
  }

  @Test("An archive from a pipe is not held to the limit of a JSON document")
  func archiveFromPipe() throws {
    let folder = try TemporaryFolder()
    var export = MastodonExport()
    export.displayName = "Alice"
    export.note(id: 1, published: "2024-01-01T10:00:00Z", html: "<p>Hello</p>")
    var tar = TarBuilder()
    for file in export.files { tar.file(file.name, file.bytes) }
    tar.end()
    #expect(tar.bytes.count > 1024)
    let path = try pipe(tar.bytes, in: folder)
    #expect(loadingError(path, limit: 1024) == nil)
  }
}
