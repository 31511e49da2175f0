import Testing

@testable import Pictures

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("A picture file the system will not let be read is not missing")
struct UnreadableFileTests {
  @Test("open failing with EACCES or EPERM is .permissionDenied; ENOENT and ELOOP are .missing")
  func openFailures() {
    let denied = "/pics/a.png: \(String(cString: strerror(EACCES)))"
    #expect(FileReader.failure(opening: "/pics/a.png", EACCES) == .permissionDenied(denied))
    #expect(
      FileReader.failure(opening: "/pics/a.png", EPERM)
        == .permissionDenied("/pics/a.png: \(String(cString: strerror(EPERM)))"))
    for code in [ENOENT, ELOOP, ENOTDIR] {
      #expect(
        FileReader.failure(opening: "/pics/a.png", code)
          == .missing("/pics/a.png: \(String(cString: strerror(code)))"))
    }
    #expect(PictureError.permissionDenied(denied).description == "cannot read: \(denied)")
  }

  @Test("a symbolic link loop is .missing, read through the file source")
  func linkLoop() throws {
    var template = Array("/tmp/pictures-loop-XXXXXX".utf8CString)
    let folder = String(cString: try #require(mkdtemp(&template)))
    defer {
      unlink(folder + "/one.png")
      unlink(folder + "/two.png")
      rmdir(folder)
    }
    symlink(folder + "/two.png", folder + "/one.png")
    symlink(folder + "/one.png", folder + "/two.png")
    #expect(throws: PictureError.missing("\(folder)/one.png: \(String(cString: strerror(ELOOP)))"))
    {
      try PictureSource.file(folder + "/one.png").read()
    }
  }
}
