import ArchiveTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Paths that are not UTF-8 are opened by their bytes, and shown with them escaped")
struct PathBytesTests {
  /// A small export of Alice's: two posts.
  private static func export() -> MastodonExport {
    var export = MastodonExport()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>First post</p>")
    export.note(id: 2, published: "2023-01-02T10:00:00Z", html: "<p>Second post</p>")
    return export
  }

  /// `archive-caf` and the byte 0xE9 (é in Latin-1), then `suffix`: a name that is not UTF-8.
  private static func latin1Name(_ suffix: String) -> [UInt8] {
    Array("archive-caf".utf8) + [0xE9] + Array(suffix.utf8)
  }

  /// Renames `path` to the name of `bytes` in the same folder.
  private static func move(_ path: String, to bytes: [UInt8], in folder: String) throws {
    let target = (Array(folder.utf8) + [UInt8(ascii: "/")] + bytes + [0]).map {
      CChar(bitPattern: $0)
    }
    let result = target.withUnsafeBufferPointer { rename(path, $0.baseAddress) }
    try #require(result == 0, "cannot rename \(path): \(String(cString: strerror(errno)))")
  }

  /// Runs `listtui FOLDER/NAME --dump --size 60x12`, with NAME as `printf` writes `format`,
  /// through a shell, so that the argument reaches the binary as bytes that are not UTF-8.
  private func dump(_ folder: String, printf format: String) throws -> Subprocess.Result {
    try Subprocess.run(
      "/bin/sh",
      [
        "-c", #"exec "$0" "$1/$(printf "$2")" --dump --size 60x12"#, ListTUIProcess.binary,
        folder, format,
      ], environment: ["TZ": "UTC", "PATH": "/usr/bin:/bin"])
  }

  @Test("A zip whose name is not UTF-8 opens; its title shows the byte as \\xE9")
  func zipNamedInLatin1() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try Self.export().writeZip(to: path)
    try Self.move(path, to: Self.latin1Name(".zip"), in: folder.path)
    let output = try dump(folder.path, printf: #"archive-caf\351.zip"#)
    #expect(output.status == 0)
    #expect(output.errors == "")
    #expect(output.output.hasPrefix(#"archive-caf\xE9.zip › Feed "#))
    #expect(output.output.contains("  Second post"))
  }

  @Test("A missing file whose name is not UTF-8 is named with the byte escaped (66)")
  func missingNamedInLatin1() throws {
    let folder = try TemporaryFolder()
    let output = try dump(folder.path, printf: #"archive-caf\351.zip"#)
    #expect(output.status == 66)
    #expect(
      output.errors
        == #"listtui: \#(folder.path)/archive-caf\xE9.zip: cannot open: No such file or directory"#
        + "\n")
  }

  @Test("An export in a folder whose name is not UTF-8 is found one level down, and opens")
  func folderNamedInLatin1() throws {
    let folder = try TemporaryFolder()
    let export = try Self.export().writeFolder("downloads/archive", in: folder)
    try Self.move(export, to: Self.latin1Name(""), in: folder.file("downloads"))
    let output = try dump(folder.path, printf: "downloads")
    #expect(output.status == 0)
    #expect(output.errors == "")
    #expect(output.output.hasPrefix(#"archive-caf\xE9 › Feed "#))
    #expect(output.output.contains("  Second post"))
  }

  @Test("A document in a folder whose name is not UTF-8 shows the pictures beside it")
  func picturesBesideDocument() throws {
    let folder = try TemporaryFolder()
    let inner = folder.file("inner")
    try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    try FileManager.default.copyItem(
      atPath: repository.appending(path: "Resources/pictures/sunset.png").path,
      toPath: inner + "/sunset.png")
    try
      #"{"users": [{"id": "u1", "nickname": "ann"}], "feed": [{"id": "f1", "user": "u1", "comment": "hi", "image": "sunset.png"}]}"#
      .write(toFile: inner + "/doc.json", atomically: true, encoding: .utf8)
    try Self.move(inner, to: Self.latin1Name(""), in: folder.path)
    let output = try dump(folder.path, printf: #"archive-caf\351/doc.json"#)
    #expect(output.status == 0)
    #expect(!output.output.contains("(missing)"), "\(output.output)")
    #expect(output.output.contains { "▀▄▁▂▃▅▆▇█".contains($0) }, "\(output.output)")
  }
}
