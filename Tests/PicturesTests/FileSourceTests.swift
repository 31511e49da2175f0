import Pictures
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("File sources")
struct FileSourceTests {
  /// A fresh temporary folder, removed with its files by `body`'s end.
  func withFolder(_ body: (String) throws -> Void) throws {
    var template = Array("/tmp/pictures-tests-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      Issue.record("mkdtemp failed")
      return
    }
    let folder = String(cString: made)
    defer {
      for name in ["a.png", "empty", "big", "fifo"] { unlink(folder + "/" + name) }
      rmdir(folder)
    }
    try body(folder)
  }

  func write(_ bytes: [UInt8], to path: String) {
    let file = fopen(path, "wb")
    #expect(file != nil)
    if let file {
      _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
      fclose(file)
    }
  }

  func failure(_ source: PictureSource) -> PictureError? {
    do {
      _ = try source.read()
      return nil
    } catch {
      return error
    }
  }

  func isMissing(_ error: PictureError?) -> Bool {
    if case .missing = error { return true }
    return false
  }

  @Test("a file is read whole, and keyed by its path")
  func readsFile() throws {
    try withFolder { folder in
      let png = try Fixtures.png(Fixtures.halves(width: 20, height: 10))
      write(png, to: folder + "/a.png")
      let source = PictureSource.file(folder + "/a.png")
      let bytes = try source.read()
      #expect(bytes == png)
      #expect(source.key == "file:" + folder + "/a.png")
      #expect(source == PictureSource.file(folder + "/a.png"))
    }
  }

  @Test("missing, folder and FIFO are .missing, empty is .empty, and a FIFO does not block")
  func missing() throws {
    try withFolder { folder in
      write([], to: folder + "/empty")
      #expect(mkfifo(folder + "/fifo", 0o600) == 0)
      let start = ContinuousClock.now
      #expect(isMissing(failure(.file(folder + "/nothing-here.png"))))
      #expect(failure(.file(folder + "/empty")) == .empty)
      #expect(isMissing(failure(.file(folder))))
      #expect(isMissing(failure(.file(folder + "/fifo"))))
      #expect(ContinuousClock.now - start < .seconds(1))
    }
  }

  @Test("a path with a NUL is .missing, not the file its C string would name")
  func nulInPath() throws {
    try withFolder { folder in
      write(try Fixtures.png(Fixtures.halves(width: 20, height: 10)), to: folder + "/a.png")
      #expect(isMissing(failure(.file(folder + "/a.png\u{0}.txt"))))
    }
  }

  @Test("a file over the byte cap is refused unread")
  func tooBig() throws {
    try withFolder { folder in
      write([UInt8](repeating: 7, count: 5000), to: folder + "/big")
      #expect(failure(.file(folder + "/big", maxBytes: 4096)) == .fileTooLarge(byteCount: 5000))
      let bytes = try PictureSource.file(folder + "/big", maxBytes: 5000).read()
      #expect(bytes.count == 5000)
    }
  }

  @Test("any error a provider throws becomes .missing; a PictureError stays itself")
  func providerErrors() {
    struct ArchiveError: Error {}
    let thrown = PictureSource(key: "zip#a.png") { throw ArchiveError() }
    #expect(isMissing(failure(thrown)))
    let typed = PictureSource(key: "zip#b.png") { throw PictureError.fileTooLarge(byteCount: 9) }
    #expect(failure(typed) == .fileTooLarge(byteCount: 9))
  }
}
