import ArchiveTestSupport
import Foundation
import Testing

@Suite("Folders the user may not read: cannot open (66), naming the folder")
struct UnreadableFolderTests {
  /// A small export of Alice's: two posts.
  private static func export() -> MastodonExport {
    var export = MastodonExport()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>First post</p>")
    export.note(id: 2, published: "2023-01-02T10:00:00Z", html: "<p>Second post</p>")
    return export
  }

  /// Runs `listtui PATH --dump` as a user file permissions apply to (see ``Unprivileged``),
  /// with `locked` at mode 000 for the run; `nil`, recorded as a known issue, when there is no
  /// way to run as such a user here.
  private func dumpUnprivileged(_ path: String, locked: String) throws -> ListTUIProcess.Output? {
    guard let launcher = Unprivileged.launcher else {
      withKnownIssue("run as root, and no setpriv to run the binary as nobody: not checked") {
        Issue.record("cannot run listtui without root's access to every folder")
      }
      return nil
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked)
    }
    return try ListTUIProcess.run([path, "--dump", "--size", "60x12"], launcher: launcher)
  }

  @Test("A folder that cannot be read is not bad data: cannot open: Permission denied (66)")
  func lockedFolder() throws {
    let folder = try TemporaryFolder()
    try Self.export().writeFolder("archive", in: folder)
    let path = folder.file("archive")
    guard let output = try dumpUnprivileged(path, locked: path) else { return }
    #expect(output.status == 66)
    #expect(output.stderr == "listtui: \(path): cannot open: Permission denied\n")
    #expect(output.stdout == "")
  }

  @Test("A folder inside that cannot be read, and no export elsewhere, is named (66)")
  func lockedSubfolder() throws {
    let folder = try TemporaryFolder()
    try Self.export().writeFolder("downloads/archive", in: folder)
    try folder.write("notes", to: "downloads/notes.txt")
    let downloads = folder.file("downloads")
    guard let output = try dumpUnprivileged(downloads, locked: downloads + "/archive") else {
      return
    }
    #expect(output.status == 66)
    #expect(output.stderr == "listtui: \(downloads)/archive: cannot open: Permission denied\n")
    #expect(output.stdout == "")
  }

  @Test("A folder inside that cannot be read is passed over when another holds the export")
  func lockedSubfolderBesideTheExport() throws {
    let folder = try TemporaryFolder()
    try Self.export().writeFolder("downloads/b-archive", in: folder)
    try folder.write("private", to: "downloads/a-private/diary.txt")
    let downloads = folder.file("downloads")
    guard let output = try dumpUnprivileged(downloads, locked: downloads + "/a-private") else {
      return
    }
    #expect(output.status == 0)
    #expect(output.stderr == "")
    #expect(output.stdout.hasPrefix("b-archive › Feed "))
  }
}
