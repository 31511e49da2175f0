import ArchiveTestSupport
import Foundation
import Testing

@Suite("A picture the user may not read says so: (permission denied), not (missing)")
struct UnreadablePictureTests {
  /// A 1×1 GIF, which any picture reader draws.
  private static let gif: [UInt8] = [
    0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xFF, 0x00,
    0x00, 0x00, 0x00, 0xFF, 0x2C, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02,
    0x02, 0x44, 0x01, 0x00, 0x3B,
  ]

  /// Runs `listtui ARGUMENTS --dump` as a user file permissions apply to (see
  /// ``Unprivileged``), with each of `locked` at mode 000 for the run; `nil`, recorded as a
  /// known issue, when there is no way to run as such a user here.
  private func dumpUnprivileged(
    _ arguments: [String], locked: [String]
  ) throws -> ListTUIProcess.Output? {
    guard let launcher = Unprivileged.launcher else {
      withKnownIssue("run as root, and no setpriv to run the binary as nobody: not checked") {
        Issue.record("cannot run listtui without root's access to every file")
      }
      return nil
    }
    for path in locked {
      try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
    }
    defer {
      for path in locked {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
      }
    }
    return try ListTUIProcess.run(arguments + ["--dump"], launcher: launcher)
  }

  /// The frames of a dump: the lines with `▣`, without their borders.
  private func frames(_ output: ListTUIProcess.Output) -> [String] {
    output.stdout.split(separator: "\n").filter { $0.contains("▣") }.map {
      $0.trimmingCharacters(in: ["│", " ", "┃"])
    }
  }

  @Test(
    "beside a document: a file of mode 000 and one in a folder of mode 000; a link loop says so")
  func besideADocument() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.gif, to: "locked.gif")
    try folder.write(Self.gif, to: "private/inside.gif")
    try folder.write(Self.gif, to: "open.gif")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("loop.gif"), withDestinationPath: "loop.gif")
    let names = ["locked.gif", "private/inside.gif", "loop.gif", "open.gif"]
    let entries = names.enumerated().map { index, name in
      #"{"id": "e\#(index)", "user": "u1", "comment": "c\#(index)", "image": "\#(name)"}"#
    }
    let document = try folder.write(
      Array(
        (#"{"users": [{"id": "u1", "nickname": "n"}], "feed": ["#
          + entries.joined(separator: ",") + "]}").utf8), to: "doc.json")
    guard
      let output = try dumpUnprivileged(
        [document, "--size", "60x60"],
        locked: [folder.file("locked.gif"), folder.file("private")])
    else { return }
    #expect(output.status == 0)
    #expect(
      frames(output) == [
        "▣ locked.gif (permission denied)", "▣ inside.gif (permission denied)",
        "▣ loop.gif (link loop)",
      ], "\(output.stdout)")
  }

  @Test("in a folder export, and beside a bare outbox.json: a media file of mode 000")
  func inAnExport() throws {
    let folder = try TemporaryFolder()
    var export = MastodonExport()
    let media = "media_attachments/files/1/original/a.gif"
    export.note(
      id: 1, published: "2023-01-01T10:00:00Z", html: "<p>A picture</p>",
      attachments: [.init(url: "/" + media, mediaType: "image/gif")])
    export.media = [(media, Self.gif)]
    let path = try export.writeFolder("archive", in: folder)
    guard
      let output = try dumpUnprivileged(
        [path, "--size", "60x16"], locked: [path + "/" + media])
    else { return }
    #expect(output.status == 0)
    #expect(frames(output) == ["▣ a.gif (permission denied)"], "\(output.stdout)")
    guard
      let bare = try dumpUnprivileged(
        [path + "/outbox.json", "--size", "60x16"], locked: [path + "/" + media])
    else { return }
    #expect(bare.status == 0)
    #expect(frames(bare) == ["▣ a.gif (permission denied)"], "\(bare.stdout)")
  }
}
