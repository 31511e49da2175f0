import FeedModel
import Foundation
import Pictures
import Testing

@testable import FeedApp

@Suite("Reading documents from files")
struct FileInputTests {
  private func fixture(_ name: String) throws -> String {
    let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    return folder.appendingPathComponent(name).path
  }

  @Test("A file loads with its warnings")
  func loadsFile() throws {
    let loaded = try DocumentLoader.load(.file(path: try fixture("small.json")))
    #expect(loaded.document.me == "u1")
    #expect(loaded.document.feed.map(\.id) == ["f1"])
    #expect(
      loaded.warnings.map(\.description) == [#"feed[1].user: unknown user "u9"; entry skipped"#])
  }

  @Test("The empty-object fixture is an empty document")
  func emptyFixture() throws {
    let loaded = try DocumentLoader.load(.file(path: try fixture("empty.json")))
    #expect(loaded.document == Document())
  }

  @Test("A missing file cannot be opened and exits 66")
  func missingFile() {
    let path = "/nonexistent/listtui/feed.json"
    #expect {
      try DocumentLoader.load(.file(path: path))
    } throws: { error in
      guard let error = error as? DocumentError else { return false }
      return error.kind == .cannotOpen && error.exitStatus == 66 && error.place == nil
        && error.description == "\(path): cannot open: No such file or directory"
    }
  }

  @Test("A folder is read as an extracted archive: without an outbox.json it exits 65 saying so")
  func directory() throws {
    let path = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).path
    do {
      _ = try DocumentLoader.load(.file(path: path))
      Issue.record("a folder without an outbox loaded")
    } catch {
      #expect(error.kind == .invalid)
      #expect(error.exitStatus == 65)
      #expect(
        error.description
          == "\(path): no outbox.json in this folder, nor in a folder directly inside it")
    }
  }

  @Test("Malformed JSON in a file names the path and exits 65")
  func malformedFile() throws {
    let path = try fixture("malformed.json")
    do {
      _ = try DocumentLoader.load(.file(path: path))
      Issue.record("a malformed file loaded")
    } catch {
      #expect(error.exitStatus == 65)
      #expect(
        error.description
          == "\(path):3:18: malformed JSON: expected ',' or '}' after an object member")
    }
  }

  @Test("Invalid UTF-8 in a file is malformed at the offending byte")
  func invalidUTF8File() throws {
    let path = try fixture("invalid-utf8.json")
    do {
      _ = try DocumentLoader.load(.file(path: path))
      Issue.record("invalid UTF-8 loaded")
    } catch {
      #expect(error.kind == .malformed)
      #expect(error.description == "\(path):2:11: malformed JSON: invalid UTF-8 in a string")
    }
  }

  @Test("Loading never changes the file")
  func fileUnchanged() throws {
    let path = try fixture("small.json")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    _ = try DocumentLoader.load(.file(path: path))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test("A pipe, like standard input, is read to its end across many reads")
  func pipeIsReadFully() throws {
    let pipe = Pipe()
    let text = #"{"me": null, "x": ""# + String(repeating: "あ", count: 100_000) + #""}"#
    let writer = Thread {
      pipe.fileHandleForWriting.write(Data(text.utf8))
      try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    let bytes = try ByteInput(
      descriptor: pipe.fileHandleForReading.fileDescriptor, name: "<stdin>"
    ).readAll()
    #expect(bytes == Array(text.utf8))
    #expect(try load(bytes: bytes).document == Document())
  }

  @Test("A picture that becomes a FIFO is refused, not waited on; one over 64 MB is too large")
  func pictureFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "listtui-media-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = FileMediaSource(directory: folder.path)
    let picture = folder.appending(path: "a.png").path
    try Data("png".utf8).write(to: URL(fileURLWithPath: picture))
    guard case .readable(_, let read) = source.resolve("a.png") else {
      Issue.record("a.png does not resolve")
      return
    }
    #expect(try read() == Array("png".utf8))
    try FileManager.default.removeItem(atPath: picture)
    #expect(mkfifo(picture, 0o600) == 0)
    #expect(throws: PictureError.self) { try read() }
    let large = folder.appending(path: "large.png").path
    #expect(FileManager.default.createFile(atPath: large, contents: nil))
    #expect(truncate(large, off_t(FileMediaSource.sizeLimit + 1)) == 0)
    guard case .readable(_, let readLarge) = source.resolve("large.png") else {
      Issue.record("large.png does not resolve")
      return
    }
    #expect(throws: PictureError.fileTooLarge(byteCount: FileMediaSource.sizeLimit + 1)) {
      try readLarge()
    }
  }

  @Test("Standard input and text sources have display names")
  func displayNames() {
    #expect(DocumentSource.standardInput.displayName == "<stdin>")
    #expect(DocumentSource.file(path: "a/b.json").displayName == "a/b.json")
    #expect(DocumentSource.text("{}", name: "demo.json").displayName == "demo.json")
  }
}
