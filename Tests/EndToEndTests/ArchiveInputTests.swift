import ArchiveTestSupport
import Foundation
import Testing

@Suite("Mastodon archives through the real binary: bad inputs, messages and exit statuses")
struct ArchiveInputTests {
  /// A small export of Alice's: two posts.
  private static func export() -> MastodonExport {
    var export = MastodonExport()
    export.note(id: 1, published: "2023-01-01T10:00:00Z", html: "<p>First post</p>")
    export.note(id: 2, published: "2023-01-02T10:00:00Z", html: "<p>Second post</p>")
    return export
  }

  /// Runs `listtui PATH --dump` at 60x12.
  private func dump(_ path: String, keys: String = "") throws -> ListTUIProcess.Output {
    try ListTUIProcess.run([path, "--dump", "--size", "60x12", "--keys", keys])
  }

  @Test(
    "Something that is no document at all exits 65",
    arguments: [
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13],
      Array("Dear diary,\ntoday I exported my account.\n".utf8),
      Array(#""a JSON string""#.utf8), [0x00, 0x01, 0x02],
    ])
  func notADocument(bytes: [UInt8]) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(bytes, to: "archive.zip")
    let output = try dump(path)
    #expect(output.status == 65)
    #expect(
      output.stderr
        == "listtui: \(path): not a listtui document, Mastodon archive or list of statuses\n")
    #expect(output.stdout == "")
  }

  @Test("A gzip that holds JSON, no tar, opens as that JSON, whatever its name")
  func gzipWithoutTar() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(
      Gzip.compress(Array(#"{"me":null,"users":[],"feed":[]}"#.utf8)), to: "plain.gz")
    let output = try dump(path)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr == "")
    #expect(
      output.stdout == """
        plain.gz › Feed                                       ? help




                     This document has no feed entries,
                        history or profile to show.




         empty document

        """)
  }

  @Test("A zip or a tar.gz without outbox.json says so (65)")
  func noOutbox() throws {
    let folder = try TemporaryFolder()
    let files = Self.export().files.filter { $0.name != "outbox.json" }
    let zip = try folder.write(
      RawZip(members: files.map { .deflated($0.name, $0.bytes) }).bytes, to: "a.zip")
    var tar = TarBuilder()
    for (name, bytes) in files { tar.file(name, bytes) }
    tar.end()
    let tarGzip = try folder.write(Gzip.compress(tar.bytes), to: "a.tar.gz")
    for path in [zip, tarGzip] {
      let output = try dump(path)
      #expect(output.status == 65)
      #expect(output.stderr == "listtui: \(path): no outbox.json in this archive\n")
    }
  }

  @Test("A folder opens the export one level down, named in the title; deeper is not searched")
  func folderSearch() throws {
    let folder = try TemporaryFolder()
    try Self.export().writeFolder("downloads/archive-20240102", in: folder)
    let found = try dump(folder.file("downloads"))
    #expect(found.status == 0)
    #expect(found.stdout.hasPrefix("archive-20240102 › Feed "))
    let deep = try dump(folder.path)
    #expect(deep.status == 65)
    #expect(
      deep.stderr
        == "listtui: \(folder.path): no outbox.json in this folder, nor in a folder directly "
        + "inside it\n")
    #expect(deep.stdout == "")
  }

  @Test("A truncated or corrupt zip names the member when it is one member's fault (65)")
  func brokenZip() throws {
    let folder = try TemporaryFolder()
    let zip = Self.export().zipBytes()
    let cut = try folder.write(Array(zip.prefix(zip.count / 2)), to: "cut.zip")
    let output = try dump(cut)
    #expect(output.status == 65)
    #expect(
      output.stderr
        == "listtui: \(cut): truncated or corrupt (no end of central directory record)\n")
    var member = RawZip.Member.deflated("outbox.json", Array(Self.export().outbox.utf8))
    member.stored[member.stored.count / 2] ^= 0xFF
    member.stored[member.stored.count / 2 + 1] ^= 0xFF
    let corrupt = try folder.write(RawZip(members: [member]).bytes, to: "corrupt.zip")
    let damaged = try dump(corrupt)
    #expect(damaged.status == 65)
    #expect(damaged.stderr.hasPrefix("listtui: \(corrupt): outbox.json: truncated or corrupt ("))
  }

  @Test("A truncated or corrupt tar.gz names the member it was reading (65)")
  func brokenTarGzip() throws {
    let folder = try TemporaryFolder()
    var export = Self.export()
    export.media = [("media_attachments/files/1/original/big.png", Self.noise(200_000))]
    let bytes = export.tarGzipBytes()
    let cut = try folder.write(Array(bytes.prefix(bytes.count / 2)), to: "cut.tar.gz")
    let output = try dump(cut)
    #expect(output.status == 65)
    #expect(
      output.stderr
        == "listtui: \(cut): /home/mastodon/live/public/system/media_attachments/files/1/original/big.png: truncated or corrupt (unexpected end of data)\n"
    )
    var damaged = bytes
    damaged[damaged.count - 6] ^= 0xFF
    let corrupt = try folder.write(damaged, to: "corrupt.tar.gz")
    let checksum = try dump(corrupt)
    #expect(checksum.status == 65)
    #expect(checksum.stderr == "listtui: \(corrupt): truncated or corrupt (incorrect data check)\n")
  }

  @Test("A member declared over the size cap fails before it is read (65)")
  func overTheCap() throws {
    let folder = try TemporaryFolder()
    var member = RawZip.Member.stored("outbox.json", Array("{}".utf8))
    member.size = 0xF000_0000
    let path = try folder.write(RawZip(members: [member]).bytes, to: "huge.zip")
    let output = try dump(path)
    #expect(output.status == 65)
    #expect(
      output.stderr
        == "listtui: \(path): outbox.json: too large (4026531840 bytes; the limit is 1073741824)\n")
  }

  @Test("Names such as ../../x are only names: the archive opens and nothing is written")
  func hostileNames() throws {
    let folder = try TemporaryFolder()
    let export = Self.export()
    let members =
      export.files.map { RawZip.Member.deflated($0.name, $0.bytes) } + [
        .stored("../../x", Array("escape".utf8)), .stored("/tmp/listtui-evil", Array("evil".utf8)),
      ]
    let path = try folder.write(RawZip(members: members).bytes, to: "inner/archive.zip")
    let before = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
    let output = try dump(path)
    #expect(output.status == 0)
    #expect(output.stdout.contains("  Second post"))
    #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() == before)
    #expect(!FileManager.default.fileExists(atPath: "/tmp/listtui-evil"))
  }

  @Test("Unknown items are skipped with a warning naming them; totalItems is not believed")
  func unknownItems() throws {
    let folder = try TemporaryFolder()
    var export = Self.export()
    export.totalItems = 250
    for index in 2..<12 {
      export.note(
        id: 10 + index, published: "2023-02-01T10:\(10 + index):00Z", html: "<p>\(index)</p>")
    }
    export.raw(
      #"{"id":"https://example.social/users/alice#likes/1","type":"Like","actor":"\#(export.actorURI)","object":"https://x.example/1"}"#
    )
    let path = folder.file("archive.zip")
    try export.writeZip(to: path)
    let output = try dump(path)
    #expect(output.status == 0)
    #expect(
      output.stderr
        == #"listtui: \#(path): warning: outbox.json: orderedItems[12].type: unsupported activity type "Like"; skipped"#
        + "\n")
    #expect(output.stdout.contains("12 posts · 0 boosts"))
    #expect(output.stdout.split(separator: "\n").last?.hasPrefix(" 1/13 profile summary") == true)
  }

  @Test("A warning naming a member prints its name escaped, as an error does")
  func escapedWarning() throws {
    let folder = try TemporaryFolder()
    let outbox = Array(Self.export().outbox.utf8)
    let name = "x\u{1B}[31m\u{200F}.png"
    let path = try folder.write(
      RawZip(members: [
        .stored("outbox.json", outbox), .stored(name, [1]), .stored(name, [2]),
        .stored("actor.json", Array(Self.export().actor.utf8)),
        .stored("likes.json", Array(MastodonExport.collection(id: "likes.json", []).utf8)),
        .stored(
          "bookmarks.json", Array(MastodonExport.collection(id: "bookmarks.json", []).utf8)),
      ]).bytes, to: "archive.zip")
    let output = try dump(path)
    #expect(output.status == 0)
    #expect(
      output.stderr
        == #"listtui: \#(path): warning: x\u001B[31m\u200F.png: in the archive 2 times; the last copy is read"#
        + "\n")
  }

  @Test("An archive that cannot be opened exits 66")
  func cannotOpen() throws {
    let folder = try TemporaryFolder()
    let dangling = folder.file("archive.zip")
    try FileManager.default.createSymbolicLink(
      atPath: dangling, withDestinationPath: folder.file("gone.zip"))
    for path in [folder.file("missing.zip"), dangling] {
      let output = try dump(path)
      #expect(output.status == 66)
      #expect(output.stderr == "listtui: \(path): cannot open: No such file or directory\n")
    }
  }

  @Test("A piped archive whose copy cannot be made names the folder it was to be made in (66)")
  func noTemporaryFolder() throws {
    let folder = try TemporaryFolder()
    let missing = folder.file("no-such-folder")
    let output = try ListTUIProcess.run(
      ["-", "--dump"], bytes: Data(Self.export().zipBytes()),
      launcher: ["/usr/bin/env", "TMPDIR=\(missing)"])
    #expect(output.status == 66)
    #expect(
      output.stderr
        == "listtui: <stdin>: cannot open: cannot make a temporary copy in \(missing): No such file or directory\n"
    )
  }

  /// Bytes that do not compress.
  @Test("An archive given as a pipe's path (<(cat archive.zip)) opens, as one on standard input")
  func archiveThroughPipePath() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("archive.zip")
    try Self.export().writeZip(to: path)
    let output = try ListTUIProcess.run(
      [path], launcher: ["/bin/bash", "-c", #"exec "$0" <(cat "$1") --dump --size 60x12"#])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("2 posts · 0 boosts"), "\(output.stdout)")
    // Titled as a pipe, not by the descriptor's number (`63 › Feed`).
    #expect(output.stdout.hasPrefix("<pipe> › Feed"), "\(output.stdout)")
  }

  private static func noise(_ count: Int) -> [UInt8] {
    var state: UInt32 = 0x1234_5678
    return (0..<count).map { _ in
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(state >> 24)
    }
  }
}
